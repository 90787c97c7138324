import { useId, useState, type KeyboardEvent } from 'react';
import type { RequestState } from '@ofertas/web-kit';
import { UI } from '../lib/messages';
import s from './EditorForm.module.css';

/**
 * The picker of existing articles by slug (SPEC §2): a text box with the known slugs as suggestions, opened
 * with the button or Enter (which never submits the article form around it).
 */
export function ArticlePicker({ slugs, onOpen, busy }: { slugs: RequestState<string[]>; onOpen: (slug: string) => void; busy: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const open = () => {
    const slug = text.trim();
    if (slug !== '') onOpen(slug);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    open();
  };
  return (
    <div className={s.picker}>
      <label htmlFor={id}>{UI.pickerLabel}</label>
      <div className={s.inline}>
        <input id={id} list={`${id}-slugs`} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} autoComplete="off" />
        <datalist id={`${id}-slugs`}>
          {(slugs.data ?? []).map((slug) => (
            <option key={slug} value={slug} />
          ))}
        </datalist>
        <button type="button" onClick={open} disabled={busy}>
          {UI.pickerOpen}
        </button>
      </div>
      {slugs.status === 'error' ? <p className={s.hint}>{UI.pickerLoadError}</p> : null}
    </div>
  );
}
