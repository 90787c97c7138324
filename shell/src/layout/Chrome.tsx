import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { FLOATING_BOTTOM_VAR, FLOATING_CHANGE_EVENT, KEEP_CLEAR_ATTR, useKeepClear } from '@ofertas/web-kit';
import { Link, useLocation } from 'react-router';
import { seasonalCampaign, type SeasonalCampaign } from '@ofertas/contracts/rules/campaigns';
import { MSG } from '../messages';
import { acceptCookies, useCookiesAccepted } from '../analytics/consent';
import s from './Chrome.module.css';

/**
 * 'Subir' appears once the page is scrolled more than 400 px (SPEC §2, §9). It floats above the cookie bar and
 * moves up, or hides, rather than cover a price or another floating element (useKeepClear).
 */
/**
 * Up to the top, and the focus with it: the button goes away near the top, and a keyboard user's focus fell to
 * the body at the end of the page, the next Tab far below what they now see.
 */
function toTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  document.getElementById('contenido')?.focus({ preventScroll: true });
}

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useKeepClear(ref, visible);
  if (!visible) return null;
  return (
    <button ref={ref} type="button" className={s.scrollTop} onClick={toTop} data-boundary="shell">
      {MSG.scrollTop}
    </button>
  );
}

/** Publishes the cookie bar's height as --floating-bottom so floating elements sit above it, not on it. */
function usePublishedHeight(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const el = ref.current;
    const publish = () => {
      root.style.setProperty(FLOATING_BOTTOM_VAR, `${shown && el ? Math.ceil(el.getBoundingClientRect().height) : 0}px`);
      window.dispatchEvent(new Event(FLOATING_CHANGE_EVENT));
    };
    if (!shown || !el || typeof ResizeObserver === 'undefined') {
      publish();
      return;
    }
    // No measuring here: it would force the page's first layout inside the first render's task (Lighthouse
    // counts that task four times over). The observer's first notice comes right after the next
    // layout, before the paint.
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.setProperty(FLOATING_BOTTOM_VAR, '0px');
      window.dispatchEvent(new Event(FLOATING_CHANGE_EVENT));
    };
  }, [ref, shown]);
}

/** Cookie bar: accepted → hidden, persisted in localStorage (SPEC §4). */
export function CookieBar() {
  const accepted = useCookiesAccepted();
  const ref = useRef<HTMLElement>(null);
  usePublishedHeight(ref, !accepted);
  if (accepted) return null;
  return (
    <section ref={ref} className={s.cookieBar} aria-label="Aviso de cookies" data-boundary="shell" data-boundary-label="shell · cookies" {...{ [KEEP_CLEAR_ATTR]: '' }}>
      <p className={s.cookieText}>
        Usamos cookies propias y de terceros para analizar el uso del sitio y mejorar tu experiencia. Puedes
        aceptarlas o consultar cómo desactivarlas en nuestra <Link to="/legal/cookies">Política de cookies</Link>.
      </p>
      <button type="button" className={s.cookieButton} onClick={acceptCookies}>
        {MSG.cookieAccept}
      </button>
    </section>
  );
}

/** 'Nuevo! Cupones Descuento!' banner linking to /cupones; can be closed (for this visit). */
export function CouponsBanner() {
  const [open, setOpen] = useState(() => {
    try {
      return sessionStorage.getItem('ofertas.couponsBannerClosed') !== 'true';
    } catch {
      return true;
    }
  });
  if (!open) return null;
  return (
    <aside className={s.banner} aria-label="Novedades" data-boundary="shell" data-boundary-label="shell · banner">
      <Link to="/cupones" className={s.bannerLink}>
        {MSG.couponsBanner}
      </Link>
      <button
        type="button"
        className={s.bannerClose}
        aria-label="Cerrar aviso de cupones"
        onClick={() => {
          setOpen(false);
          try {
            sessionStorage.setItem('ofertas.couponsBannerClosed', 'true');
          } catch {
            /* ignore */
          }
        }}
      >
        ×
      </button>
    </aside>
  );
}

/** Out of every campaign's season the extra banner names none: it points at the day's offers. */
const EVERGREEN_BANNER: Pick<SeasonalCampaign, 'lead' | 'text' | 'path' | 'linkText'> = {
  lead: 'Ofertas flash:',
  text: 'los mejores descuentos del día en tecnología, hogar y moda.',
  path: '/ofertas',
  linkText: 'Ver todas las ofertas',
};

/**
 * The extra banner of the home page and of /ofertas… (SPEC §2): the campaign in season at `now` (its year from
 * the calendar), else the day's offers; it does not link to the page the shopper is already on.
 */
export function ExtraBanner({ now = new Date() }: { now?: Date }) {
  const { pathname } = useLocation();
  if (!(pathname === '/' || pathname === '/ofertas' || pathname.startsWith('/ofertas/'))) return null;
  const banner = seasonalCampaign(now) ?? EVERGREEN_BANNER;
  const onItsPage = pathname.replace(/\/+$/, '').toLowerCase() === banner.path;
  return (
    <aside className={s.extraBanner} aria-label="Promoción destacada" data-boundary="shell" data-boundary-label="shell · promo">
      <p>
        <strong>{banner.lead}</strong> {banner.text}
        {onItsPage ? null : (
          <>
            {' '}
            <Link to={banner.path}>{banner.linkText}</Link>
          </>
        )}
      </p>
    </aside>
  );
}

/** ?boundaries=1 turns on the outline of every slot (kept for the session); ?boundaries=0 turns it off. */
export function BoundariesSwitch() {
  const { search } = useLocation();
  useEffect(() => {
    const flag = new URLSearchParams(search).get('boundaries');
    try {
      if (flag === '1') sessionStorage.setItem('ofertas.boundaries', '1');
      if (flag === '0') sessionStorage.removeItem('ofertas.boundaries');
    } catch {
      /* ignore */
    }
    let on = flag === '1';
    try {
      on = on || sessionStorage.getItem('ofertas.boundaries') === '1';
    } catch {
      /* ignore */
    }
    document.documentElement.toggleAttribute('data-show-boundaries', on && flag !== '0');
  }, [search]);
  return null;
}
