import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../messages';

/**
 * Cookie consent (= cookie bar hidden), persisted in localStorage so the bar stays hidden on later visits.
 * A tiny external store instead of jotai: the shell's first load stays free of a state library (remotes share
 * jotai as a singleton among themselves; it is downloaded once, by the first remote that needs it).
 */
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieBarHidden) === 'true';
  } catch {
    return acceptedThisVisit;
  }
}
let acceptedThisVisit = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.cookieBarHidden) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function acceptCookies(): void {
  acceptedThisVisit = true;
  try {
    localStorage.setItem(STORAGE_KEYS.cookieBarHidden, 'true');
  } catch {
    /* private mode: accepted for this visit only */
  }
  for (const l of listeners) l();
}

export function useCookiesAccepted(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
