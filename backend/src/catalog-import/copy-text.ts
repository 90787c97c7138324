/** A value as PostgreSQL's COPY text format writes it: tab-separated, `\N` for NULL, backslash escapes. */
export type CopyValue = string | number | boolean | null;

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyField(v: CopyValue): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  // NUL cannot travel in COPY (nor be stored in text); feed rows holding one are rejected before this.
  return SPECIAL.test(v) ? v.replace(SPECIAL_ALL, (c) => ESCAPES[c] as string) : v;
}

/**
 * One COPY text line (with its newline): the values `columns` pick from `row`, tab-separated. Built without
 * an array of the values: it runs for every feed row an import stages.
 */
export function copyRowLine<T>(columns: ReadonlyArray<{ pick: (row: T) => CopyValue }>, row: T): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) line += `${i === 0 ? '' : '\t'}${copyField((columns[i] as { pick: (row: T) => CopyValue }).pick(row))}`;
  return `${line}\n`;
}
