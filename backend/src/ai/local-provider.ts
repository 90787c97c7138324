import type { AiGenerateRequest, AiInfoAnswer, AiInfoRequest } from '@ofertas/contracts';
import type { AiProvider } from './ai-provider';
import { hashString } from '../common/hash';

/**
 * The generator used when no AI service is configured: deterministic Spanish text built only from the fields
 * it is given. It states nothing about a product or store that the input does not say; what it adds is
 * general shopping advice that is true for any Spanish online purchase.
 */

function pick<T>(list: readonly T[], seed: number, salt = 0): T {
  return list[(seed + salt) % list.length] as T;
}

function clean(s: string): string {
  return s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\*\*|#{1,6}\s/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sentences of the seller's description, at most `max` and about 600 characters in all. */
function sentences(description: string, max: number): string[] {
  const parts = clean(description)
    .split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9])/)
    .map((p) => p.trim())
    .filter((p) => p.length > 2);
  const out: string[] = [];
  let total = 0;
  for (const p of parts) {
    if (out.length >= max || total + p.length > 600) break;
    out.push(/[.!?]$/.test(p) ? p : `${p}.`);
    total += p.length;
  }
  if (out.length === 0 && parts[0]) out.push(`${parts[0].slice(0, 300).trim()}…`);
  return out;
}

/** Tokens of a title that carry a figure: '16GB', '512GB', '15,6"', '4K', 'V12'. */
function specs(title: string): string[] {
  const found = clean(title)
    .split(/\s+/)
    .map((w) => w.replace(/^[([]+|[)\],;:]+$/g, ''))
    .filter((w) => /\d/.test(w) && w.length <= 12 && (/\D/.test(w) || w.length >= 3));
  return [...new Set(found)].slice(0, 5);
}

/** 'weekendesk' → 'Weekendesk', 'Weekend-Desk' → 'Weekend Desk'. */
export function storeDisplay(title: string): string {
  const name = clean(title).replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  return name === name.toLowerCase() ? name.replace(/(^|\s)(\p{L})/gu, (_m, s: string, c: string) => s + c.toUpperCase()) : name;
}

const INTROS = [
  (t: string) => `Repasamos lo más importante de **${t}** para que decidas si esta oferta encaja con lo que buscas.`,
  (t: string) => `Si estás pensando en comprar **${t}**, aquí tienes un resumen de lo que ofrece y de lo que conviene revisar.`,
  (t: string) => `Antes de aprovechar la oferta de **${t}**, echa un vistazo a este resumen.`,
];

const TIPS = [
  '**Compara el precio:** mira el precio anterior y el actual que mostramos y compáralo con el de otras tiendas.',
  '**Gastos de envío:** comprueba el coste y el plazo de entrega en la tienda antes de pagar.',
  '**Devoluciones:** en las compras online en España dispones, por lo general, de 14 días naturales para desistir.',
  '**Precio cambiante:** las ofertas pueden terminar o cambiar de precio en cualquier momento.',
];

const HISTORIES = [
  (n: string) =>
    `${n} es una de las tiendas online cuyas promociones recopilamos en Ofertas Flash. Como la mayoría de comercios que venden por internet en España, combina un catálogo disponible todo el año con campañas puntuales —rebajas, Black Friday, Navidad o promociones de temporada— que es cuando suelen aparecer sus mejores códigos descuento.\nEn esta página reunimos los cupones y ofertas que ${n} publica a través de su programa de afiliación, con sus condiciones y fechas de validez, para que veas de un vistazo cuáles siguen activos.`,
  (n: string) =>
    `Comprar en ${n} por internet es cada vez más habitual, y con ello también sus promociones: descuentos por temporada, envíos gratuitos a partir de cierto importe y códigos para nuevos clientes son algunas de las fórmulas más frecuentes en tiendas como esta.\nEn Ofertas Flash revisamos las promociones que ${n} comparte con su red de afiliados y las mostramos ordenadas, con sus términos y su fecha de caducidad, para que no pierdas tiempo con códigos que ya no funcionan.`,
  (n: string) =>
    `${n} forma parte de las tiendas con ofertas y códigos descuento para compradores en España que seguimos en Ofertas Flash. Sus promociones cambian a lo largo del año y se concentran en las grandes fechas de compras, como las rebajas de enero y de verano o el Black Friday de noviembre.\nAquí encontrarás las promociones vigentes de ${n} con su descripción, sus condiciones y el enlace directo a la tienda.`,
];

const FACTS = [
  (n: string) =>
    `¿Sabías que la mayoría de los códigos de ${n} tienen condiciones? Lo habitual es un importe mínimo de compra, una fecha de caducidad o algunas categorías excluidas. Lee los términos de cada cupón antes de pagar y recuerda que normalmente solo se admite un código por pedido.`,
  (n: string) =>
    `Muchas promociones de ${n} no necesitan código: el descuento ya aparece aplicado en la web al entrar desde el enlace de la oferta. Cuando sí hay código, cópialo y pégalo en la cesta antes de finalizar la compra para comprobar que el descuento se aplica.`,
  (n: string) =>
    `Un dato útil: en las compras online en España, como las que haces en ${n}, dispones por lo general de 14 días naturales para desistir del pedido. Conserva el correo de confirmación y revisa la política de devoluciones de la tienda, sobre todo en productos rebajados.`,
];

export class LocalAiProvider implements AiProvider {
  readonly id = 'local';

  async generate(input: AiGenerateRequest): Promise<string> {
    const title = clean(input.title);
    const seed = hashString(title.toLowerCase());
    const lines: string[] = [`### ${title}`, pick(INTROS, seed)(title), ''];
    const facts = specs(title);
    const about = sentences(input.description, 3);
    lines.push('### Lo que dice la tienda');
    if (about.length > 0) lines.push(...about);
    else lines.push('La tienda no ha publicado una descripción detallada de este producto: consulta su ficha antes de comprar.');
    if (facts.length > 0) lines.push(`**Datos clave del título:** ${facts.join(', ')}.`);
    lines.push('', '### Antes de comprar');
    const start = seed % TIPS.length;
    for (let i = 0; i < 3; i++) lines.push(TIPS[(start + i) % TIPS.length] as string);
    return lines.join('\n');
  }

  async generateInfo(input: AiInfoRequest): Promise<AiInfoAnswer> {
    const name = storeDisplay(input.title);
    const seed = hashString(name.toLowerCase());
    return { historia: pick(HISTORIES, seed)(name), informacion: pick(FACTS, seed, 1)(name) };
  }
}
