import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * One more try of a remote's entry script or expose after a failure, before the page shows its fallback: a
 * dropped connection recovers by itself. Reintentar then forces a fresh URL (`?retry=N`, ./remotes.ts).
 */
/** Loads of a remote's entry after the one that failed. */
export const SCRIPT_RETRIES = 1;
export const SCRIPT_RETRY_DELAY_MS = 300;

/** Runtime plugin registered at build time (runtimePlugins) in the shell. */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  // After the failed load the plugin makes retryTimes + 1 attempts.
  return RetryPlugin({ script: { retryTimes: SCRIPT_RETRIES - 1, retryDelay: SCRIPT_RETRY_DELAY_MS } }) as ModuleFederationRuntimePlugin;
}
