import { atom } from 'jotai';
import { STORAGE_KEYS } from '../messages';

function readHidden(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieBarHidden) === 'true';
  } catch {
    return false;
  }
}

/** Cookie bar accepted (= hidden). Persisted in localStorage so it stays hidden on later visits. */
export const cookiesAcceptedAtom = atom<boolean>(readHidden());

export const acceptCookiesAtom = atom(null, (_get, set) => {
  try {
    localStorage.setItem(STORAGE_KEYS.cookieBarHidden, 'true');
  } catch {
    /* private mode: accept for this visit only */
  }
  set(cookiesAcceptedAtom, true);
});
