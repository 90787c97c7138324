/** Text or attribute value safe inside HTML (element text and double- or single-quoted attributes). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * JSON that is safe inside a <script> element (application/json or application/ld+json): no '</script>',
 * '<!--' or ']]>' can close or confuse it, and U+2028/U+2029 stay escaped. Still valid JSON.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
