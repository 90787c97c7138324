/** A small remote build as the front-end build writes it (mf-manifest.json, build-info.json, entry, chunks). */
export interface FakeBuildOptions {
  remote?: string;
  /** The react version the build shares (the shell asks ^19.3.1). */
  react?: string;
  exposes?: string[];
  contractsVersion?: string;
  /** A marker inside the page chunk, so two builds differ in content (and id). */
  marker?: string;
  /** A file the manifest names but the build leaves out. */
  missingFile?: boolean;
}

export interface FakeBuildFile {
  path: string;
  body: string;
}

export function fakeRemoteBuild(o: FakeBuildOptions = {}): FakeBuildFile[] {
  const remote = o.remote ?? 'coupons';
  const exposes = o.exposes ?? ['./routes'];
  const manifest = {
    id: `mfe_${remote}`,
    name: `mfe_${remote}`,
    metaData: { name: `mfe_${remote}`, globalName: `mfe_${remote}`, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [
      { name: 'react', version: o.react ?? '19.3.1', requiredVersion: `^${o.react ?? '19.3.1'}`, singleton: true, assets: { js: { sync: ['696.abcdef12.js'], async: [] }, css: { sync: [], async: [] } } },
    ],
    remotes: [],
    exposes: exposes.map((path, i) => ({
      id: `mfe_${remote}:${path.slice(2)}`,
      name: path.slice(2),
      path,
      assets: { js: { sync: [`__federation_expose_${path.slice(2)}.${String(i).padStart(8, '0')}.js`], async: o.missingFile ? ['gone.12345678.js'] : [] }, css: { sync: [], async: [] } },
    })),
    pages: {},
  };
  const files: FakeBuildFile[] = [
    { path: 'mf-manifest.json', body: JSON.stringify(manifest) },
    { path: 'build-info.json', body: JSON.stringify({ name: `@ofertas/mfe-${remote}`, version: '0.1.0', contractsVersion: o.contractsVersion ?? '0.1.0', shared: { react: '^19.3.1' } }) },
    { path: 'remoteEntry.js', body: `var mfe_${remote}; /* ${o.marker ?? ''} */` },
    { path: '696.abcdef12.js', body: 'export{} /* react */' },
    ...exposes.map((path, i) => ({ path: `__federation_expose_${path.slice(2)}.${String(i).padStart(8, '0')}.js`, body: `export default "${o.marker ?? 'v1'}";` })),
  ];
  return files;
}

/** The JSON body of POST /api/releases/:remote/versions for a build. */
export function uploadBody(files: FakeBuildFile[], packageVersion = '0.1.0'): { packageVersion: string; files: Array<{ path: string; base64: string }> } {
  return { packageVersion, files: files.map((f) => ({ path: f.path, base64: Buffer.from(f.body).toString('base64') })) };
}
