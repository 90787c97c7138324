import { z } from 'zod';
import { REMOTE_NAMES } from './federation';

/** GET /api/site: site identity and integrations, all from configuration (never hard-coded in a front end). */
export const SocialLinkSchema = z.object({ name: z.string(), url: z.string() });

export const SponsorBannerSchema = z.object({
  imageUrl: z.string(),
  linkUrl: z.string(),
  alt: z.string(),
});

export const SiteInfoSchema = z.object({
  siteName: z.string(),
  owner: z.string(),
  /**
   * Default author of blog articles that name none (SITE_AUTHOR; the backend falls back to the owner). Optional
   * so a shell or remote built before the setting existed still reads the answer.
   */
  author: z.string().optional(),
  contactEmail: z.string(),
  postalAddress: z.string(),
  social: z.array(SocialLinkSchema),
  /** GA4 measurement id (G-XXXX); null when not configured: then no gtag is ever loaded. */
  ga4Id: z.string().nullable(),
  sponsorBanner: SponsorBannerSchema.nullable(),
  /**
   * The site's public origin (PUBLIC_URL, no trailing slash): the pages' canonical links and structured data
   * name it, as the served head does, whatever host the browser used. Optional so an older answer still reads.
   */
  publicUrl: z.string().optional(),
  /**
   * Origins a developer's browser may load its own build of a remote from (DEV_OVERRIDE_ORIGINS, ./dev-override.ts);
   * empty or absent: the site takes no override.
   */
  devOverrideOrigins: z.array(z.string()).optional(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** Alias under the name the contracts brief uses; SiteInfo is the shape the shell and backend already share. */
export const SiteConfigSchema = SiteInfoSchema;
export type SiteConfig = SiteInfo;

/**
 * Run-time check of GET /remotes.json (type RemotesManifest in ./federation). Partial on purpose: a remote
 * missing from the manifest degrades to its error boundary instead of failing the whole shell.
 */
export const RemotesManifestSchema = z.partialRecord(
  z.enum(REMOTE_NAMES),
  z.string().regex(/^(https?:\/\/|\/)\S+$/, 'must be an http(s) URL or a path starting with /'),
);
