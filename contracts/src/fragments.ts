/**
 * Props of the components mfe-offers exposes through Module Federation (DESIGN "Types across the
 * federation"). Types only: no runtime code, safe to import from any remote.
 *
 *   loadRemote('offers/ProductCard')  → default export: (props: ProductCardFragmentProps) => JSX
 *   loadRemote('offers/ProductStrip') → default export: (props: ProductStripFragmentProps) => JSX
 *   loadRemote('offers/Carousel')     → default export: (props: CarouselFragmentProps) => JSX
 */
import type { Product } from './catalog';

/** One product card. Give a loaded `product`, or a `search` text: the card then fetches the first match. */
export interface ProductCardFragmentProps {
  product?: Product;
  /** Search text (e.g. a blog section's productCard); used when `product` is absent. */
  search?: string;
  /** Heading level of the card title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Show the card only when the product's title matches this text by SPEC §5's word overlap
   * (`wordOverlapMatches`, ≥ 80 %): a blog section's product text, so a loose search hit is not shown as
   * the product the article talks about. Absent = any product found is shown.
   */
  matchText?: string;
}

/** A row of product cards for a search ('Te recomendamos estos productos' below articles). */
export interface ProductStripFragmentProps {
  /** Search text (an article's keySearch). Empty = latest offers. */
  search: string;
  /** How many products (default 8, at most 25). */
  limit?: number;
  /** Heading (default 'Te recomendamos estos productos'). */
  title?: string;
}

/** Carousel of offers for a search: 5 per view on wide screens, arrows, keyboard, 25 items at most. */
export interface CarouselFragmentProps {
  search: string;
  title?: string;
  /** Product id left out of the list (the product being viewed). */
  excludeId?: string;
  /** Items loaded (default 25, at most 25). */
  limit?: number;
  /** Category (English name) listed instead when the search finds nothing besides `excludeId`. */
  fallbackCategory?: string;
}

/** Expose id ('<remote>/<expose>') → props of its default export. `<RemoteFragment id=… props=…>` is typed by it. */
export interface FragmentPropsMap {
  'offers/ProductCard': ProductCardFragmentProps;
  'offers/ProductStrip': ProductStripFragmentProps;
  'offers/Carousel': CarouselFragmentProps;
}
export type FragmentId = keyof FragmentPropsMap;
export type FragmentProps<Id extends FragmentId> = FragmentPropsMap[Id];

/** Every fragment id at run time (the release gate checks that a remote's build exposes its own). */
export const FRAGMENT_IDS = ['offers/ProductCard', 'offers/ProductStrip', 'offers/Carousel'] as const satisfies readonly FragmentId[];
// A fragment added to FragmentPropsMap but not to FRAGMENT_IDS fails typecheck here.
const everyFragmentListed: Record<FragmentId, true> = { 'offers/ProductCard': true, 'offers/ProductStrip': true, 'offers/Carousel': true } satisfies Record<(typeof FRAGMENT_IDS)[number], true>;
void everyFragmentListed;
