// Standalone dev host of this remote. Async boundary: shared singletons are negotiated first.
import('./bootstrap');
