/** The visible link to a page's Atom feed (the served head announces the same address). */
export function FeedLink({ href, text, className }: { href: string | null; text: string; className?: string }) {
  if (href === null) return null;
  return (
    <p className={className}>
      <a href={href} type="application/atom+xml">
        {text}
      </a>
    </p>
  );
}
