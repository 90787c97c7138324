import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/**
 * A FRONTENDS_DIR holding only a shell build's index.html as webpack writes it (minified attributes), for the
 * server to fill: what the HTTP tests serve when no shell is built. Not used by the site; it
 * is compiled into dist so that a bench can import it.
 */
export function minimalShellDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-shell-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang=es><head><meta charset=utf-8><title>Ofertas Flash</title><meta name=description content="Las mejores ofertas"></head><body><div id=root></div></body></html>',
  );
  return root;
}
