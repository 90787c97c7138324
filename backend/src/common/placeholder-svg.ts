/** Neutral image for products whose picture is missing or broken. */
export function renderPlaceholderSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="pht">' +
    '<title id="pht">Imagen no disponible</title>' +
    '<defs><linearGradient id="ph" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f5"/><stop offset="1" stop-color="#d5dbe3"/></linearGradient></defs>' +
    '<rect width="400" height="400" fill="url(#ph)"/>' +
    '<g transform="translate(120 90)"><rect width="160" height="120" rx="12" fill="#fff" stroke="#9aa5b4" stroke-width="6"/>' +
    '<circle cx="50" cy="42" r="14" fill="#9aa5b4"/><path d="M14 108l44-46 30 30 22-20 36 36z" fill="#9aa5b4"/></g>' +
    '<text x="200" y="280" fill="#5b6676" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="22" font-weight="600" text-anchor="middle">Imagen no disponible</text>' +
    '</svg>'
  );
}
