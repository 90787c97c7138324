import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CONTACT_FAILED, CONTACT_RETENTION_MONTHS, CONTACT_INVALID, CONTACT_SENT, CONTACT_TOO_MANY, type ContactMessageInput } from '@ofertas/contracts/rules';
import { requestJson, statusOf } from '@ofertas/web-kit';
import { CONTACT_MAX, MSG } from '../messages';
import { useSiteInfo } from '../site/SiteContext';
import { StaticPage } from './StaticPage';
import s from './ContactPage.module.css';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; text: string };

interface ContactValues {
  email: string;
  message: string;
  /** The honeypot. */
  website: string;
}

/** POST /api/contact; resolves to the Spanish text to show when it failed, null when the message was stored. */
export async function sendContactMessage(body: ContactMessageInput): Promise<string | null> {
  try {
    await requestJson('/api/contact', { method: 'POST', json: body, timeoutMs: 15_000 });
    return null;
  } catch (err) {
    const status = statusOf(err);
    if (status === 429) return CONTACT_TOO_MANY;
    if (status === 400 || status === 413) return CONTACT_INVALID;
    return CONTACT_FAILED;
  }
}

const filled = (v: string) => v.trim() !== '';

export default function ContactPage() {
  const site = useSiteInfo();
  const id = useId();
  const { register, control, handleSubmit, resetField } = useForm<ContactValues>({
    defaultValues: { email: '', message: '', website: '' },
    // The one message below the button says what is missing; the focus stays where the visitor is.
    shouldFocusError: false,
  });
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  // The message is stored for the owner; on any failure the typed text stays in the form.
  const send = async ({ email, message, website }: ContactValues) => {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    const failure = await sendContactMessage({ email, message, ...(website ? { website } : {}) });
    if (failure) {
      setState({ kind: 'failed', text: failure });
      return;
    }
    setState({ kind: 'sent' });
    resetField('email');
    resetField('message');
  };
  const refuse = () => setState({ kind: 'failed', text: CONTACT_INVALID });

  return (
    <StaticPage pattern="/contacto" heading={MSG.contactTitle}>
      <p>
        Escríbenos a{' '}
        {site?.contactEmail ? <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> : <span>…</span>}
      </p>
      {site?.postalAddress ? <address className={s.address}>{site.postalAddress}</address> : null}
      <form className={s.form} onSubmit={(e) => void handleSubmit(send, refuse)(e)} noValidate>
        <label htmlFor={`${id}-email`}>Correo electrónico</label>
        <input
          id={`${id}-email`}
          type="text"
          inputMode="email"
          autoComplete="email"
          maxLength={200}
          {...register('email', { validate: filled })}
        />
        <Controller
          name="message"
          control={control}
          rules={{ validate: filled }}
          render={({ field }) => (
            <>
              <label htmlFor={`${id}-message`}>
                Mensaje <span id={`${id}-counter`}>{MSG.contactCounter(field.value.length)}</span>
              </label>
              <textarea
                id={`${id}-message`}
                rows={8}
                maxLength={CONTACT_MAX}
                aria-describedby={`${id}-counter`}
                {...field}
                onChange={(e) => field.onChange(e.target.value.slice(0, CONTACT_MAX))}
              />
            </>
          )}
        />
        {/* Honeypot: hidden from people and from assistive technology; bots that fill every field fill it. */}
        <div className={s.trap} aria-hidden="true">
          <label htmlFor={`${id}-website`}>Web</label>
          <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
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
