/** SPEC §4: on creation the article is also downloaded locally as `{slug}.json`. */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has started the download; the object URL can go once the event loop moved on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
