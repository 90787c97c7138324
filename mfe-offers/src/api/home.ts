/**
 * The home page's two calls, with web-kit's getJson and checked by hand: they are the first visit, where
 * every kilobyte counts.
 */
import { getJson, loadOnce } from '@ofertas/web-kit';

export interface HomeCategory {
  id: string;
  title: string;
  value: string;
  valueurl: string;
  image: string;
  description: string;
}

export interface SponsorBanner {
  imageUrl: string;
  linkUrl: string;
  alt: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** GET /api/categories/categories (loaded once per visit and cached). */
export const loadCategories = loadOnce((): Promise<HomeCategory[]> =>
  getJson('/api/categories/categories').then((raw) => {
      if (!Array.isArray(raw)) throw new Error('respuesta no válida');
      return raw
        .map((c: Record<string, unknown>) => ({
          id: str(c._id) || str(c.id),
          title: str(c.title),
          value: str(c.value),
          valueurl: str(c.valueurl) || str(c.valueUrl) || str(c.url),
          image: str(c.image) || str(c.imageUrl),
          description: str(c.description),
        }))
        .filter((c) => c.title !== '' && c.valueurl !== '');
  }),
);

/** The sponsor banner of GET /api/site; null when not configured or unreachable. */
export async function loadSponsorBanner(): Promise<SponsorBanner | null> {
  try {
    const site = (await getJson('/api/site')) as { sponsorBanner?: Partial<SponsorBanner> | null } | null;
    const b = site?.sponsorBanner;
    if (b && typeof b.imageUrl === 'string' && typeof b.linkUrl === 'string') return { imageUrl: b.imageUrl, linkUrl: b.linkUrl, alt: str(b.alt) };
    return null;
  } catch {
    return null;
  }
}
