import type { DevOverrides } from './devOverrides';
import s from './DevOverrideNotice.module.css';

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * Fixed notice while this browser runs a developer's build of a remote: which remote, from where, and a button
 * that removes the override. Fixed, so it shifts nothing on the page.
 */
export function DevOverrideNotice({ applied, onClear }: { applied: DevOverrides; onClear: () => void }) {
  const entries = Object.entries(applied);
  if (entries.length === 0) return null;
  return (
    <aside className={s.notice} role="status" aria-label="Remotos en desarrollo" data-dev-override="">
      <span>
        Desarrollo: {entries.map(([name, url]) => `${name} desde ${origin(url)}`).join(', ')}
      </span>
      {' · '}
      <button type="button" className={s.clear} onClick={onClear}>
        Quitar
      </button>
    </aside>
  );
}
