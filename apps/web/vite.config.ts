import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from './scripts/precompress.mjs';
import { shellFiles } from './scripts/route-budget.mjs';

const ICONS = /[\\/]lucide-react[\\/]/;
const RADIX =
  /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib|detect-node-es)[\\/]/;
const DESIGN_SYSTEM = /[\\/]src[\\/]components[\\/]ui[\\/]/;
const FRAME_ICONS = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](menu|log-in|rotate-cw)\.mjs$/;
const FRAME_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;
const FRAME_QUERY = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;

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
  // Each group is split by the pages that use its parts (`entriesAware`, ADR 0033): a page downloads
  // the icons, Radix parts and components it uses, not the whole group (the page frame 34 KB Radix
  // and 11 KB icons less). Icons are then merged back into a few chunks (ADR 0033, 4c): a part smaller
  // than 8 KB (source) joins its nearest neighbour. Split by every set of pages they were 108 files of
  // 0.2-0.6 KB, 44 of them on the messages screen; now 8, with 0.5-2 KB more per screen.
  {
    name: 'icons',
    test: ICONS,
    priority: 3,
    includeDependenciesRecursively: false,
    entriesAware: true,
    entriesAwareMergeThreshold: 8000,
  },
  // The page frame's own icons (the menu, "Sign in", retrying the account) in one small chunk.
  // Merged with their neighbours like the other icons (above), they came with other pages' icons,
  // and each new lazy part changed the neighbours (issue 35: +2.6 KB and a file on every route).
  { name: 'frame-icons', test: FRAME_ICONS, priority: 5, includeDependenciesRecursively: false },
  // React Router and TanStack Query, which the page frame uses, each in a chunk of its own (issue 35).
  // Left to the bundler, every lazy dialog that uses a piece of them (a mutation, `useNavigate`)
  // split the frame's chunks by the set of lazy imports using each piece: with the dialogs that load
  // on a click, the frame needed 3 files and 5 KB more. The pieces the frame does not use (mutations,
  // infinite queries) come along, and still every route needs less. Two chunks, not one: React
  // Router is a start-up step (`boot-router`), TanStack Query is not, and together they put the
  // start-up's JavaScript over its 150 KB (scripts/check-bundle-size.mjs).
  { name: 'frame-router', test: FRAME_ROUTER, priority: 4, includeDependenciesRecursively: false },
  { name: 'frame-query', test: FRAME_QUERY, priority: 4, includeDependenciesRecursively: false },
  // Merging Radix or design-system parts the same way put Radix parts in the page frame (+10 KB).
  { name: 'radix', test: RADIX, priority: 2, includeDependenciesRecursively: false, entriesAware: true },
  { name: 'ui', test: DESIGN_SYSTEM, priority: 1, includeDependenciesRecursively: false, entriesAware: true },
];

/**
 * Our own modules shared by several pages and dialogs: the bundler makes a chunk of every set of
 * modules shared by the same lazy imports, ~150 files of 0.1-1 KB, 90 of them on the messages screen.
 * A common chunk smaller than this (source size, before minifying) is copied into the chunks that
 * import it instead (Rolldown's `experimentalInlineCommonChunks`: a registry in its runtime keeps one
 * instance of each module, its state and its exports, however many chunks carry a copy; ADR 0033, 4c).
 * It needs `strictExecutionOrder` (modules run in import order, each wrapped in a function) and
 * `preserveEntrySignatures: false`. Stylesheets stay files (Vite emits a module's CSS once per chunk).
 */
const INLINE_COMMON_CHUNKS = {
  maxSize: 16 * 1024,
  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
};
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

/**
 * The service worker (src/sw.ts, ADR 0033): precaches the app shell's hashed files and the icons. The
 * page registers it itself after start-up (src/lib/service-worker.ts) and the web manifests are
 * static files per language (public/manifest.*.webmanifest, named by the server's shell), so the
 * plugin injects nothing into index.html.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
    // The server's render bundle and the build-time pages are not the browser's.
    globIgnores: ['**/prerendered/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Of the hashed files, the app shell only (scripts/route-budget.mjs); the rest is cached when used.
    manifestTransforms: [
      (entries) => {
        const shell = shellFiles(fileURLToPath(new URL('./dist', import.meta.url)));
        return {
          manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)),
          warnings: [],
        };
      },
    ],
  },
  devOptions: { enabled: false },
});

/**
 * Our own modules run nothing when imported, except the few named here: the stylesheet, the start
 * (main.tsx) and the service worker's parts. Told so, the bundler drops a module whose exports
 * nobody uses. Without it a feature's front door (`features/x/index.ts`) made every chunk that
 * imports one thing from it import all of the feature's chunks too: the page frame, asking for
 * `useSessionHint` from `features/auth`, pulled in the time-zone table behind `browserTimeZone`
 * (11 KB gzip, ADR 0033).
 */
const OWN_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/;
const WITH_SIDE_EFFECTS = /[\\/]apps[\\/]web[\\/]src[\\/](main\.tsx|sw\.ts|sw[\\/])/;
const moduleSideEffects = (id: string) => !OWN_MODULE.test(id) || WITH_SIDE_EFFECTS.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [serviceWorker, precompressPlugin()])],
  build: {
    // The server and scripts/check-bundle-size.mjs read dist/.vite/manifest.json to find a page's chunks.
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', ...BOOT_STEPS },
      treeshake: { moduleSideEffects },
      // The client's entries export nothing to anyone; the server render bundle's entry does.
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      output: {
        codeSplitting: {
          groups: CODE_SPLITTING_GROUPS,
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: INLINE_COMMON_CHUNKS }),
        },
        strictExecutionOrder: !isSsrBuild,
        // A group's part for one set of pages is named after all of them ("radix~toaster~team-settings-page~…"):
        // the group's name is enough, and every lazy import lists its files by name in the importing chunk.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // The messaging live channel (socket.io), websocket included.
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
}));
