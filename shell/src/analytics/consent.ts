import { atom } from 'jotai';
import { STORAGE_KEYS } from '../messages';

function readHidden(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieBarHidden) === 'true';
  } catch {
    return false;
  }
}

/** null = not decided in this store yet: read the persisted value (so every new store sees localStorage). */
const acceptedInStore = atom<boolean | null>(null);

/** Cookie bar accepted (= hidden). Persisted in localStorage so it stays hidden on later visits. */
export const cookiesAcceptedAtom = atom((get) => get(acceptedInStore) ?? readHidden());

export const acceptCookiesAtom = atom(null, (_get, set) => {
  try {
    localStorage.setItem(STORAGE_KEYS.cookieBarHidden, 'true');
  } catch {
    /* private mode: accept for this visit only */
  }
  set(acceptedInStore, true);
});
