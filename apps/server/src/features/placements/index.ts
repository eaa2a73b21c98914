/**
 * The front door of features/placements: what other features may use (ADR 0036). Other features import
 * `../placements`, never its files (eslint.config.js).
 */
export { noticePlacementOpened, openPlacement } from './open-placement';
export { recordPlacementNotice } from './placement-notices';
