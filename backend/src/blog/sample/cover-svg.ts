import { categoryArtwork, escapeXml, wrapLabel } from '../../sample';

/**
 * A sample article's cover (1200×630, the social-card size): a gradient in the catalogue category's colour,
 * its pictogram and the article title. Generated locally, a few KB, no fonts or images fetched.
 */
export function renderBlogCoverSvg(slug: string, title: string, category: string): string {
  const art = categoryArtwork(category, (hue) => `hsl(${(hue + 28) % 360} 62% 30%)`);
  const light = `hsl(${art.hue} 70% 58%)`;
  const dark = `hsl(${(art.hue + 28) % 360} 62% 30%)`;
  const gid = `b${slug.replace(/[^\w-]/g, '').slice(0, 40)}`;
  // 22 characters of 48 px bold end left of the pictogram (x 810) in the widest system sans (DejaVu Sans Bold);
  // 28 at 56 px ran into it. Up to three lines, centred on the pictogram's middle.
  const lines = wrapLabel(title, 22, 3);
  const text = lines.map((l, i) => `<text x="70" y="${345 - (lines.length - 1) * 31 + i * 62}">${escapeXml(l)}</text>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-labelledby="${gid}t">` +
    `<title id="${gid}t">${escapeXml(title)}</title>` +
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#${gid})"/>` +
    `<circle cx="960" cy="300" r="260" fill="#fff" fill-opacity=".1"/>` +
    `<g fill="#fff" transform="translate(810 150) scale(3)">${art.shapes}</g>` +
    `<text x="70" y="120" fill="#fff" fill-opacity=".85" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="34" font-weight="600">Ofertas Flash · Blog</text>` +
    `<g fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="48" font-weight="700">${text}</g>` +
    `</svg>`
  );
}

/** Where covers are written under DATA_DIR/images, and the URL /api/images serves them at. */
export function blogCoverPath(slug: string): { file: string; url: string } {
  return { file: `blog/${slug}.svg`, url: `/api/images/blog/${slug}.svg` };
}
