import { z } from 'zod';

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
  contactEmail: z.string(),
  postalAddress: z.string(),
  social: z.array(SocialLinkSchema),
  /** GA4 measurement id (G-XXXX); null when not configured: then no gtag is ever loaded. */
  ga4Id: z.string().nullable(),
  sponsorBanner: SponsorBannerSchema.nullable(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
export type SocialLink = z.infer<typeof SocialLinkSchema>;
