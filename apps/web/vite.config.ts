import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const ICONS = /[\\/]lucide-react[\\/]/;
const RADIX =
  /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib|detect-node-es)[\\/]/;
const DESIGN_SYSTEM = /[\\/]src[\\/]components[\\/]ui[\\/]/;

/**
 * Left to itself the bundler gives every icon, Radix helper and design-system component shared by
 * two pages a chunk of its own: the landing page then needed ~50 requests of a few hundred bytes
 * each, and on a slow mobile network each costs a round trip. These groups collect them into a
 * few chunks that every page caches. What the entry itself imports (the first JavaScript, budget
 * 150 KB gzip, scripts/check-bundle-size.mjs) goes to a group of its own first, so the entry
 * never pulls in the larger groups.
 */
const CODE_SPLITTING_GROUPS = [
  {
    name: 'initial-ui',
    tags: ['$initial' as const],
    test: (id: string) => [ICONS, RADIX, DESIGN_SYSTEM].some((re) => re.test(id)),
    priority: 10,
  },
  // Without their dependencies (React, which the entry holds): they import it from the entry's chunks.
  { name: 'icons', test: ICONS, priority: 3, includeDependenciesRecursively: false },
  { name: 'radix', test: RADIX, priority: 2, includeDependenciesRecursively: false },
  { name: 'ui', test: DESIGN_SYSTEM, priority: 1, includeDependenciesRecursively: false },
];

/**
 * The steps of the start-up (src/main.tsx imports them one after the other, so that no single
 * task runs all of the app's code). Named as inputs, they count as initial code: the
 * `initial-ui` group below then holds just what they need of the icons, Radix and the design
 * system, not the whole of each group.
 */
const BOOT_STEPS = {
  'boot-i18n': 'src/i18n/i18n.ts',
  'boot-react-dom': 'react-dom/client',
  'boot-router': 'src/app/router.tsx',
  'boot-app': 'src/app/app.tsx',
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker: src/sw.ts → /sw.js (Web Push in src/sw/push.ts, ADR 0032). The page
    // registers it when a person turns on notifications (features/push/lib/push-subscription.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: [] },
    }),
  ],
  build: {
    // The server and scripts/check-bundle-size.mjs read dist/.vite/manifest.json to find a page's chunks.
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', ...BOOT_STEPS },
      output: { codeSplitting: { groups: CODE_SPLITTING_GROUPS } },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // The messaging live channel (socket.io), websocket included.
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
