import { Outlet } from 'react-router';
import { Analytics } from '../analytics/Analytics';
import { Footer } from './Footer';
import { Header, TopNav } from './Header';
import { BoundariesSwitch, CookieBar, CouponsBanner, ExtraBanner, ScrollTopButton } from './Chrome';
import s from './Layout.module.css';

/** SPEC §2 "Shared layout": header, top navigation, banners, the page, footer, scroll-to-top, cookie bar. */
export function Layout() {
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
        <Outlet />
      </main>
      <Footer />
      <ScrollTopButton />
      <CookieBar />
      <Analytics />
      <BoundariesSwitch />
    </>
  );
}
