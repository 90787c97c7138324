import { gzipSync } from 'node:zlib';

/** The list answer serialised once per change, with its gzip copy: no JSON or gzip work on an unchanged list. */
export interface EncodedList {
  stamp: string;
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

export function encodeList(stamp: string, body: unknown): EncodedList {
  const json = Buffer.from(JSON.stringify(body));
  return { stamp, json, gzip: gzipSync(json, { level: 6 }), etag: `"blog-${Buffer.from(stamp).toString('base64url')}"` };
}
