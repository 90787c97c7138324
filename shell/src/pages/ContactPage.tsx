import { useId, useState, type FormEvent } from 'react';
import { CONTACT_MAX, MSG } from '../messages';
import { useSiteInfo } from '../site/SiteContext';
import { StaticPage } from './StaticPage';
import s from './ContactPage.module.css';


export default function ContactPage() {
  const site = useSiteInfo();
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');

  // SPEC §5: submitting only prevents the default behaviour; nothing is sent.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => e.preventDefault();

  return (
    <StaticPage pattern="/contacto" heading={MSG.contactTitle}>
      <p>
        Escríbenos a{' '}
        {site?.contactEmail ? <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> : <span>…</span>}
      </p>
      {site?.postalAddress ? <address className={s.address}>{site.postalAddress}</address> : null}
      <form className={s.form} onSubmit={onSubmit}>
        <label htmlFor={`${id}-email`}>Correo electrónico</label>
        <input
          id={`${id}-email`}
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={`${id}-message`}>
          Mensaje <span id={`${id}-counter`}>{MSG.contactCounter(message.length)}</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={8}
          maxLength={CONTACT_MAX}
          aria-describedby={`${id}-counter`}
          value={message}
          onChange={(e) => setMessage(e.target.value.slice(0, CONTACT_MAX))}
        />
        <button type="submit" className={s.submit}>
          Enviar
        </button>
      </form>
    </StaticPage>
  );
}
