// Entry of the fallback worker, bundled to dist/offline-queue-sw.js (vite.config.ts): the URL older versions
// registered, so their registrations update to this one and delete their queue (decision 031).
import { startFallbackWorker, type FallbackWorkerScope } from './offline-fallback-worker';

startFallbackWorker(globalThis as unknown as FallbackWorkerScope);
