import { useId, useState, type ChangeEvent } from 'react';
import { EDITOR_LABELS } from '@ofertas/contracts/messages';
import { COVER_ACCEPT, coverFileProblem, readAsDataUrl } from '../lib/cover-file';
import { UI } from '../lib/messages';
import s from './EditorForm.module.css';

/**
 * Imagen de portada: a URL typed in, or a local file read into a data URL (SPEC §2). A data URL is not shown in
 * the text box (megabytes of base64), only previewed; the server turns it into an /api/images/… URL.
 */
export function CoverField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const urlId = useId();
  const fileId = useId();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const isDataUrl = value.startsWith('data:');
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = coverFileProblem(file);
    setFileProblem(problem);
    if (problem) return;
    try {
      onChange(await readAsDataUrl(file));
    } catch (err) {
      setFileProblem(err instanceof Error ? err.message : String(err));
    }
  };
  const message = fileProblem ?? error;
  return (
    <fieldset className={s.group}>
      <legend>{EDITOR_LABELS.image}</legend>
      <div className={s.field}>
        <label htmlFor={urlId}>{UI.coverUrlLabel}</label>
        <input
          id={urlId}
          type="url"
          inputMode="url"
          value={isDataUrl ? '' : value}
          placeholder={isDataUrl ? UI.coverFromFile : 'https://…'}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${urlId}-error` : undefined}
        />
      </div>
      <div className={s.field}>
        <label htmlFor={fileId}>{UI.coverFileLabel}</label>
        <input id={fileId} type="file" accept={COVER_ACCEPT} onChange={(e) => void onFile(e)} />
      </div>
      {message ? (
        <p id={`${urlId}-error`} className={s.error} role="alert">
          {message}
        </p>
      ) : null}
      {value !== '' ? (
        <div className={s.coverPreview}>
          <img src={value} alt="" />
          <button type="button" onClick={() => onChange('')}>
            {UI.coverRemove}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
