/**
 * The service worker (built by vite-plugin-pwa, injectManifest: this file → /sw.js). Web Push lives
 * in ./sw/push (issue 32); the app shell's caching is issue 35's.
 */
import './sw/push';

// vite-plugin-pwa (injectManifest) replaces this with the list of built files to precache.
declare const self: { __WB_MANIFEST: unknown };
void self.__WB_MANIFEST;
