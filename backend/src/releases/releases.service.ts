import { HttpException, Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  REMOTE_NAMES,
  storedVersionUrl,
  type HistoryAction,
  type PublishedVersion,
  type ReleaseBeacon,
  type ReleaseHistoryEntry,
  type ReleasesList,
  type RemoteChannel,
  type RemoteName,
  type RemotesManifest,
} from '@ofertas/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ChangeChannel } from '../database/change-channel';
import { canaryRunning, chosenVersion, chosenVersions, remotesManifest, type Bucket, type ChannelState, type RegistrySnapshot, type ServedVersion } from './channel-snapshot';
import { checkCandidate, type CandidateFetch } from './gate';
import { shellFacts } from './shell-facts';
import { sha256Hex, storeFiles, versionId, type BuildFile } from './version-files';

/** Every instance on one PostgreSQL database hears registry changes here. */
export const RELEASES_CHANNEL = 'ofertas_releases_changed';

/** Stands for this server while a stored candidate's files are checked (they are read from the upload). */
const CANDIDATE_ORIGIN = 'http://candidate.invalid';

function conflict(remote: RemoteName, expected: number, actual: number | null): HttpException {
  return new HttpException(
    {
      statusCode: 409,
      error: 'Conflict',
      message: `El registro de ${remote} está en la revisión ${actual ?? '?'}, no en ${expected}: vuelve a leerlo y repite la operación`,
      revision: actual,
    },
    409,
  );
}

const unprocessable = (message: string, reasons: string[] = [message]) =>
  new HttpException({ statusCode: 422, error: 'Unprocessable Entity', message, reasons }, 422);

interface ChannelRow {
  remote: RemoteName;
  revision: number;
  stable_version: string | null;
  canary_version: string | null;
  canary_share: number;
}

interface HistoryWrite {
  action: HistoryAction;
  remote: RemoteName;
  version?: string | null;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  actor: string;
}

