import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft, type Draft } from '../lib/draft';
import type { EditTarget, EditorValues } from '../lib/form-model';

/** Typing pauses this long before the draft is written (a cover data URL can be megabytes). */
export const DRAFT_DEBOUNCE_MS = 600;

/**
 * Keeps the form as a draft in localStorage while the author types and offers a draft found
 * at start. Autosave waits until that offer is answered, so the old draft is not overwritten by a keystroke.
 * A form equal to what was loaded (not dirty) keeps no draft.
 */
export function useDraft(form: UseFormReturn<EditorValues>, target: EditTarget) {
  const [offered, setOffered] = useState<Draft | null>(() => readDraft());
  const [storageFailed, setStorageFailed] = useState(false);
  const dirty = form.formState.isDirty;
  const state = useRef({ dirty, target, paused: offered !== null });
  state.current = { dirty, target, paused: offered !== null };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      const { dirty: isDirty, target: t, paused } = state.current;
      if (paused) return;
      if (!isDirty) clearDraft();
      else setStorageFailed(!writeDraft(form.getValues(), t, Date.now()));
    };
    const sub = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, [form]);

  return {
    /** The draft found at start, until the author recovers or discards it. */
    offered,
    storageFailed,
    /** Closes the offer; the caller fills the form from it first when recovering. */
    answer(discard: boolean) {
      if (discard) clearDraft();
      setOffered(null);
    },
    /** After a successful write: nothing left to recover. */
    forget() {
      clearDraft();
    },
  };
}
