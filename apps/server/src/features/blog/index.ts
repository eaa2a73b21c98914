/**
 * The front door of features/blog: what other features may use (ADR 0036). Other features import
 * `../blog`, never its files (eslint.config.js).
 */
export { listBlogSitemapEntries } from './list-blog-sitemap-entries';
