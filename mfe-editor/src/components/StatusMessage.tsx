import s from './EditorForm.module.css';

export type Status = { kind: 'success' | 'info' | 'error'; text: string } | null;

/** The result of the last action (SPEC §4): always in the page, so screen readers hear each new message. */
export function StatusMessage({ status }: { status: Status }) {
  return (
    <div className={s.statusBox} role="status" aria-live="polite">
      {status ? (
        <p className={status.kind === 'error' ? s.statusError : status.kind === 'success' ? s.statusSuccess : s.statusInfo} data-kind={status.kind}>
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
