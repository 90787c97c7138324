import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { databaseKinds } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { importFeed } from './import-feed';
import { newSpoolFile, openSource } from './open-source';

const FEED = fs.readFileSync(path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv'));
const GZIPPED = zlib.gzipSync(FEED);
const GZIPPED_V2 = zlib.gzipSync(fs.readFileSync(path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small-v2.csv')));
/** Requests per path, to tell a feed downloaded once from one downloaded twice. */
const requests = new Map<string, number>();

/** A local feed server: /feed.gz (gzip, with length), /feed.csv (plain, chunked), anything else 404. */
async function startFeedServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    requests.set(req.url ?? '', (requests.get(req.url ?? '') ?? 0) + 1);
    if (req.url === '/feed-v2.gz') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': GZIPPED_V2.length });
      res.end(GZIPPED_V2);
    } else if (req.url === '/feed.gz') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': GZIPPED.length });
      res.end(GZIPPED);
    } else if (req.url === '/feed.csv') {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write(FEED.subarray(0, 100));
      res.end(FEED.subarray(100));
    } else {
      res.writeHead(404).end('no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('feed source over HTTP', () => {
  let server: Awaited<ReturnType<typeof startFeedServer>>;
  beforeAll(async () => {
    server = await startFeedServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('unzips a gzip feed detected from its content and counts the compressed bytes', async () => {
    const source = await openSource(`${server.url}/feed.gz`);
    expect(source.totalBytes).toBe(GZIPPED.length);
    expect((await readAll(source.stream)).equals(FEED)).toBe(true);
    expect(source.bytesRead()).toBe(GZIPPED.length);
  });

  it('reads a plain feed without a content-length', async () => {
    const source = await openSource(`${server.url}/feed.csv`);
    expect(source.totalBytes).toBeNull();
    expect((await readAll(source.stream)).equals(FEED)).toBe(true);
  });

  it('spools the bytes as received to a file, complete when the stream ends', async () => {
    const spool = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spool-')), 'feed');
    const source = await openSource(`${server.url}/feed.gz`, spool);
    expect((await readAll(source.stream)).equals(FEED)).toBe(true);
    expect(fs.readFileSync(spool).equals(GZIPPED)).toBe(true);
    fs.rmSync(path.dirname(spool), { recursive: true });
  });

  it("a new spool file first removes the spool folders of processes that are gone (killed mid-import)", () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    const dead = fs.mkdtempSync(path.join(os.tmpdir(), `ofertas-feed-${gone}-`));
    fs.writeFileSync(path.join(dead, 'feed'), 'left by a killed import');
    const mine = newSpoolFile();
    expect(fs.existsSync(dead)).toBe(false);
    expect(path.basename(path.dirname(mine))).toMatch(new RegExp(`^ofertas-feed-${process.pid}-`));
    fs.rmSync(path.dirname(mine), { recursive: true });
  });

  it('names the HTTP status when the feed cannot be downloaded', async () => {
    await expect(openSource(`${server.url}/missing.gz`)).rejects.toThrow('could not download the feed: HTTP 404');
  });

  describe.each(databaseKinds())('imported into %s', (kind) => {
    const db = freshDatabaseForTests(kind);

    it('imports a gzip feed from a URL like a local file', async () => {
      const report = await importFeed(db.dataSource, { source: `${server.url}/feed.gz` });
      expect(report).toMatchObject({ rowsRead: 16, inserted: 13, rejected: 3 });
      const [row] = (await db.dataSource.query(`SELECT count(*)::int AS n FROM product WHERE active`)) as Array<{ n: number }>;
      expect(row?.n).toBe(13);
    });

    it('a refresh compared on the database side downloads the feed once, reads it twice and removes its copy', async () => {
      const spools = () => fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith(`ofertas-feed-${process.pid}-`));
      const before = spools();
      const downloads = requests.get('/feed-v2.gz') ?? 0;
      const report = await importFeed(db.dataSource, { source: `${server.url}/feed-v2.gz`, snapshotMax: 0 });
      expect(report).toMatchObject({ path: 'database', updated: 1, retired: 1, rejected: 3 });
      expect(requests.get('/feed-v2.gz')).toBe(downloads + 1);
      expect(spools()).toEqual(before);
    });
  });
});
