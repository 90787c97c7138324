import { Catalog1763769600000 } from './0001-catalog';
import { PageView1763770000000 } from './0010-page-view';
import { Vouchers1763856000000 } from './0020-vouchers';
import { AiCache1763856100000 } from './0021-ai-cache';
import { Clicks1763856200000 } from './0022-clicks';
import { SearchHasMatch1763942400000 } from './0030-search-has-match';
import { Blog1764028800000 } from './0040-blog';
import { ProductLiveIndex1764115200000 } from './0041-product-live-index';
import { Editor1764201600000 } from './0050-editor';
import { ContactMessage1764288000000 } from './0060-contact-message';
import { ProductRawHash1764374400000 } from './0070-product-raw-hash';
import { SearchVectorByImport1764460800000 } from './0080-search-vector-by-import';
import { ImportSeenHeap1764547200000 } from './0090-import-seen-heap';
import { DropImportSeen1764633600000 } from './0100-drop-import-seen';
import { TypoVocabulary1764720000000 } from './0110-typo-vocabulary';
import { DropProductMerchantIndex1764806400000 } from './0120-drop-product-merchant-index';
import { LiveSearchIndex1764892800000 } from './0130-live-search-index';
import { DropProductRowHash1764979200000 } from './0140-drop-product-row-hash';
import { NarrowListingIndexes1765065600000 } from './0150-narrow-listing-indexes';
import { PriceTrust1765152000000 } from './0160-price-trust';
import { EditorSession1765238400000 } from './0170-editor-session';
import { ReleaseRegistry1765324800000 } from './0180-release-registry';
import { PriceAlerts1765411200000 } from './0190-price-alerts';
import { AlertsMatchedAfterImport1765497600000 } from './0200-alerts-matched-after-import';

/** Every migration, in order. Listed explicitly (no glob) so the same list works from src (tests) and dist. */
export const MIGRATIONS = [Catalog1763769600000, PageView1763770000000, Vouchers1763856000000, AiCache1763856100000, Clicks1763856200000, SearchHasMatch1763942400000, Blog1764028800000, ProductLiveIndex1764115200000, Editor1764201600000, ContactMessage1764288000000, ProductRawHash1764374400000, SearchVectorByImport1764460800000, ImportSeenHeap1764547200000, DropImportSeen1764633600000, TypoVocabulary1764720000000, DropProductMerchantIndex1764806400000, LiveSearchIndex1764892800000, DropProductRowHash1764979200000, NarrowListingIndexes1765065600000, PriceTrust1765152000000, EditorSession1765238400000, ReleaseRegistry1765324800000, PriceAlerts1765411200000, AlertsMatchedAfterImport1765497600000];
