/**
 * @ofertas/web-kit: what every front end of Ofertas Flash needs, written once. Bundled into each package that
 * uses it (NOT a Module Federation shared module), so each team upgrades it on its own schedule.
 */
export { RemoteFragment } from './federation/RemoteFragment';
export { RemoteBoundary, type RemoteBoundaryProps } from './federation/RemoteBoundary';
export { installFragmentLoader } from './federation/fragmentLoader';
export { REMOTE_UNAVAILABLE, RETRY } from './federation/messages';
export { FiltersModal, CLOSE_FILTERS, type FiltersModalProps } from './components/FiltersModal';
export { FeedLink } from './components/FeedLink';
export { useRequest, type RequestState } from './hooks/useRequest';
export { useMediaQuery, NARROW_QUERY } from './hooks/useMediaQuery';
export { useNearScreen } from './hooks/useNearScreen';
export { errorCause } from './lib/errorCause';
export { scrollToBottom, scrollToTopNow, scrollToTopSoon, SCROLL_DELAY_MS } from './lib/scroll';
export { loadOnce, type LoadOnce } from './lib/loadOnce';
export { applyHead, absoluteUrl, type HeadTags, type HeadOwner } from './lib/head';
export { getJson, requestJson, statusOf, errorBodyOf, type JsonRequest, type Query } from './lib/http';
export { AnswerShapeError, arrayOf, objectOf, isRecord } from './lib/check';
export {
  useKeepClear,
  clearLift,
  intersects,
  LIFTS,
  KEEP_CLEAR_ATTR,
  FLOATING_ATTR,
  FLOATING_BOTTOM_VAR,
  FLOATING_CHANGE_EVENT,
  type Box,
} from './layout/keepClear';
export { fallbackToPlaceholder } from './lib/imageFallback';
export { AUTHOR_HTML_CLASS } from './components/authorHtml';
