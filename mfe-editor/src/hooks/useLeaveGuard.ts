import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UI } from '../lib/messages';

/**
 * Leaving with unsaved changes asks first (issue 10 item 7): the browser's own prompt on reload/close
 * (beforeunload, only while dirty so the page stays eligible for the back/forward cache), and a confirm on
 * in-app navigation (react-router's useBlocker; the shell and the dev host both use data routers).
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older Chromium versions still need returnValue set to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UI.leaveConfirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
