import { CATEGORY_SLUGS } from './rules/categories';
import * as m from './messages';

describe('Spanish messages (exact SPEC text)', () => {
  it.each([
    [m.NOT_FOUND_TEXT, 'Error 404 ¡Ups! Algo salió mal. La página que estás buscando no se encuentra disponible.'],
    [m.BACK_HOME, 'Volver al menú principal'],
    [m.LIST_EMPTY, 'No se encontraron resultados, prueba a buscar de nuevo o cambia los filtros.'],
    [m.LIST_ERROR, 'No se encontraron ofertas'],
    [m.HOME_ERROR, 'Algo fue mal'],
    [m.PRODUCT_NOT_FOUND, 'No se encontro el producto que estabas buscando, prueba a buscar de nuevo.'],
    [m.COPIED_TO_CLIPBOARD, 'Copiado al portapapeles'],
    [m.ACCEPT_COOKIES, 'Aceptar todas las Cookies'],
    [m.COUPONS_BANNER, 'Nuevo! Cupones Descuento!'],
    [m.SCROLL_TOP, 'Subir'],
    [m.SEARCH_PLACEHOLDER, 'Buscar Ofertas'],
    [m.SEARCH_BUTTON, 'Buscar'],
    [m.GO_TO_OFFER, 'Ir a la Oferta'],
    [m.ARTICLE_GO_TO_OFFER, 'Ir a la oferta'],
    [m.ADDITIONAL_INFO, 'Información adicional'],
    [m.CONFIRM_DELETE, '¿Estás seguro de que deseas eliminar este artículo?'],
    [m.SEARCH_INVALID_TEXT, 'Ingrese un texto valido'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('builds the templated texts', () => {
    expect(m.resultsTitle(12, 'portatil')).toBe('12 Ofertas de portatil');
    expect(m.totalOffersTitle(40)).toBe('Ofertas totales: 40 ofertas');
    expect(m.productHeading('iPhone 15')).toBe('Oferta en iPhone 15');
    expect(m.viewersMessage(37)).toBe('Actualmente, 37 personas están viendo este producto.');
    expect(m.couponsHeading('noviembre', 2026)).toBe('Códigos descuento, Vales y Cupones para noviembre 2026');
    expect(m.contactCounter(12)).toBe('(máx 1000 caracteres / 12)');
    expect(m.requestErrorMessage('timeout')).toBe('Error en la petición: timeout');
    expect(m.requestErrorMessage()).toBe('Error en la petición: ');
    expect(m.genericErrorMessage('x')).toBe('Ha ocurrido un error: x');
    expect(m.blogFoundMessage('black-friday-2024')).toBe('Blog encontrado: black-friday-2024');
  });

  it('points every navigation shortcut at a known category', () => {
    const names = new Set<string>(CATEGORY_SLUGS.map((c) => c.name));
    for (const s of m.NAV_SHORTCUTS) expect(names.has(s.category)).toBe(true);
    expect(m.NAV_SHORTCUTS.map((s) => s.label)).toEqual(['Ùltimas ofertas', 'Tecnología', 'Compras', 'Regalos', 'Hogar']);
  });
});
