import { createHash } from 'node:crypto';
import { Feed } from 'feed';

/** One entry of an Atom feed, in the terms the feeds of this site fill. */
export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  updated: Date;
  summary: string;
}

/** A written feed with what a conditional GET compares: its entity tag and when it last changed. */
export interface AtomDocument {
  xml: string;
  etag: string;
  lastModified: Date;
}

/**
 * An Atom 1.0 document, written by the `feed` package: `self` is the feed's own absolute URL (also its id),
 * `page` the page it follows. It was last modified when its newest entry was (`since` when it has none).
 */
export function atomDocument(options: { self: string; page: string; title: string; since: Date }, entries: readonly AtomEntry[]): AtomDocument {
  const newest = entries.reduce((t, e) => Math.max(t, e.updated.getTime()), 0);
  // HTTP dates have whole seconds: the document's time is rounded the same way, so If-Modified-Since compares.
  const lastModified = new Date(Math.floor((newest > 0 ? newest : options.since.getTime()) / 1000) * 1000);
  const feed = new Feed({
    id: options.self,
    title: options.title,
    link: options.page,
    language: 'es',
    updated: lastModified,
    feedLinks: { atom: options.self },
    copyright: '',
    generator: false,
  });
  for (const e of entries) feed.addItem({ id: e.id, title: e.title, link: e.link, date: e.updated, description: e.summary });
  const xml = feed.atom1();
  return { xml, etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`, lastModified };
}

/**
 * Whether a request's validators show it holds this document: If-None-Match names its tag (weak or
 * strong, or '*'), or, without If-None-Match, If-Modified-Since is not before its last change (RFC 9110 §13.1).
 */
export function notModified(doc: AtomDocument, ifNoneMatch: string | undefined, ifModifiedSince: string | undefined): boolean {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((t) => {
      const tag = t.trim().replace(/^W\//, '');
      return tag === '*' || tag === doc.etag;
    });
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && doc.lastModified.getTime() <= since;
}
