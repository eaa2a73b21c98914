/**
 * The shared message catalog (packages/shared) in one language, as a chunk of its own that
 * loadLocaleResources imports when a page in this language first renders. A module here, not a
 * direct import of the package, so the server can name it in its preload hints
 * (apps/server/src/web/asset-manifest.ts).
 */
export { en as messages } from '@azubi/shared/i18n/messages/en';
