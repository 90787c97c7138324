import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ALERTS_CONFIRM_INVALID, ALERTS_CONFIRM_TITLE, ALERTS_CONFIRM_WORKING, ALERTS_CONFIRMED, NOINDEX_FOLLOW } from '@ofertas/contracts/rules';
import { useRequest } from '@ofertas/web-kit';
import { confirmAlert, tokenFrom } from '../alerts/alerts-api';
import { applyHead } from '../seo/head';
import s from '../alerts/AlertPage.module.css';

/** /alertas/confirmar?token=…: the link of the confirmation mail; following it confirms the alert. */
export default function AlertConfirmPage() {
  const token = tokenFrom(useLocation().search);
  const result = useRequest(`alert-confirm|${token}`, (signal) => confirmAlert(token, signal));
  useEffect(() => applyHead({ title: ALERTS_CONFIRM_TITLE, meta: { robots: NOINDEX_FOLLOW } }), []);
  return (
    <div className={s.page} data-boundary="offers" data-boundary-label="offers · alertas">
      <h1>{ALERTS_CONFIRM_TITLE}</h1>
      <p role="status" data-alert-result={result.status === 'ok' ? String(result.data) : 'loading'}>
        {result.status === 'loading' ? ALERTS_CONFIRM_WORKING : result.data ? ALERTS_CONFIRMED : ALERTS_CONFIRM_INVALID}
      </p>
      <p>
        <Link to="/">Volver a las ofertas</Link>
      </p>
    </div>
  );
}
