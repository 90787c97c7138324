import { REMOTE_HOT_UPDATE_EVENT, type RemoteHotUpdate } from '@ofertas/contracts/dev-override';
import type { RemoteName } from '@ofertas/contracts/federation';

/**
 * Listens for the hot updates of the remotes in `remotes` (the overridden ones): each makes the remote re-run its
 * source (`forget`), then `changed` remounts what shows it.
 */
export function installHotRemount(remotes: readonly RemoteName[], changed: (remote: RemoteName) => void, win: Window = window): () => void {
  const onUpdate = (event: Event) => {
    const detail = (event as CustomEvent<RemoteHotUpdate | undefined>).detail;
    const remote = remotes.find((name) => name === detail?.remote);
    if (!detail || !remote) return;
    detail.forget();
    changed(remote);
  };
  win.addEventListener(REMOTE_HOT_UPDATE_EVENT, onUpdate);
  return () => win.removeEventListener(REMOTE_HOT_UPDATE_EVENT, onUpdate);
}
