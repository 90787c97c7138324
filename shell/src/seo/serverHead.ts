import { isErrorStatus, SERVER_HEAD_ATTR, STATUS_META_NAME } from '@ofertas/contracts/page-head';

/** The status the server answered this document with: 200 unless the served HTML says otherwise. */
export function servedStatus(doc: Document = document): number {
  const value = Number(doc.querySelector(`meta[name="${STATUS_META_NAME}"]`)?.getAttribute('content'));
  return Number.isInteger(value) && value > 0 ? value : 200;
}

/** Whether the served page is a not-found (404) or gone (410) page: the shell shows its error page there. */
export function servedAsError(doc: Document = document): boolean {
  return isErrorStatus(servedStatus(doc));
}

/**
 * Removes the tags the server added for the first page (canonical, robots, social tags, JSON-LD, status):
 * after an in-app navigation they describe a page that is no longer shown. Pages set their own.
 */
export function dropServerHead(doc: Document = document): void {
  doc.head.querySelectorAll(`[${SERVER_HEAD_ATTR}]`).forEach((el) => el.remove());
}
