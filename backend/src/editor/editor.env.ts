import { z } from 'zod';

/**
 * The author's side of the blog.
 *
 *   EDITOR_PASSWORD         the editor's password (8–200 characters). Unset: one is generated on first start,
 *                           only its scrypt hash is kept (in the database, so every instance agrees) and the
 *                           plain password is written once to DATA_DIR/editor-password.txt (mode 0600).
 *   EDITOR_SESSION_SECRET   key that signs session cookies (at least 32 characters). Unset: a random one is
 *                           generated once and kept in the database, shared by every instance.
 *   EDITOR_ALLOWED_ORIGINS  comma-separated origins (http(s)://host[:port]) whose editor writes are accepted
 *                           besides the site's own, e.g. the dev servers that proxy /api (scripts/dev.mjs).
 *
 * Both are secrets: parseEnv never echoes their values in an error (config/config.ts SECRET_VARIABLES).
 */
export interface EditorSettings {
  password: string | null;
  sessionSecret: string | null;
  /** Origins besides PUBLIC_URL's whose writes are accepted (dev servers). */
  allowedOrigins: string[];
}

const originList = z.string().transform((raw, ctx) => {
  const origins: string[] = [];
  for (const item of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
      ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://example.com:8080` });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

export const EDITOR_SECRET_VARIABLES = ['EDITOR_PASSWORD', 'EDITOR_SESSION_SECRET'] as const;

/** Read by parseEnv (config/config.ts) with the other feature schemas. */
export const EditorEnv = z
  .object({
    EDITOR_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters').optional(),
    EDITOR_SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').max(1000).optional(),
    EDITOR_ALLOWED_ORIGINS: originList.default([]),
  })
  .transform(
    (c): EditorSettings => ({
      password: c.EDITOR_PASSWORD ?? null,
      sessionSecret: c.EDITOR_SESSION_SECRET ?? null,
      allowedOrigins: c.EDITOR_ALLOWED_ORIGINS,
    }),
  );
