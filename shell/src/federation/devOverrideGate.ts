/**
 * The part of the development overrides every page carries: whether this browser asks for one (then the page
 * loads ./devSession.tsx before it starts). Shoppers never download the overrides' code.
 */
import { DEV_OVERRIDE_PARAM, DEV_OVERRIDES_STORAGE_KEY } from '@ofertas/contracts/dev-override';

export { DEV_OVERRIDE_PARAM, DEV_OVERRIDES_STORAGE_KEY };

/** The console's handle on this browser's overrides; each change reloads the page. */
export interface DevConsole {
  override(name: string, url: string): void;
  clear(name?: string): void;
  list(): Record<string, string>;
}

declare global {
  interface Window {
    /** Once an override was asked for, where the site allows overrides (a non-empty allow-list). */
    ofertasDev?: DevConsole;
  }
}

/** Whether this page view has an override to apply, set or clear (stored, or in the address). */
export function devOverridesWanted(storage: Storage = localStorage, search: string = location.search): boolean {
  try {
    if (storage.getItem(DEV_OVERRIDES_STORAGE_KEY) !== null) return true;
  } catch {
    // Storage refused (a privacy mode): only the address can ask.
  }
  return new URLSearchParams(search).has(DEV_OVERRIDE_PARAM);
}
