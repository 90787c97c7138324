import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { RemoteHints, remoteFirstChunks } from './remote-hints';
import { RemoteFiles } from './remote-files';

const manifest = (publicPath: string) => ({
  metaData: { globalName: 'mfe_x', publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  pages: { list: ['224.a.js', '787.e.js', 'list.f.js'], home: ['224.a.js', 'home.g.js'] },
  exposes: [
    { path: './routes', assets: { js: { sync: ['224.a.js', '__federation_expose_routes.b.js'], async: ['list.c.js'] } } },
    { path: './ProductCard', assets: { js: { sync: ['__federation_expose_ProductCard.d.js'] } } },
  ],
});

test('remoteEntry.js and the pages expose’s first chunks, as same-origin paths', () => {
  expect(remoteFirstChunks(manifest('auto'), '/mfe/x/mf-manifest.json')).toEqual([
    '/mfe/x/remoteEntry.js',
    '/mfe/x/224.a.js',
    '/mfe/x/__federation_expose_routes.b.js',
  ]);
});

test('with a page: its chunk’s files too, each file once', () => {
  expect(remoteFirstChunks(manifest('auto'), '/mfe/x/mf-manifest.json', 'list')).toEqual([
    '/mfe/x/remoteEntry.js',
    '/mfe/x/224.a.js',
    '/mfe/x/__federation_expose_routes.b.js',
    '/mfe/x/787.e.js',
    '/mfe/x/list.f.js',
  ]);
  // a page the manifest does not know (a build without the pages field): the first scripts only
  expect(remoteFirstChunks(manifest('auto'), '/mfe/x/mf-manifest.json', 'nope')).toHaveLength(3);
});

test('files on another origin are not hinted', () => {
  expect(remoteFirstChunks(manifest('https://cdn.example/x/'), '/mfe/x/mf-manifest.json')).toEqual([]);
});

test('a manifest the shell could not read either is refused', () => {
  expect(() => remoteFirstChunks({ exposes: [] }, '/mfe/x/mf-manifest.json')).toThrow('sin metaData');
});

test('a manifest that cannot be read hints nothing, is warned about once, and is read again when it changes', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-hints-'));
  const file = path.join(dir, 'mf-manifest.json');
  fs.writeFileSync(file, '{ not json');
  const remotes = { offers: '/mfe/offers/mf-manifest.json', coupons: '', blog: '', editor: '' };
  const config = { serve: true, shellDist: dir, remoteDist: { offers: dir, coupons: dir, blog: dir, editor: dir }, remotes, devOverrideOrigins: [] };
  const hints = new RemoteHints(new RemoteFiles(config, async () => null));
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  try {
    expect(await hints.forPath('/ofertas/tele', remotes)).toEqual([]);
    expect(await hints.forPath('/ofertas/tele', remotes)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    fs.writeFileSync(file, JSON.stringify(manifest('auto')));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    // A build's file is looked at again once its last look-up is a second old.
    let chunks: string[] = [];
    for (const deadline = Date.now() + 5000; chunks.length === 0 && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 100));
      chunks = await hints.forPath('/ofertas/tele', remotes);
    }
    expect(chunks).toEqual([
      '/mfe/offers/remoteEntry.js',
      '/mfe/offers/224.a.js',
      '/mfe/offers/__federation_expose_routes.b.js',
      '/mfe/offers/787.e.js',
      '/mfe/offers/list.f.js',
    ]);
  } finally {
    warn.mockRestore();
  }
});
