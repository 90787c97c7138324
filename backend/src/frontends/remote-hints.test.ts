import { remoteFirstChunks } from './remote-hints';

const manifest = (publicPath: string) => ({
  metaData: { globalName: 'mfe_x', publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
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

test('files on another origin are not hinted', () => {
  expect(remoteFirstChunks(manifest('https://cdn.example/x/'), '/mfe/x/mf-manifest.json')).toEqual([]);
});

test('a manifest the shell could not read either is refused', () => {
  expect(() => remoteFirstChunks({ exposes: [] }, '/mfe/x/mf-manifest.json')).toThrow('sin metaData');
});
