import { missingHeapFlags, rerunWithHeapFlags } from './heap-flags';

// The memory bound holds however the server is started: `node backend/dist/main.js` without the start
// scripts' flags runs again with them, before anything else is loaded.
const missing = missingHeapFlags(process.execArgv, process.env.NODE_OPTIONS);
if (missing.length > 0) {
  rerunWithHeapFlags(missing);
} else {
  import('./serve.js').catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
