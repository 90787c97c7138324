import type { SocialLink } from '@ofertas/contracts/site';
import s from './SocialFollow.module.css';

/** SPEC §2 social-follow block: the site's social links (SITE_SOCIAL), each in a new tab. */
export function SocialFollow({ links, siteName }: { links: readonly SocialLink[]; siteName: string }) {
  if (links.length === 0) return null;
  return (
    <section className={s.block} aria-labelledby="blog-follow">
      <h2 id="blog-follow" className={s.title}>
        Síguenos
      </h2>
      <p className={s.text}>Recibe cada chollo y cada guía de ahorro{siteName ? ` de ${siteName}` : ''} en tus redes sociales.</p>
      <ul className={s.links}>
        {links.map((l) => (
          <li key={l.url}>
            <a href={l.url} target="_blank" rel="noopener noreferrer" className={s.link}>
              {l.name}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
