import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { StaticFiles } from './static-files';

// The build writes zopfli `.gz` copies (tools/webpack/precompress.js); the server must send one only when it
// is the gzip of the very file it serves.
describe('StaticFiles: prebuilt .gz copies', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-static-'));
  const body = Buffer.from('console.log("una oferta");\n'.repeat(200));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  // Level 1 makes bytes different from the server's own level 9: which copy was sent is visible.
  const prebuilt = gzipSync(body, { level: 1 });
  const serversOwn = gzipSync(body, { level: 9 });

  it('sends the build\'s copy when it decompresses to the file', async () => {
    fs.writeFileSync(path.join(root, 'a.js'), body);
    fs.writeFileSync(path.join(root, 'a.js.gz'), prebuilt);
    expect(prebuilt.equals(serversOwn)).toBe(false);
    const file = await new StaticFiles().get(root, 'a.js');
    expect(file?.gzip?.equals(prebuilt)).toBe(true);
  });

  it('ignores a stale or broken copy and compresses the file itself', async () => {
    fs.writeFileSync(path.join(root, 'b.js'), body);
    fs.writeFileSync(path.join(root, 'b.js.gz'), gzipSync(Buffer.from('console.log("otra versión");')));
    fs.writeFileSync(path.join(root, 'c.js'), body);
    fs.writeFileSync(path.join(root, 'c.js.gz'), Buffer.from('no es gzip'));
    const files = new StaticFiles();
    for (const name of ['b.js', 'c.js']) {
      const gz = (await files.get(root, name))?.gzip;
      expect(gz?.equals(serversOwn)).toBe(true);
      expect(gunzipSync(gz!).equals(body)).toBe(true);
    }
  });

  it('without a copy, the server compresses as before', async () => {
    fs.writeFileSync(path.join(root, 'd.js'), body);
    expect((await new StaticFiles().get(root, 'd.js'))?.gzip?.equals(serversOwn)).toBe(true);
  });
});
