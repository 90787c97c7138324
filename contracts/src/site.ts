import { z } from 'zod';

const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL');
/** Same-origin paths are allowed so one build works behind any host name. */
const urlOrPath = z.string().regex(/^(https?:\/\/|\/)\S*$/, 'must be an http(s) URL or a path starting with /');

export const SocialLinkSchema = z.object({ network: z.string().min(1).max(40), url: httpUrl });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** Owner details stay out of the code (SPEC leaves {name} and {email} open): the site reads them at run time. */
export const SiteConfigSchema = z.object({
  siteName: z.string().min(1),
  ownerName: z.string().min(1),
  contactEmail: z.email(),
  postalAddress: z.string(),
  socialLinks: z.array(SocialLinkSchema),
  ga4MeasurementId: z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX').nullable(),
  sponsorBanner: z.object({ imageUrl: urlOrPath, href: urlOrPath, alt: z.string() }),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const REMOTE_NAMES = ['offers', 'coupons', 'blog', 'editor'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

/** GET /remotes.json: where each remote's manifest lives; every remote must be listed. */
export const RemotesManifestSchema = z.record(RemoteNameSchema, urlOrPath.min(1));
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;
