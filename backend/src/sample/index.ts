/** Deterministic Spanish sample catalogue: Awin-style feed rows, CSV writer, category records and SVG images. */
export {
  AWIN_COLUMNS,
  DEFAULT_PUBLISHER_ID,
  DEFAULT_SAMPLE_SIZE,
  DEFAULT_SEED,
  PRODUCT_ID_BASE,
  generateSampleRows,
  rowImageUrls,
  type AwinColumn,
  type AwinRow,
  type SampleOptions,
} from './generator';
export { CSV_EOL, csvField, csvLine, rowLine, sampleFeedChunks, writeSampleFeed } from './csv';
export { categoryImageUrl, sampleCategoryRecords, type SampleCategoryRecord } from './categories';
export {
  categoryArtwork,
  escapeXml,
  renderCategoryImageSvg,
  renderPlaceholderSvg,
  renderProductImageSvg,
  wrapLabel,
  writeSampleImages,
  type WrittenImages,
} from './svg';
export { SAMPLE_MERCHANTS, type SampleMerchant } from './merchants';
