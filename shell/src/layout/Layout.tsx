import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { scrollToTopNow } from '@ofertas/web-kit';
import { errorReasonForPath } from '@ofertas/contracts/error-handoff';
import { RedirectToError } from '../pages/ErrorPage';
import { dropServerHead, servedAsError } from '../seo/serverHead';
import { Analytics } from '../analytics/Analytics';
import { Footer } from './Footer';
import { Header, TopNav } from './Header';
import { BoundariesSwitch, CookieBar, CouponsBanner, ExtraBanner, ScrollTopButton } from './Chrome';
import s from './Layout.module.css';

/**
 * A link to another page opens it at its top: a footer link or a category card far down the page otherwise
 * opened the next page at the old scroll position (the footer again, at 390 px). Focus goes to the content with
 * it (a keyboard user's next Tab otherwise went back to the footer link left behind, and a screen reader heard
 * nothing of the new page). Back and forward (POP) keep the browser's own restoration, and a change of the query
 * alone (a list's filters) leaves the page, and the focus, where they are.
 */
function useTopOfNewPath(pathname: string, main: RefObject<HTMLElement | null>): void {
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (navigationType === 'POP') return;
    scrollToTopNow();
    main.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, main]);
}

/** SPEC §2 "Shared layout": header, top navigation, banners, the page, footer, scroll-to-top, cookie bar. */
export function Layout() {
  const location = useLocation();
  // The served document's own entry: the server's head (and status) describe it, and no other.
  const first = useRef({ key: location.key, error: servedAsError() });
  const onFirstPage = location.key === first.current.key;
  // A layout effect: gone before any page's own (passive) effects run, so a page opened in the app never takes
  // the served JSON-LD of the page before it for its own (web-kit applyHead keeps a served block of its kind).
  useLayoutEffect(() => {
    if (!onFirstPage) dropServerHead();
  }, [onFirstPage]);
  const main = useRef<HTMLElement>(null);
  useTopOfNewPath(location.pathname, main);
  return (
    <>
      <a href="#contenido" className={s.skip}>
        Saltar al contenido
      </a>
      <Header />
      <TopNav />
      <CouponsBanner />
      <ExtraBanner />
      <main id="contenido" className={s.main} tabIndex={-1} ref={main}>
        {/* A path the server answered 404/410 (a missing product, article or store): the error page, at /error. */}
        {onFirstPage && first.current.error ? <RedirectToError reason={errorReasonForPath(location.pathname)} /> : <Outlet />}
      </main>
      <Footer />
      <ScrollTopButton />
      <CookieBar />
      <Analytics />
      <BoundariesSwitch />
    </>
  );
}
