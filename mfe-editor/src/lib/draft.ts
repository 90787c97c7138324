/**
 * The author's unsaved work, kept in localStorage so a reload or a crash loses nothing.
 * Never the password: it is dropped before saving. A stored value that does not look like a draft is ignored.
 */
import { emptySection, type EditTarget, type EditorValues, type SectionValues } from './form-model';

export const DRAFT_KEY = 'ofertas-editor-draft-v1';

export interface Draft {
  values: Omit<EditorValues, 'password'>;
  target: EditTarget;
  /** ms since the epoch, shown to the author when the draft is offered back. */
  savedAt: number;
}

const str = (v: unknown): v is string => typeof v === 'string';

function readSection(v: unknown): SectionValues | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const base = emptySection();
  for (const k of ['section', 'text', 'productUrl', 'urlImage', 'productCard'] as const) {
    if (!str(r[k])) return null;
    base[k] = r[k];
  }
  for (const k of ['showProduct', 'showProductUrl', 'showProductCard'] as const) base[k] = r[k] === true;
  return base;
}

function readTarget(v: unknown): EditTarget {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  return str(r.id) && str(r.slug) && typeof r.version === 'number' ? { id: r.id, slug: r.slug, version: r.version } : null;
}

export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const v = d.values as Record<string, unknown> | undefined;
  if (!v || typeof d.savedAt !== 'number') return null;
  const fields = ['title', 'slug', 'description', 'category', 'image', 'keySearch'] as const;
  if (!fields.every((k) => str(v[k]))) return null;
  if (!Array.isArray(v.content) || !Array.isArray(v.tags) || !v.tags.every(str)) return null;
  const content = v.content.map(readSection);
  if (content.some((c) => c === null)) return null;
  return {
    values: {
      title: v.title as string,
      slug: v.slug as string,
      description: v.description as string,
      category: v.category as string,
      image: v.image as string,
      keySearch: v.keySearch as string,
      content: content as SectionValues[],
      tags: v.tags as string[],
    },
    target: readTarget(d.target),
    savedAt: d.savedAt,
  };
}

export function readDraft(storage: Storage = localStorage): Draft | null {
  try {
    return parseDraft(storage.getItem(DRAFT_KEY));
  } catch {
    return null; // storage disabled (privacy mode): no draft, the editor still works
  }
}

/** false when the browser refused (quota: a large cover data URL) — the editor says so instead of failing. */
export function writeDraft(values: EditorValues, target: EditTarget, now: number, storage: Storage = localStorage): boolean {
  const { password: _never, ...kept } = values;
  const draft: Draft = { values: kept, target, savedAt: now };
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage = localStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    /* storage disabled: nothing was kept */
  }
}
