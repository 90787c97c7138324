import { PLACEHOLDER_IMAGE } from '@ofertas/contracts/rules/product-page';

export { PLACEHOLDER_IMAGE };
export { fallbackToPlaceholder } from '@ofertas/web-kit';
