import { z } from 'zod';
import type { SiteInfo } from '@ofertas/contracts';

/**
 * Site identity and integrations, from the environment (SPEC: site name, owner, contact address, social links
 * come from configuration, not code). Every variable is optional; the defaults describe the demo site.
 *
 *   SITE_NAME, SITE_OWNER, SITE_CONTACT_EMAIL, SITE_POSTAL_ADDRESS
 *   SITE_AUTHOR            default author of blog articles (default: SITE_OWNER)
 *   SITE_SOCIAL            JSON array [{"name":"X","url":"https://x.com/…"}] or "Name|url,Name|url"
 *   GA4_MEASUREMENT_ID     G-XXXXXXX; empty = no Google Analytics at all
 *   SPONSOR_BANNER_IMAGE, SPONSOR_BANNER_LINK, SPONSOR_BANNER_ALT   (no image = no sponsor banner)
 */
const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL');

const socialList = z
  .string()
  .transform((raw, ctx) => {
    const text = raw.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array or "Name|url,Name|url"' });
        return z.NEVER;
      }
    }
    return text
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const [name = '', url = ''] = pair.split('|').map((p) => p.trim());
        return { name, url };
      });
  })
  .pipe(z.array(z.object({ name: z.string().min(1, 'name must not be empty'), url: httpUrl })).max(12));

const SiteEnvSchema = z.object({
  SITE_NAME: z.string().trim().min(1).max(80).default('Ofertas Flash'),
  SITE_OWNER: z.string().trim().min(1).max(120).default('Ofertas Flash S.L.'),
  SITE_AUTHOR: z.string().trim().min(1).max(120).optional(),
  SITE_CONTACT_EMAIL: z.email('must be an e-mail address').default('contacto@ofertasflash.es'),
  SITE_POSTAL_ADDRESS: z.string().trim().min(1).max(300).default('Calle de Alcalá 100, 28009 Madrid, España'),
  SITE_SOCIAL: socialList.default([
    { name: 'X (Twitter)', url: 'https://x.com/ofertasflash' },
    { name: 'Facebook', url: 'https://www.facebook.com/ofertasflash' },
    { name: 'Instagram', url: 'https://www.instagram.com/ofertasflash' },
  ]),
  GA4_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXX')
    .optional(),
  SPONSOR_BANNER_IMAGE: z.string().trim().min(1).optional(),
  SPONSOR_BANNER_LINK: httpUrl.optional(),
  SPONSOR_BANNER_ALT: z.string().trim().min(1).default('Anuncio patrocinado'),
});

/**
 * Site settings as the rest of the backend uses them; parseEnv (config/config.ts) reads this schema with the
 * others so a bad value stops start-up with one message naming the variable.
 */
export const SiteEnv = SiteEnvSchema.transform(
  (c): SiteInfo => ({
    siteName: c.SITE_NAME,
    owner: c.SITE_OWNER,
    author: c.SITE_AUTHOR ?? c.SITE_OWNER,
    contactEmail: c.SITE_CONTACT_EMAIL,
    postalAddress: c.SITE_POSTAL_ADDRESS,
    social: c.SITE_SOCIAL,
    ga4Id: c.GA4_MEASUREMENT_ID ?? null,
    sponsorBanner: c.SPONSOR_BANNER_IMAGE
      ? { imageUrl: c.SPONSOR_BANNER_IMAGE, linkUrl: c.SPONSOR_BANNER_LINK ?? '/', alt: c.SPONSOR_BANNER_ALT }
      : null,
  }),
);

/** Nest injection token for the site settings (AppConfig.site). */
export const SITE_INFO = Symbol('SITE_INFO');
