import { Link, NavLink } from 'react-router';
import { categorySlugFromName } from '@ofertas/contracts/rules/categories';
import { MSG, NAV_SHORTCUTS } from '../messages';
import { useSiteInfo } from '../site/SiteContext';
import { CLEAR_SEARCH_STATE, SearchForm } from './SearchForm';
import s from './Header.module.css';

function Logo({ name }: { name: string }) {
  return (
    <svg className={s.logoMark} viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="currentColor" />
      <path d="M18 3 7 18h7l-2 11 11-15h-7z" fill="#fff" />
      <title>{name}</title>
    </svg>
  );
}

export function Header() {
  const site = useSiteInfo();
  const name = site?.siteName ?? '';
  return (
    <header className={s.header} data-boundary="shell" data-boundary-label="shell · header">
      <div className={s.inner}>
        <Link to="/" className={s.logo} aria-label={name ? `${name}: inicio` : 'Inicio'}>
          <Logo name={name} />
          <span className={s.logoText}>{name}</span>
        </Link>
        <SearchForm />
        <a href="#login" className={s.login}>
          {MSG.loginRegister}
        </a>
      </div>
    </header>
  );
}

export function TopNav() {
  return (
    <nav className={s.nav} aria-label="Categorías destacadas" data-boundary="shell" data-boundary-label="shell · nav">
      <ul className={s.navList}>
        {NAV_SHORTCUTS.map((item) => {
          const slug = categorySlugFromName(item.category);
          return (
            <li key={slug}>
              <NavLink to={`/categorias/${slug}`} state={CLEAR_SEARCH_STATE} className={({ isActive }) => (isActive ? `${s.navLink} ${s.navActive}` : s.navLink)}>
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
