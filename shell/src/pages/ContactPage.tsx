import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CONTACT_FAILED, CONTACT_RETENTION_MONTHS, CONTACT_INVALID, CONTACT_SENT, CONTACT_TOO_MANY, type ContactMessageInput } from '@ofertas/contracts/rules';
import { CONTACT_MAX, MSG } from '../messages';
import { useSiteInfo } from '../site/SiteContext';
import { StaticPage } from './StaticPage';
import s from './ContactPage.module.css';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; text: string };

/** POST /api/contact; resolves to the Spanish text to show when it failed, null when the message was stored. */
export async function sendContactMessage(body: ContactMessageInput): Promise<string | null> {
  try {
    const res = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15000),
    });
    if (res.ok) return null;
    if (res.status === 429) return CONTACT_TOO_MANY;
    if (res.status === 400 || res.status === 413) return CONTACT_INVALID;
    return CONTACT_FAILED;
  } catch {
    return CONTACT_FAILED;
  }
}

export default function ContactPage() {
  const site = useSiteInfo();
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  // The message is stored for the owner (issue 12 #10); on any failure the typed text stays in the form.
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (state.kind === 'sending') return;
    if (!email.trim() || !message.trim()) {
      setState({ kind: 'failed', text: CONTACT_INVALID });
      return;
    }
    setState({ kind: 'sending' });
    const failure = await sendContactMessage({ email, message, ...(website ? { website } : {}) });
    if (failure) {
      setState({ kind: 'failed', text: failure });
      return;
    }
    setState({ kind: 'sent' });
    setEmail('');
    setMessage('');
  };

  return (
    <StaticPage pattern="/contacto" heading={MSG.contactTitle}>
      <p>
        Escríbenos a{' '}
        {site?.contactEmail ? <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> : <span>…</span>}
      </p>
      {site?.postalAddress ? <address className={s.address}>{site.postalAddress}</address> : null}
      <form className={s.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <label htmlFor={`${id}-email`}>Correo electrónico</label>
        <input
          id={`${id}-email`}
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          maxLength={200}
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
        {/* Honeypot: hidden from people and from assistive technology; bots that fill every field fill it. */}
        <div className={s.trap} aria-hidden="true">
          <label htmlFor={`${id}-website`}>Web</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </div>
        <button type="submit" className={s.submit} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Enviando…' : 'Enviar'}
        </button>
        <p className={state.kind === 'failed' ? s.error : s.status} role={state.kind === 'failed' ? 'alert' : 'status'}>
          {state.kind === 'sent' ? CONTACT_SENT : state.kind === 'failed' ? state.text : ''}
        </p>
      </form>
      <p className={s.note}>
        Guardamos tu correo y tu mensaje solo para responderte y los borramos {CONTACT_RETENTION_MONTHS} meses después
        del envío. Más información en la <Link to="/legal/privacy">Política de privacidad</Link>.
      </p>
    </StaticPage>
  );
}
