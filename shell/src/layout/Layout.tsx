import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import ErrorPage from '../pages/ErrorPage';
import { dropServerHead, servedAsError } from '../seo/serverHead';
import { Analytics } from '../analytics/Analytics';
import { Footer } from './Footer';
import { Header, TopNav } from './Header';
import { BoundariesSwitch, CookieBar, CouponsBanner, ExtraBanner, ScrollTopButton } from './Chrome';
import s from './Layout.module.css';

/** SPEC §2 "Shared layout": header, top navigation, banners, the page, footer, scroll-to-top, cookie bar. */
export function Layout() {
  const location = useLocation();
  // The served document's own entry: the server's head (and status) describe it, and no other.
  const first = useRef({ key: location.key, error: servedAsError() });
  const onFirstPage = location.key === first.current.key;
  useEffect(() => {
    if (!onFirstPage) dropServerHead();
  }, [onFirstPage]);
  return (
    <>
      <a href="#contenido" className={s.skip}>
        Saltar al contenido
      </a>
      <Header />
      <TopNav />
      <CouponsBanner />
      <ExtraBanner />
      <main id="contenido" className={s.main} tabIndex={-1}>
        {/* A path the server answered 404/410 shows the error page in place: the URL stays as it was. */}
        {onFirstPage && first.current.error ? <ErrorPage /> : <Outlet />}
      </main>
      <Footer />
      <ScrollTopButton />
      <CookieBar />
      <Analytics />
      <BoundariesSwitch />
    </>
  );
}
