import { useEffect, useState } from 'react';
import { isAuthenticated } from '../api/session';

/**
 * Whether an editor session is open, asked once when the page opens (GET /api/blog/session) and set after a login:
 * the Password is required only without one. False while unknown; every write checks again (ensureSession).
 */
export function useSessionOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    isAuthenticated().then(
      (yes) => {
        if (live) setOpen(yes);
      },
      // Unknown stays "not open": the Password is asked for, and the write's own check settles it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return [open, setOpen];
}
