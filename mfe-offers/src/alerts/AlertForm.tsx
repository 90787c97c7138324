import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ALERTS_CEILING_LABEL,
  ALERTS_CONSENT,
  ALERTS_EMAIL_LABEL,
  ALERTS_INVALID_CEILING,
  ALERTS_INVALID_EMAIL,
  ALERTS_LEAD_LIST,
  ALERTS_LEAD_PRODUCT,
  ALERTS_OFF,
  ALERTS_SENDING,
  ALERTS_SENT,
  ALERTS_SUBMIT,
  type AlertListQuery,
} from '@ofertas/contracts/rules';
import { useRequest } from '@ofertas/web-kit';
import { alertsEnabled, parseCeiling, requestAlert } from './alerts-api';
import s from './AlertForm.module.css';

/** What the alert follows: the list on screen (its filters) or one product. */
export type AlertFollows = { list: AlertListQuery } | { productId: string };

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; text: string };

interface AlertValues {
  email: string;
  ceiling: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 'Avísame', the fields of AlertSection's box: an address and an optional price ceiling; the server sends a
 * confirmation link (double opt-in). Its own chunk with react-hook-form, loaded as the box nears the screen.
 */
export function AlertForm({ follows }: { follows: AlertFollows }) {
  const id = useId();
  const status = useRequest('alerts-status', (signal) => alertsEnabled(signal));
  const { register, handleSubmit, formState, reset } = useForm<AlertValues>({ defaultValues: { email: '', ceiling: '' } });
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const lead = 'productId' in follows ? ALERTS_LEAD_PRODUCT : ALERTS_LEAD_LIST;
  const off = status.status === 'ok' && !status.data;

  const send = async ({ email, ceiling }: AlertValues) => {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    const failure = await requestAlert({ email, ceiling: parseCeiling(ceiling), ...follows });
    if (failure) {
      setState({ kind: 'failed', text: failure });
      return;
    }
    setState({ kind: 'sent' });
    reset();
  };
  const errors = formState.errors;
  const fieldError = errors.email ? ALERTS_INVALID_EMAIL : errors.ceiling ? ALERTS_INVALID_CEILING : null;

  return (
    <>
      {off ? (
        <p className={s.off} role="status">
          {ALERTS_OFF}
        </p>
      ) : (
        <form className={s.form} onSubmit={(e) => void handleSubmit(send)(e)} noValidate>
          <p className={s.lead}>{lead}</p>
          <div className={s.field}>
            <label htmlFor={`${id}-email`}>{ALERTS_EMAIL_LABEL}</label>
            <input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={200}
              aria-invalid={errors.email ? true : undefined}
              {...register('email', { validate: (v) => EMAIL.test(v.trim()) })}
            />
          </div>
          <div className={s.field}>
            <label htmlFor={`${id}-ceiling`}>{ALERTS_CEILING_LABEL}</label>
            <input
              id={`${id}-ceiling`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              placeholder="Ej.: 49,99"
              aria-invalid={errors.ceiling ? true : undefined}
              {...register('ceiling', { validate: (v) => !Number.isNaN(parseCeiling(v)) && (parseCeiling(v) ?? 1) > 0 })}
            />
          </div>
          <button type="submit" className={s.submit} disabled={state.kind === 'sending' || status.status === 'loading'}>
            {state.kind === 'sending' ? ALERTS_SENDING : ALERTS_SUBMIT}
          </button>
          <p className={fieldError || state.kind === 'failed' ? s.error : s.status} role={fieldError || state.kind === 'failed' ? 'alert' : 'status'}>
            {fieldError ?? (state.kind === 'sent' ? ALERTS_SENT : state.kind === 'failed' ? state.text : '')}
          </p>
          <p className={s.note}>
            {ALERTS_CONSENT} <Link to="/legal/privacy">Política de privacidad</Link>.
          </p>
        </form>
      )}
    </>
  );
}
