import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ALERTS_UNSUBSCRIBE_BUTTON,
  ALERTS_UNSUBSCRIBE_INVALID,
  ALERTS_UNSUBSCRIBE_LEAD,
  ALERTS_UNSUBSCRIBE_TITLE,
  ALERTS_UNSUBSCRIBED,
  NOINDEX_FOLLOW,
} from '@ofertas/contracts/rules';
import { tokenFrom, unsubscribeAlerts } from '../alerts/alerts-api';
import { applyHead } from '../seo/head';
import form from '../alerts/AlertForm.module.css';
import s from '../alerts/AlertPage.module.css';

type Step = 'ask' | 'working' | 'done' | 'invalid';

/**
 * /alertas/baja?token=…: the unsubscribe link of every alert mail. It asks before acting, because mail
 * scanners open links; the button sends the same request a mail client's one-click unsubscribe does.
 */
export default function AlertUnsubscribePage() {
  const token = tokenFrom(useLocation().search);
  const [step, setStep] = useState<Step>('ask');
  useEffect(() => applyHead({ title: ALERTS_UNSUBSCRIBE_TITLE, meta: { robots: NOINDEX_FOLLOW } }), []);
  const leave = async () => {
    setStep('working');
    setStep((await unsubscribeAlerts(token)) ? 'done' : 'invalid');
  };
  return (
    <div className={s.page} data-boundary="offers" data-boundary-label="offers · alertas">
      <h1>{ALERTS_UNSUBSCRIBE_TITLE}</h1>
      {step === 'done' || step === 'invalid' ? (
        <p role="status">{step === 'done' ? ALERTS_UNSUBSCRIBED : ALERTS_UNSUBSCRIBE_INVALID}</p>
      ) : (
        <>
          <p>{ALERTS_UNSUBSCRIBE_LEAD}</p>
          <button type="button" className={form.submit} disabled={step === 'working'} onClick={() => void leave()}>
            {ALERTS_UNSUBSCRIBE_BUTTON}
          </button>
        </>
      )}
      <p>
        <Link to="/">Volver a las ofertas</Link>
      </p>
    </div>
  );
}
