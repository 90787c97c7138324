import type { UseFormRegisterReturn } from 'react-hook-form';
import s from './EditorForm.module.css';

/** A labelled input with its required mark, hint and error tied to it (aria-describedby). */
export function TextField({
  id,
  label,
  input,
  required = false,
  error,
  hint,
  type = 'text',
  autoComplete,
  maxLength,
}: {
  id: string;
  label: string;
  input: UseFormRegisterReturn;
  required?: boolean;
  error?: string;
  hint?: string;
  type?: 'text' | 'password' | 'url';
  autoComplete?: string;
  /** The contract's limit: the browser stops typing there (the rule's message covers a value set otherwise). */
  maxLength?: number;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={s.field}>
      <label htmlFor={id} className={required ? s.requiredLabel : undefined}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete ?? 'off'}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={s.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
