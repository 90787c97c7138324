import s from './Product.module.css';

export function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    x: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const links = shareUrls(url, title);
  const items = [
    { key: 'x', label: 'X', href: links.x, path: 'M4 4l16 16M20 4 4 20' },
    { key: 'facebook', label: 'Facebook', href: links.facebook, path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z' },
    { key: 'whatsapp', label: 'WhatsApp', href: links.whatsapp, path: 'M4 20l1.5-4A8 8 0 1 1 8 18.5zM9 9c0 3 3 6 6 6' },
  ];
  return (
    <div className={s.share}>
      <p className={s.shareLabel} id="offers-share">
        Compartir
      </p>
      <ul aria-labelledby="offers-share">
        {items.map((i) => (
          <li key={i.key}>
            <a href={i.href} target="_blank" rel="noopener noreferrer" className={`${s.shareLink} ${s[i.key] ?? ''}`} aria-label={`Compartir en ${i.label} (se abre en una pestaña nueva)`}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d={i.path} fill={i.key === 'facebook' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{i.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
