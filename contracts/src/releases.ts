import { z } from 'zod';
import { REMOTE_NAMES } from './federation';
import { BEACON_KINDS, VERSION_ID_PATTERN } from './release-beacon';
import { safeInt, safeString } from './safe';

export * from './release-beacon';

const remote = z.enum(REMOTE_NAMES);
const versionId = safeString().regex(VERSION_ID_PATTERN, 'must be a version id (letters, digits, . + _ -, at most 80)');
const revision = safeInt().min(0);
const share = safeInt().min(0, 'must be 0–100').max(100, 'must be 0–100');
const reason = safeString().trim().max(500, 'must be at most 500 characters').optional();

/** A file of a build, path relative to its dist folder, content in base64. */
export const ReleaseFileSchema = z.object({
  path: safeString().min(1).max(300).regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[\w.@+/-]+$/, 'must be a relative path inside the build'),
  base64: z.string().max(20 * 1024 * 1024).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
});

/**
 * POST /api/releases/:remote/versions: a build stored by the backend (`files`, with the remote's package version)
 * or a build hosted elsewhere (`manifestUrl`). Either way it passes the gate before it is recorded.
 */
export const PublishVersionSchema = z.union([
  z.object({
    packageVersion: safeString().regex(/^\d+\.\d+\.\d+[\w.+-]*$/, 'must be a semver version').max(40),
    files: z.array(ReleaseFileSchema).min(1).max(500),
  }),
  z.object({ manifestUrl: safeString().trim().max(2000).regex(/^https?:\/\/\S+\.json(?:[?#]\S*)?$/, 'must be an http(s) URL of an mf-manifest.json') }),
]);
export type PublishVersionInput = z.infer<typeof PublishVersionSchema>;

/** POST /api/releases/:remote/release: make a version the canary (with a share) or the stable. */
export const ReleaseVersionSchema = z.union([
  z.object({ version: versionId, expectedRevision: revision, canaryShare: share, reason }),
  z.object({ version: versionId, expectedRevision: revision, stable: z.literal(true), reason }),
]);
export type ReleaseVersionInput = z.infer<typeof ReleaseVersionSchema>;

/** promote (canary → stable) and rollback (previous stable, canary cleared). */
export const RevisionOnlySchema = z.object({ expectedRevision: revision, reason });
export type RevisionOnlyInput = z.infer<typeof RevisionOnlySchema>;

export const SetShareSchema = z.object({ expectedRevision: revision, share, reason });
export type SetShareInput = z.infer<typeof SetShareSchema>;

export const ReleaseBeaconSchema = z.object({ remote, version: versionId.nullable(), kind: z.enum(BEACON_KINDS) });

export const RemoteVersionSchema = z.object({
  id: z.string(),
  manifestUrl: z.string(),
  manifestDigest: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  pageViews: z.number().int(),
  errors: z.number().int(),
  /** errors / pageViews, 0 without views. */
  errorRate: z.number(),
});
export type RemoteVersion = z.infer<typeof RemoteVersionSchema>;

export const RemoteChannelSchema = z.object({
  remote,
  revision: z.number().int(),
  stable: z.string().nullable(),
  canary: z.string().nullable(),
  canaryShare: z.number().int(),
  versions: z.array(RemoteVersionSchema),
});
export type RemoteChannel = z.infer<typeof RemoteChannelSchema>;

export const ReleasesListSchema = z.array(RemoteChannelSchema);
export type ReleasesList = z.infer<typeof ReleasesListSchema>;

export const HISTORY_ACTIONS = ['seed', 'publish', 'canary', 'stable', 'promote', 'share', 'rollback', 'auto-rollback'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const ReleaseHistoryEntrySchema = z.object({
  action: z.enum(HISTORY_ACTIONS),
  remote,
  version: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});
export type ReleaseHistoryEntry = z.infer<typeof ReleaseHistoryEntrySchema>;
export const ReleaseHistorySchema = z.array(ReleaseHistoryEntrySchema);

/** 422 answer of the gate: every reason the candidate was refused, in Spanish. */
export const GateRefusalSchema = z.object({ statusCode: z.literal(422), error: z.string(), message: z.string(), reasons: z.array(z.string()) });

/** The build facts a remote's build writes beside its manifest (build-info.json) and the shell's beside index.html. */
export const BuildInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  contractsVersion: z.string(),
  /** Shared singleton → the range the package asks for (its package.json). */
  shared: z.record(z.string(), z.string()),
});
export type BuildInfo = z.infer<typeof BuildInfoSchema>;

/** 201 (a new version) or 200 (the same build was published before: same id) answer of a publish. */
export const PublishedVersionSchema = z.object({ remote, version: z.string(), manifestUrl: z.string(), created: z.boolean() });
export type PublishedVersion = z.infer<typeof PublishedVersionSchema>;

export const RemoteParamSchema = z.object({ remote });
