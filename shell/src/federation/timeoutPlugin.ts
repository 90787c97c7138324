import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime waits 20 s for a script: fail fast instead. /remotes.json and the remotes' manifests
 * are read by the shell itself (./remotes.ts) with MANIFEST_TIMEOUT_MS; the runtime fetches nothing.
 */
export const MANIFEST_TIMEOUT_MS = 4000;
export const SCRIPT_TIMEOUT_MS = 6000;

/** Runtime plugin registered at build time (runtimePlugins) in the shell. */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ofertas-fail-fast',
    createScript({ url, attrs }: { url: string; attrs?: Record<string, unknown> }) {
      const script = document.createElement('script');
      script.src = url;
      if (attrs) {
        for (const [k, v] of Object.entries(attrs)) {
          if (k === 'async' || k === 'defer') script[k] = Boolean(v);
          else if (v != null && k !== 'src') script.setAttribute(k, String(v));
        }
      }
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}
