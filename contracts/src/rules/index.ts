/**
 * `@ofertas/contracts/rules`: the browser entry of contracts — types and pure rules, messages, the route table
 * and the federation names; no schema library anywhere in its import graph (shoppers do not download
 * zod to read answers our own server already validated). The shell and the shopper remotes import this entry
 * (or a deep path of a zod-free module); the backend and the editor keep the schemas of `@ofertas/contracts`.
 * `rules/index.test.ts` fails if a run-time import of this graph reaches zod or another schema library.
 *
 * Types of the zod modules are re-exported as types only: they are erased at build time and cost no byte.
 */
export * from './categories';
export * from './slug';
export * from './prices';
export { formatNumber } from './spanish-numbers';
export * from './dates';
export * from './campaigns';
export * from '../search-handoff';
export * from './match';
export * from './related';
export * from './pagination';
export * from './search-validation';
export * from './markdown';
export * from './html-text';
export * from './stores';
export * from './store-faq';
export * from './product-page';
export * from './json-ld';
export * from './list-location';
export * from './feeds';
export * from '../messages';
export * from '../messages-alerts';
export * from '../routes';
export * from '../federation';
export * from '../fragments';
export * from '../page-head';
export * from '../dev-override';

export type {
  Product,
  ProductsMetadata,
  ProductsAnswer,
  Category,
  CategoriesAnswer,
  CategoryFacetAnswer,
  BrandFacetAnswer,
  ApiError,
} from '../catalog';
export type { Filters, Pagination } from '../filters';
export type { CouponType, Advertiser, Voucher, VouchersAnswer, VoucherStore, VoucherStoresAnswer } from '../vouchers';
export type { ContentSection, BlogArticle, BlogArticleSummary, BlogListAnswer } from '../blog';
export type { SiteInfo, SocialLink } from '../site';
export type { AiGenerateAnswer, AiInfoAnswer } from '../ai';
export type { PriceHistoryAnswer, PriceHistoryPoint } from '../price-history';
export type { PageView } from '../analytics';
export type { ContactMessageInput, ContactReceived } from '../contact';
export type { AlertListQuery, AlertStatus, AlertSubscribeInput } from '../alerts';
export * from '../remote-manifest';
export * from '../release-beacon';
