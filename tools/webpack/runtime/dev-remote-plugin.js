// @ts-check
/* global __webpack_require__, __MFE_NAME__ -- webpack's module variable and federation.js's DefinePlugin constant */
/**
 * Module Federation runtime plugin of a remote's hot development build, so that it also runs inside the released
 * site (docs/frontends-build.md, "Developing a remote inside the site"):
 *  - react-router: the released shell shares it tree-shaken to REACT_ROUTER_EXPORTS (tools/webpack/federation.js);
 *    a development build declares no tree shaking, and the runtime would fetch the shell's full fallback copy
 *    instead, which the shell does not publish. `beforeLoadShare` asks for the tree-shaken copy wherever one is
 *    registered; ReactRouterExportsGuard already keeps the remote's imports within that list.
 *  - hot updates: the released shell's React is a production build, which React Refresh cannot update in place.
 *    After each hot update applied this tells the shell (a window event, contracts' REMOTE_HOT_UPDATE_EVENT),
 *    which calls `forget` and remounts the page: the remote's own source modules then run again with the
 *    new code. On the remote's standalone page and in the development shell nobody listens, and React Refresh
 *    updates in place as before.
 */
import { REMOTE_HOT_UPDATE_EVENT } from '@ofertas/contracts/dev-override';

/** A remote's own source modules (named module ids in development), style sheets excepted: they update in place. */
const OWN_SOURCE = /^\.\/src\/.*\.[cm]?[jt]sx?$/;

let watching = false;

/** Drops the remote's own source modules from webpack's module cache: the next require runs them again. */
function forget() {
  const cache = __webpack_require__.c;
  for (const id of Object.keys(cache)) if (OWN_SOURCE.test(id)) delete cache[id];
}

/** Whether some registered copy of `pkgName` in the share scopes of `shareInfo` is a tree-shaken one. */
function treeShakenRegistered(origin, pkgName, shareInfo) {
  const scopes = [].concat(shareInfo.scope ?? 'default');
  return scopes.some((scope) => Object.values(origin.shareScopeMap?.[scope]?.[pkgName] ?? {}).some((copy) => copy && copy.treeShaking));
}

export default function devRemotePlugin() {
  const hot = import.meta.webpackHot;
  if (hot && !watching && typeof window !== 'undefined') {
    watching = true;
    let previous = hot.status();
    hot.addStatusHandler((status) => {
      if (previous === 'apply' && status === 'idle') {
        window.dispatchEvent(new CustomEvent(REMOTE_HOT_UPDATE_EVENT, { detail: { remote: __MFE_NAME__, forget } }));
      }
      previous = status;
    });
  }
  return {
    name: 'ofertas-dev-remote',
    beforeLoadShare(args) {
      const { pkgName, shareInfo, origin } = args;
      if (pkgName === 'react-router' && shareInfo && !shareInfo.treeShaking && treeShakenRegistered(origin, pkgName, shareInfo)) {
        shareInfo.treeShaking = { mode: 'runtime-infer' };
      }
      return args;
    },
  };
}
