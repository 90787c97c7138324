import type { Draft } from '../lib/draft';
import { UI } from '../lib/messages';
import s from './EditorForm.module.css';

const WHEN = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

/** 'Recuperar borrador': offered when the page opens and a draft from an earlier visit is there. */
export function DraftOffer({ draft, onRecover, onDiscard }: { draft: Draft; onRecover: () => void; onDiscard: () => void }) {
  const title = draft.values.title.trim();
  return (
    <div className={s.draft} role="region" aria-label="Borrador">
      <p>
        {UI.draftFound(WHEN.format(draft.savedAt))}
        {title ? <> «{title}»</> : null}
      </p>
      <div className={s.inline}>
        <button type="button" onClick={onRecover}>
          {UI.draftRecover}
        </button>
        <button type="button" className={s.secondary} onClick={onDiscard}>
          {UI.draftDiscard}
        </button>
      </div>
    </div>
  );
}
