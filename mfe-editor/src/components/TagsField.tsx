import { useId, useState, type KeyboardEvent } from 'react';
import { addTag } from '../lib/form-model';
import { UI } from '../lib/messages';
import s from './EditorForm.module.css';

/** SPEC §5: Enter or the button adds; empty text is not added; Enter never submits the form. */
export function TagsField({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
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
        <input id={id} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} placeholder={UI.tagInput} />
        <button type="button" onClick={add}>
          {UI.addTag}
        </button>
      </div>
      {value.length > 0 ? (
        <ul className={s.tags} aria-label={UI.tags}>
          {value.map((tag) => (
            <li key={tag} className={s.tag}>
              <span>{tag}</span>
              <button type="button" className={s.tagRemove} aria-label={UI.removeTag(tag)} onClick={() => onChange(value.filter((t) => t !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
