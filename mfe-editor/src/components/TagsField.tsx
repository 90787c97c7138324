import { useId, useState, type KeyboardEvent } from 'react';
import { BLOG_LIMITS } from '@ofertas/contracts/blog';
import { addTag } from '../lib/form-model';
import { UI } from '../lib/messages';
import s from './EditorForm.module.css';

/** Why a tag cannot be added (the server's limits, contracts BLOG_LIMITS), or null. */
export function tagProblem(tags: readonly string[], text: string): string | null {
  const tag = text.trim();
  if (tag === '' || tags.includes(tag)) return null;
  if (tag.length > BLOG_LIMITS.tag) return UI.tagTooLong;
  if (tags.length >= BLOG_LIMITS.tags) return UI.tagsFull;
  return null;
}

/** SPEC §5: Enter or the button adds; empty text is not added; Enter never submits the form. */
export function TagsField({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const refused = tagProblem(value, text);
    setProblem(refused);
    // A refused tag stays in the box, so the author can shorten it instead of typing it again.
    if (refused) return;
    onChange(addTag(value, text));
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };
  return (
    <fieldset className={s.group}>
      <legend>{UI.tags}</legend>
      <div className={s.inline}>
        <label htmlFor={id} className={s.visuallyHidden}>
          {UI.tagInput}
        </label>
        <input
          id={id}
          value={text}
          maxLength={BLOG_LIMITS.tag}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={UI.tagInput}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <button type="button" onClick={add}>
          {UI.addTag}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-error`} className={s.error} role="alert">
          {problem}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className={s.tags} aria-label={UI.tags}>
          {value.map((tag) => (
            <li key={tag} className={s.tag}>
              <span>{tag}</span>
              <button
                type="button"
                className={s.tagRemove}
                aria-label={UI.removeTag(tag)}
                onClick={() => {
                  onChange(value.filter((t) => t !== tag));
                  setProblem(null);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
