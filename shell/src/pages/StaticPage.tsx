import type { ReactNode } from 'react';
import { routeByPattern } from '@ofertas/contracts/routes';
import { usePageMeta, useScrollTopOnOpen } from '../seo/usePageMeta';
import shared from '../styles/shared.module.css';

/** Frame of every static page of the shell (`pattern`: its route in contracts ROUTES): meta tags, scroll to top on open, one <h1>. */
export function StaticPage({ pattern, heading, children }: { pattern: string; heading?: string; children: ReactNode }) {
  // Title and description come from the route table (the server fills the same into the first HTML).
  const { title, description } = routeByPattern(pattern);
  usePageMeta({ title, description });
  useScrollTopOnOpen();
  return (
    <article className={shared.prose} data-boundary="shell" data-boundary-label={`shell · ${title}`}>
      <h1>{heading ?? title}</h1>
      {children}
    </article>
  );
}
