import * as semver from 'semver';
import {
  BuildInfoSchema,
  FRAGMENT_IDS,
  PAGES_EXPOSE,
  parseRemoteManifest,
  routesOf,
  type BuildInfo,
  type RemoteName,
} from '@ofertas/contracts';

/** The libraries that must exist once in the page: a remote's copy must satisfy the shell's range. */
export const GATED_SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', 'jotai'] as const;

/** What the gate knows of the shell the candidate will run in. */
export interface ShellFacts {
  /** Singleton → the shell's range. */
  shared: Record<string, string>;
  contractsVersion: string;
}

export interface FetchedFile {
  status: number;
  body: Buffer | null;
}
/** Reads one of the candidate's files by absolute URL (a stored upload or the team's own host). */
export type CandidateFetch = (url: string) => Promise<FetchedFile>;

/** Exposes the shell needs from a remote: its pages when the route table gives it any, and its fragments. */
export function requiredExposes(remote: RemoteName): string[] {
  const pages = routesOf(remote).length > 0 ? [PAGES_EXPOSE] : [];
  const fragments = FRAGMENT_IDS.filter((id) => id.startsWith(`${remote}/`)).map((id) => `./${id.slice(remote.length + 1)}`);
  return [...pages, ...fragments];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every file name a manifest lists (exposes' and shared modules' assets, pages' chunks). */
function namedFiles(manifest: Json): string[] {
  const out = new Set<string>();
  const addAssets = (assets: unknown) => {
    if (!isObject(assets)) return;
    for (const kind of ['js', 'css']) {
      const group = assets[kind];
      if (!isObject(group)) continue;
      for (const when of ['sync', 'async']) {
        const list = group[when];
        if (Array.isArray(list)) for (const f of list) if (typeof f === 'string') out.add(f);
      }
    }
  };
  for (const key of ['exposes', 'shared']) {
    const list = manifest[key];
    if (Array.isArray(list)) for (const e of list) if (isObject(e)) addAssets(e['assets']);
  }
  const pages = manifest['pages'];
  if (isObject(pages)) for (const files of Object.values(pages)) if (Array.isArray(files)) for (const f of files) if (typeof f === 'string') out.add(f);
  return [...out];
}

/** A manifest, parsed, or the reason it could not be. */
async function readManifest(fetchFile: CandidateFetch, url: string): Promise<{ manifest: Json; digestSource: Buffer } | string> {
  let file: FetchedFile;
  try {
    file = await fetchFile(url);
  } catch (e) {
    return `no se pudo leer el manifiesto ${url}: ${(e as Error).message}`;
  }
  if (file.status !== 200 || !file.body) return `el manifiesto ${url} respondió ${file.status}`;
  try {
    const parsed = JSON.parse(file.body.toString('utf8')) as unknown;
    if (!isObject(parsed)) return `el manifiesto ${url} no es un objeto JSON`;
    return { manifest: parsed, digestSource: file.body };
  } catch {
    return `el manifiesto ${url} no es JSON`;
  }
}

async function readBuildInfo(fetchFile: CandidateFetch, url: string): Promise<BuildInfo | string> {
  try {
    const file = await fetchFile(url);
    if (file.status !== 200 || !file.body) return `falta build-info.json (${url} respondió ${file.status}): no se sabe con qué contracts se compiló`;
    const parsed = BuildInfoSchema.safeParse(JSON.parse(file.body.toString('utf8')));
    return parsed.success ? parsed.data : `build-info.json no es válido: ${parsed.error.issues[0]?.message ?? ''}`;
  } catch (e) {
    return `build-info.json ilegible: ${(e as Error).message}`;
  }
}

export interface GateVerdict {
  reasons: string[];
  /** The manifest's bytes (for its digest), when it could be read. */
  manifestBody: Buffer | null;
}

/**
 * The gate before a version becomes reachable: reads the candidate's mf-manifest.json and refuses it, with every
 * reason, when an expose the shell needs is missing, a shared singleton is outside the shell's range, it was built
 * against another contracts major, or a file the manifest names does not answer 200.
 */
export async function checkCandidate(remote: RemoteName, manifestUrl: string, fetchFile: CandidateFetch, shell: ShellFacts): Promise<GateVerdict> {
  const read = await readManifest(fetchFile, manifestUrl);
  if (typeof read === 'string') return { reasons: [read], manifestBody: null };
  const { manifest } = read;
  const reasons: string[] = [];

  let entry: string | null = null;
  let exposes = new Set<string>();
  try {
    const info = parseRemoteManifest(manifest, manifestUrl, manifestUrl);
    entry = info.entry;
    exposes = new Set(info.exposeChunks.keys());
  } catch (e) {
    reasons.push((e as Error).message);
  }
  for (const expose of requiredExposes(remote)) {
    if (!exposes.has(expose)) reasons.push(`falta el expose ${expose} que necesita el shell`);
  }

  const shared = Array.isArray(manifest['shared']) ? manifest['shared'] : [];
  for (const s of shared) {
    if (!isObject(s) || typeof s['name'] !== 'string') continue;
    const name = s['name'];
    const range = shell.shared[name];
    if (!range || !(GATED_SINGLETONS as readonly string[]).includes(name)) continue;
    const version = typeof s['version'] === 'string' ? s['version'] : '';
    if (!semver.valid(version)) reasons.push(`${name} compartido sin versión legible (${version || 'ninguna'})`);
    else if (!semver.satisfies(version, range)) reasons.push(`${name} ${version} no cumple el rango del shell ${range}`);
  }

  const info = await readBuildInfo(fetchFile, new URL('build-info.json', manifestUrl).href);
  if (typeof info === 'string') reasons.push(info);
  else if (semver.major(semver.coerce(info.contractsVersion) ?? '0.0.0') !== semver.major(semver.coerce(shell.contractsVersion) ?? '0.0.0')) {
    reasons.push(`compilado con contracts ${info.contractsVersion}; el shell usa ${shell.contractsVersion} (otra versión mayor)`);
  }

  const root = new URL('.', manifestUrl).href;
  const files = [...(entry ? [entry] : []), ...namedFiles(manifest).map((f) => new URL(f, root).href)];
  const answers = await Promise.all(
    [...new Set(files)].map(async (url) => {
      try {
        return { url, status: (await fetchFile(url)).status };
      } catch {
        return { url, status: 0 };
      }
    }),
  );
  for (const a of answers) if (a.status !== 200) reasons.push(`el archivo ${a.url} respondió ${a.status || 'sin respuesta'}`);
  return { reasons, manifestBody: read.digestSource };
}
