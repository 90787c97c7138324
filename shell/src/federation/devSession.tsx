import type { ReactNode } from 'react';
import { DevOverrideNotice } from './DevOverrideNotice';
import { devConsole, startDevOverrides } from './devOverrides';
import { installHotRemount } from './hotRemount';
import { forgetRemoteRoutes, setManifestLayer } from './remotes';
import { __resetRemotePages } from './RemotePage';
import { stopReporting } from './releaseBeacon';

/** Renders the page: `generation` changes when it must remount in place (the shell's bootstrap). */
export type RenderPage = (devNotice: ReactNode, generation?: number) => void;

/**
 * Starts the development overrides of this page view (loaded only when the browser asks for one:
 * ./devOverrideGate.ts): the layer over /remotes.json, the console's `ofertasDev`, the notice, and a remount of the
 * page after each hot update of an overridden remote (the document stays: state kept on `window` survives).
 * False when the page is reloading instead.
 */
export function startDevSession(allowList: readonly string[], render: RenderPage): boolean {
  const dev = startDevOverrides(allowList);
  if (!dev) return false;
  const tools = devConsole(allowList);
  if (allowList.length > 0) window.ofertasDev = tools;
  const overridden = Object.keys(dev.applied) as Array<keyof typeof dev.applied>;
  const notice = overridden.length > 0 ? <DevOverrideNotice applied={dev.applied} onClear={() => tools.clear()} /> : null;
  if (overridden.length > 0) {
    setManifestLayer(dev.layer);
    // An overridden remote's views and errors would count against the released version's error budget.
    stopReporting(overridden);
    let generation = 0;
    installHotRemount(overridden, (remote) => {
      forgetRemoteRoutes(remote);
      __resetRemotePages();
      render(notice, ++generation);
    });
  }
  render(notice);
  return true;
}
