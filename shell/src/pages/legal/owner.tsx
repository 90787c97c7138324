/** What every legal page says of the site's owner, from the site settings (GET /api/site). */
import { useSiteInfo } from '../../site/SiteContext';

export function useOwner() {
  const site = useSiteInfo();
  return {
    site: site?.siteName ?? 'este sitio web',
    owner: site?.owner ?? 'el titular del sitio web',
    email: site?.contactEmail ?? '',
    address: site?.postalAddress ?? '',
  };
}

/** Closes a sentence that ends with a value such as "Ofertas Flash S.L." without doubling its full stop. */
export function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

export function Email({ email }: { email: string }) {
  return email ? <a href={`mailto:${email}`}>{email}</a> : <span>la dirección indicada en la página de contacto</span>;
}

