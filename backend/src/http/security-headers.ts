import type { ContentSecurityPolicyOptions, SecurityHeadersOptions } from '@nestjs/common';
import { serializeContentSecurityPolicy } from '@nestjs/core/security/security-headers';
import { VIDEO_PLAYER_HOSTS, websocketSource, type RemotesManifest, type SiteInfo } from '@ofertas/contracts';

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
 * `devOrigins` widens it for one developer's browser only (devOverrideCsp below).
 */
export function securityHeaders(
  remotes: RemotesManifest,
  site: SiteInfo | null,
  publicUrl: string,
  devOrigins: readonly string[] = [],
): SecurityHeadersOptions & { contentSecurityPolicy: ContentSecurityPolicyOptions } {
  const fromRemotes = [...remoteOrigins(remotes), ...devOrigins];
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
        // A development build's hot-update socket (webpack-dev-server) is ws: on the same host and port.
        connectSrc: ["'self'", ...fromRemotes, ...devOrigins.map(websocketSource), ...(ga ? GA4_CONNECT_ORIGINS : [])],
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

/** Directives that list the remotes' origins (scripts, their injected styles, fonts, manifest reads). */
const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'font-src', 'connect-src'];

/**
 * A served page's CSP with the origins of every version registered in the release registry added where the
 * remotes' origins go: only registry URLs, so the policy stays as strict as the registry is.
 */
export function withRemoteOrigins(csp: string, origins: readonly string[]): string {
  if (origins.length === 0) return csp;
  return csp
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      if (!REMOTE_DIRECTIVES.includes(parts[0] ?? '')) return directive.trim();
      const missing = origins.filter((o) => !parts.includes(o));
      return [...parts, ...missing].join(' ');
    })
    .join(';');
}

/**
 * The Content-Security-Policy of a page whose request carries the `mf_dev` cookie (a developer runs their own
 * build of a remote in this browser): everyone's policy plus the allow-listed development origins and their ws:
 * sockets. Null when the site takes no override. No other visitor ever gets it: the cookie is theirs to set.
 */
export function devOverrideCsp(remotes: RemotesManifest, site: SiteInfo | null, publicUrl: string, devOrigins: readonly string[]): string | null {
  if (devOrigins.length === 0) return null;
  return serializeContentSecurityPolicy(securityHeaders(remotes, site, publicUrl, devOrigins).contentSecurityPolicy);
}