async function writeHistory(m: EntityManager | DataSource, h: HistoryWrite): Promise<void> {
  await m.query(
    `INSERT INTO release_history (action, remote, version, from_version, to_version, reason, actor) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [h.action, h.remote, h.version ?? null, h.from ?? null, h.to ?? null, h.reason ?? null, h.actor],
  );
}

/** Rows of an UPDATE … RETURNING: TypeORM's PostgreSQL driver answers [rows, count] for UPDATE, rows otherwise. */
function returnedRows(result: unknown): unknown[] {
  if (!Array.isArray(result)) return [];
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}

const rate = (errors: number, views: number) => (views > 0 ? errors / views : 0);

/**
 * Owner of the release registry (remote_version, remote_file, remote_channel, release_history): versions, which
 * one is stable and which canary with what share, the history, the page views and errors per version, and the
 * automatic rollback of a canary over the error budget. Every channel write is a compare-and-set on the
 * remote's revision in one transaction; every change is announced to the other instances (ChangeChannel).
 */
@Injectable()
export class ReleasesService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Releases');
  private readonly channel: ChangeChannel;
  private current: Promise<RegistrySnapshot> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {
    this.channel = new ChangeChannel(RELEASES_CHANNEL, config.DATABASE_URL, db);
    this.channel.onChange(() => {
      this.current = null;
    });
  }

  async onModuleInit(): Promise<void> {
    await this.seed();
    await this.channel.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.channel.stop();
  }

  /** Runs `listener` whenever the registry changed (here or in another instance). */
  onChange(listener: () => void): () => void {
    return this.channel.onChange(listener);
  }

  /** The REMOTE_<NAME>_URL values (or the /mfe/<name>/ default) become the stable of every remote not yet registered. */
  async seed(): Promise<void> {
    for (const remote of REMOTE_NAMES) {
      const url = this.config.frontends.remotes[remote];
      const id = `seed-${sha256Hex(Buffer.from(url)).slice(0, 12)}`;
      // ON CONFLICT makes two instances starting at once agree: the first insert wins, the other does nothing.
      const seeded = await this.db.transaction(async (m) => {
        await m.query(`INSERT INTO remote_version (remote, id, manifest_url, created_by) VALUES ($1, $2, $3, 'entorno') ON CONFLICT DO NOTHING`, [remote, id, url]);
        const rows = (await m.query(`INSERT INTO remote_channel (remote, stable_version) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING remote`, [remote, id])) as unknown[];
        if (rows.length > 0) await writeHistory(m, { action: 'seed', remote, version: id, to: id, reason: `REMOTE_${remote.toUpperCase()}_URL=${url}`, actor: 'entorno' });
        return rows.length > 0;
      });
      if (seeded) {
        this.logger.log(`${remote}: registry seeded with ${url}`);
        this.channel.changed();
      }
    }
  }

  /** Whether some remote serves a canary now (only then does a visitor get a bucket cookie). */
  canaryRunning(snapshot: RegistrySnapshot): boolean {
    return canaryRunning(snapshot);
  }

  /** The registry as page views read it (memory; reloaded after any change). */
  snapshot(): Promise<RegistrySnapshot> {
    if (!this.current) {
      const loading = this.load();
      this.current = loading;
      loading.catch(() => {
        if (this.current === loading) this.current = null;
      });
    }
    return this.current;
  }

  private async load(): Promise<RegistrySnapshot> {
    const rows = (await this.db.query(`
      SELECT c.remote, c.canary_share, s.id AS sid, s.manifest_url AS surl, k.id AS kid, k.manifest_url AS kurl
      FROM remote_channel c
      LEFT JOIN remote_version s ON s.remote = c.remote AND s.id = c.stable_version
      LEFT JOIN remote_version k ON k.remote = c.remote AND k.id = c.canary_version`)) as Array<{
      remote: RemoteName;
      canary_share: number;
      sid: string | null;
      surl: string | null;
      kid: string | null;
      kurl: string | null;
    }>;
    const channels = new Map<RemoteName, ChannelState>();
    for (const r of rows) {
      channels.set(r.remote, {
        stable: r.sid && r.surl ? { id: r.sid, url: r.surl } : null,
        canary: r.kid && r.kurl ? { id: r.kid, url: r.kurl } : null,
        canaryShare: r.canary_share,
      });
    }
    const urls = (await this.db.query(`SELECT DISTINCT manifest_url FROM remote_version WHERE manifest_url ~ '^https?://'`)) as Array<{ manifest_url: string }>;
    const foreignOrigins = [...new Set(urls.map((u) => new URL(u.manifest_url).origin))].sort();
    return { channels, foreignOrigins };
  }

  /** The versions a visitor in `bucket` gets (what /remotes.json and the page's hints name). */
  async chosenFor(bucket: Bucket): Promise<Map<RemoteName, ServedVersion>> {
    return chosenVersions(await this.snapshot(), bucket);
  }

  /** GET /remotes.json for a visitor: assembled here only, so an override can be layered on top of it. */
  async remotesFor(bucket: Bucket): Promise<RemotesManifest> {
    return remotesManifest(await this.chosenFor(bucket));
  }

  async list(): Promise<ReleasesList> {
    const channels = (await this.db.query(`SELECT remote, revision, stable_version, canary_version, canary_share FROM remote_channel ORDER BY remote`)) as ChannelRow[];
    const versions = (await this.db.query(
      `SELECT remote, id, manifest_url, manifest_digest, created_by, created_at, page_views::int AS page_views, errors::int AS errors FROM remote_version ORDER BY created_at DESC, id`,
    )) as Array<{ remote: RemoteName; id: string; manifest_url: string; manifest_digest: string | null; created_by: string; created_at: Date | string; page_views: number; errors: number }>;
    return channels.map((c) => ({
      remote: c.remote,
      revision: c.revision,
      stable: c.stable_version,
      canary: c.canary_version,
      canaryShare: c.canary_share,
      versions: versions
        .filter((v) => v.remote === c.remote)
        .map((v) => ({
          id: v.id,
          manifestUrl: v.manifest_url,
          manifestDigest: v.manifest_digest,
          createdBy: v.created_by,
          createdAt: new Date(v.created_at).toISOString(),
          pageViews: v.page_views,
          errors: v.errors,
          errorRate: rate(v.errors, v.page_views),
        })),
    }));
  }

  async channelOf(remote: RemoteName): Promise<RemoteChannel> {
    const found = (await this.list()).find((c) => c.remote === remote);
    if (!found) throw new HttpException({ statusCode: 404, error: 'Not Found', message: `${remote} no está en el registro` }, 404);
    return found;
  }

  async history(remote: RemoteName): Promise<ReleaseHistoryEntry[]> {
    const rows = (await this.db.query(
      `SELECT action, remote, version, from_version, to_version, reason, actor, at FROM release_history WHERE remote = $1 ORDER BY id DESC LIMIT 200`,
      [remote],
    )) as Array<{ action: HistoryAction; remote: RemoteName; version: string | null; from_version: string | null; to_version: string | null; reason: string | null; actor: string; at: Date | string }>;
    return rows.map((r) => ({ action: r.action, remote: r.remote, version: r.version, from: r.from_version, to: r.to_version, reason: r.reason, actor: r.actor, at: new Date(r.at).toISOString() }));
  }

  /** A stored version's file, or null. */
  async storedFile(remote: RemoteName, version: string, path: string): Promise<Buffer | null> {
    const rows = (await this.db.query(`SELECT body FROM remote_file WHERE remote = $1 AND version = $2 AND path = $3`, [remote, version, path])) as Array<{ body: Uint8Array }>;
    const body = rows[0]?.body;
    return body ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : null;
  }

  /** Stores a build as a new immutable version after the gate passed it (the same build again: the same id, unchanged). */
  async publishFiles(remote: RemoteName, packageVersion: string, files: readonly BuildFile[], team: string): Promise<PublishedVersion> {
    const id = versionId(packageVersion, files);
    const manifestUrl = storedVersionUrl(remote, id);
    if (await this.versionExists(remote, id)) return { remote, version: id, manifestUrl, created: false };
    const byUrl = new Map(files.map((f) => [`${CANDIDATE_ORIGIN}${storedVersionUrl(remote, id, f.path)}`, f.body]));
    const fetchFile: CandidateFetch = async (url) => {
      const body = byUrl.get(url) ?? null;
      return { status: body ? 200 : 404, body };
    };
    const digest = await this.gate(remote, `${CANDIDATE_ORIGIN}${manifestUrl}`, fetchFile);
    const created = await this.db.transaction(async (m) => {
      const rows = (await m.query(
        `INSERT INTO remote_version (remote, id, manifest_url, manifest_digest, created_by) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        [remote, id, manifestUrl, digest, team],
      )) as unknown[];
      if (rows.length === 0) return false;
      await storeFiles(m, remote, id, files);
      await writeHistory(m, { action: 'publish', remote, version: id, actor: team, reason: `${files.length} archivos` });
      return true;
    });
    return { remote, version: id, manifestUrl, created };
  }

  /** Registers a build the team hosts elsewhere, after the gate read it there. */
  async publishUrl(remote: RemoteName, url: string, team: string): Promise<PublishedVersion> {
    const fetchFile: CandidateFetch = async (u) => {
      const res = await fetch(u, { signal: AbortSignal.timeout(10_000), redirect: 'follow' });
      return { status: res.status, body: res.ok ? Buffer.from(await res.arrayBuffer()) : null };
    };
    const digest = await this.gate(remote, url, fetchFile);
    const id = `url-${digest.slice(0, 12)}`;
    const created = await this.db.transaction(async (m) => {
      const rows = (await m.query(
        `INSERT INTO remote_version (remote, id, manifest_url, manifest_digest, created_by) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        [remote, id, url, digest, team],
      )) as unknown[];
      if (rows.length > 0) await writeHistory(m, { action: 'publish', remote, version: id, actor: team, reason: url });
      return rows.length > 0;
    });
    if (created) this.channel.changed(); // a new origin for the page's CSP
    return { remote, version: id, manifestUrl: url, created };
  }

  /** Runs the gate; refuses with 422 and every reason, or answers the manifest's SHA-256. */
  private async gate(remote: RemoteName, manifestUrl: string, fetchFile: CandidateFetch): Promise<string> {
    const verdict = await checkCandidate(remote, manifestUrl, fetchFile, shellFacts(this.config.frontends.shellDist));
    if (verdict.reasons.length > 0 || !verdict.manifestBody) {
      throw unprocessable(`La versión no pasa el control: ${verdict.reasons.join('; ')}`, verdict.reasons);
    }
    return sha256Hex(verdict.manifestBody);
  }

  private async versionExists(remote: RemoteName, id: string, m: EntityManager | DataSource = this.db): Promise<boolean> {
    return ((await m.query(`SELECT 1 FROM remote_version WHERE remote = $1 AND id = $2`, [remote, id])) as unknown[]).length > 0;
  }

  /**
   * One compare-and-set on the remote's channel: `change` gets the row read under lock and answers the new
   * stable/canary/share and the history to write; a revision other than `expected` is 409.
   */
  private async writeChannel(
    remote: RemoteName,
    expected: number,
    change: (row: ChannelRow, m: EntityManager) => Promise<{ stable: string | null; canary: string | null; share: number; history: HistoryWrite[] }>,
  ): Promise<RemoteChannel> {
    await this.db.transaction(async (m) => {
      const rows = (await m.query(`SELECT remote, revision, stable_version, canary_version, canary_share FROM remote_channel WHERE remote = $1 FOR UPDATE`, [remote])) as ChannelRow[];
      const row = rows[0];
      if (!row) throw new HttpException({ statusCode: 404, error: 'Not Found', message: `${remote} no está en el registro` }, 404);
      if (row.revision !== expected) throw conflict(remote, expected, row.revision);
      const next = await change(row, m);
      const updated = (await m.query(
        `UPDATE remote_channel SET stable_version = $3, canary_version = $4, canary_share = $5, revision = revision + 1 WHERE remote = $1 AND revision = $2 RETURNING revision`,
        [remote, expected, next.stable, next.canary, next.share],
      )) as unknown;
      if (returnedRows(updated).length === 0) throw conflict(remote, expected, null);
      for (const h of next.history) await writeHistory(m, h);
    });
    this.channel.changed();
    return this.channelOf(remote);
  }

  private async requireVersion(m: EntityManager, remote: RemoteName, version: string): Promise<void> {
    if (!(await this.versionExists(remote, version, m))) throw unprocessable(`La versión ${version} de ${remote} no está publicada`);
  }

  /** Makes a published version the canary (with its share) or the stable. */
  async release(remote: RemoteName, version: string, expected: number, target: { canaryShare: number } | { stable: true }, actor: string, reason?: string): Promise<RemoteChannel> {
    return this.writeChannel(remote, expected, async (row, m) => {
      await this.requireVersion(m, remote, version);
      if ('stable' in target) {
        const keepCanary = row.canary_version !== version;
        return {
          stable: version,
          canary: keepCanary ? row.canary_version : null,
          share: keepCanary ? row.canary_share : 0,
          history: [{ action: 'stable', remote, version, from: row.stable_version, to: version, reason, actor }],
        };
      }
      return {
        stable: row.stable_version,
        canary: version,
        share: target.canaryShare,
        history: [{ action: 'canary', remote, version, from: row.canary_version, to: version, reason: reason ?? `${target.canaryShare} %`, actor }],
      };
    });
  }

  /** The canary becomes the stable; the canary slot is cleared. */
  async promote(remote: RemoteName, expected: number, actor: string, reason?: string): Promise<RemoteChannel> {
    return this.writeChannel(remote, expected, async (row) => {
      if (!row.canary_version) throw unprocessable(`${remote} no tiene versión canary que promover`);
      return {
        stable: row.canary_version,
        canary: null,
        share: 0,
        history: [{ action: 'promote', remote, version: row.canary_version, from: row.stable_version, to: row.canary_version, reason, actor }],
      };
    });
  }

  async setShare(remote: RemoteName, expected: number, share: number, actor: string, reason?: string): Promise<RemoteChannel> {
    return this.writeChannel(remote, expected, async (row) => {
      if (!row.canary_version) throw unprocessable(`${remote} no tiene versión canary`);
      return {
        stable: row.stable_version,
        canary: row.canary_version,
        share,
        history: [{ action: 'share', remote, version: row.canary_version, from: String(row.canary_share), to: String(share), reason, actor }],
      };
    });
  }

  /** Back to the stable before the current one (history's stack of stables); the canary is cleared. */
  async rollback(remote: RemoteName, expected: number, actor: string, reason?: string): Promise<RemoteChannel> {
    return this.writeChannel(remote, expected, async (row, m) => {
      const changes = (await m.query(
        `SELECT action, to_version FROM release_history WHERE remote = $1 AND action IN ('seed', 'stable', 'promote', 'rollback') ORDER BY id`,
        [remote],
      )) as Array<{ action: HistoryAction; to_version: string | null }>;
      const stack: string[] = [];
      for (const c of changes) {
        if (c.action === 'rollback') stack.pop();
        else if (c.to_version) stack.push(c.to_version);
      }
      const previous = stack[stack.length - 2];
      if (!previous) throw unprocessable(`${remote} no tiene una versión estable anterior`);
      return {
        stable: previous,
        canary: null,
        share: 0,
        history: [{ action: 'rollback', remote, version: previous, from: row.stable_version, to: previous, reason, actor }],
      };
    });
  }

  /**
   * Counts a beacon on its version (one aggregated row per version) and judges a canary against the error
   * budget: over RELEASE_ROLLBACK_MIN_VIEWS views and an error rate above the stable's by more than
   * RELEASE_ROLLBACK_MARGIN, its share goes to 0 and the history says why.
   */
  async beacon(b: ReleaseBeacon, bucket: Bucket): Promise<void> {
    let version = b.version;
    if (!version) {
      const state = (await this.snapshot()).channels.get(b.remote);
      version = state ? (chosenVersion(state, bucket)?.id ?? null) : null;
    }
    if (!version) return;
    const error = b.kind === 'view' ? 0 : 1;
    await this.db.query(`UPDATE remote_version SET page_views = page_views + $3, errors = errors + $4 WHERE remote = $1 AND id = $2`, [
      b.remote,
      version,
      b.kind === 'view' ? 1 : 0,
      error,
    ]);
    await this.judgeCanary(b.remote, version);
  }

  private async judgeCanary(remote: RemoteName, version: string): Promise<void> {
    const { rollbackMargin, rollbackMinViews } = this.config.releases;
    const rows = (await this.db.query(
      `SELECT k.page_views::int AS kv, k.errors::int AS ke, coalesce(s.page_views, 0)::int AS sv, coalesce(s.errors, 0)::int AS se
       FROM remote_channel c JOIN remote_version k ON k.remote = c.remote AND k.id = c.canary_version
       LEFT JOIN remote_version s ON s.remote = c.remote AND s.id = c.stable_version
       WHERE c.remote = $1 AND c.canary_version = $2 AND c.canary_share > 0`,
      [remote, version],
    )) as Array<{ kv: number; ke: number; sv: number; se: number }>;
    const r = rows[0];
    if (!r || r.kv < rollbackMinViews) return;
    const canaryRate = rate(r.ke, r.kv);
    const stableRate = rate(r.se, r.sv);
    if (canaryRate - stableRate <= rollbackMargin) return;
    const reason = `tasa de errores ${canaryRate.toFixed(3)} frente a ${stableRate.toFixed(3)} de la estable (margen ${rollbackMargin}) tras ${r.kv} vistas`;
    const rolledBack = await this.db.transaction(async (m) => {
      const done = (await m.query(
        `UPDATE remote_channel SET canary_version = NULL, canary_share = 0, revision = revision + 1 WHERE remote = $1 AND canary_version = $2 RETURNING remote`,
        [remote, version],
      )) as unknown;
      const hit = returnedRows(done).length > 0;
      if (hit) await writeHistory(m, { action: 'auto-rollback', remote, version, from: version, to: null, reason, actor: 'registro' });
      return hit;
    });
    if (rolledBack) {
      this.logger.warn(`${remote} ${version} rolled back: ${reason}`);
      this.channel.changed();
    }
  }
}
