import type { ReactNode } from 'react';
import { usePageMeta, useScrollTopOnOpen } from '../seo/usePageMeta';
import shared from '../styles/shared.module.css';

/** Frame of every static page of the shell: meta tags, scroll to top on open, one <h1>. */
export function StaticPage({
  title,
  heading,
  description,
  children,
}: {
  title: string;
  heading?: string;
  description: string;
  children: ReactNode;
}) {
  usePageMeta({ title, description });
  useScrollTopOnOpen();
  return (
    <article className={shared.prose} data-boundary="shell" data-boundary-label={`shell · ${title}`}>
      <h1>{heading ?? title}</h1>
      {children}
    </article>
  );
}
