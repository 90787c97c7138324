import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The federation runtime fetches manifests without a timeout and waits 20 s for a script: fail fast instead. */
export const MANIFEST_TIMEOUT_MS = 4000;
export const SCRIPT_TIMEOUT_MS = 6000;

function withTimeout(init: RequestInit | undefined, ms: number): RequestInit {
  const timeout = AbortSignal.timeout(ms);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return { ...init, signal };
}

/** Runtime plugin registered at build time (runtimePlugins) in the shell. */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ofertas-fail-fast',
    fetch(url: string, init: RequestInit) {
      return fetch(url, withTimeout(init, MANIFEST_TIMEOUT_MS));
    },
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
