import type { SecurityHeadersOptions } from '@nestjs/common';
import { VIDEO_PLAYER_HOSTS, type RemotesManifest, type SiteInfo } from '@ofertas/contracts';

/** Hosts gtag.js loads from and reports to (only allowed when GA4_MEASUREMENT_ID is configured). */
const GA4_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const GA4_CONNECT_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** Origins of remotes deployed elsewhere; same-origin ones ('/mfe/…') are already 'self'. */
export function remoteOrigins(remotes: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (typeof url === 'string' && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/**
 * Response headers of every answer (pages, API, errors): a CSP that lets scripts come only from this origin,
 * the remotes' origins (from /remotes.json's configuration) and Google's tag host when GA4 is configured — no
 * inline script at all (the site-info block in index.html is `type="application/json"`: data, never
 * executed, so CSP does not apply to it); the site cannot be framed; nosniff everywhere (JSON included);
 * referrers leave as the origin only; HSTS only when the public origin is https.
 */
export function securityHeaders(remotes: RemotesManifest, site: SiteInfo | null, publicUrl: string): SecurityHeadersOptions {
  const fromRemotes = remoteOrigins(remotes);
  const ga = site?.ga4Id ? true : false;
  const https = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...fromRemotes, ...(ga ? GA4_SCRIPT_ORIGINS : [])],
        scriptSrcAttr: ["'none'"],
        // Remotes' CSS is injected as <style> elements by their bundles.
        styleSrc: ["'self'", "'unsafe-inline'", ...fromRemotes],
        // Merchant product images, sponsor banners and authors' images live on other hosts; the author's HTML
        // policy accepts http images too (an https page upgrades them: upgrade-insecure-requests).
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        // An article section's video: the sanitiser keeps iframes of these players only.
        frameSrc: VIDEO_PLAYER_HOSTS.map((host) => `https://${host}`),
        fontSrc: ["'self'", 'data:', ...fromRemotes],
        connectSrc: ["'self'", ...fromRemotes, ...(ga ? GA4_CONNECT_ORIGINS : [])],
        ...(https ? { upgradeInsecureRequests: true } : {}),
      },
    },
    // /mfe/* files are shared cross-origin on purpose (access-control-allow-origin: *).
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    xPoweredBy: true,
  };
}
