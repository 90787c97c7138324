import { FRAGMENT_LOADER_GLOBAL, type FragmentLoader } from '@ofertas/contracts/federation';

/**
 * The kit is bundled into each remote, so it cannot hold the federation instance itself: the host installs its
 * loader on the page (the shell's bootstrap: its federation instance with /remotes.json, fail-fast timeouts and
 * retry; a remote's standalone dev host: the same loader over the dev servers). Consumers use RemoteFragment.
 */
type WithLoader = Record<typeof FRAGMENT_LOADER_GLOBAL, FragmentLoader | undefined>;

export function installFragmentLoader(loader: FragmentLoader): void {
  (window as unknown as WithLoader)[FRAGMENT_LOADER_GLOBAL] = loader;
}

export function fragmentLoader(): FragmentLoader {
  const loader = typeof window === 'undefined' ? undefined : (window as unknown as WithLoader)[FRAGMENT_LOADER_GLOBAL];
  if (!loader) throw new Error('no hay cargador de fragmentos en esta página');
  return loader;
}
