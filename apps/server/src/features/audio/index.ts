/**
 * The front door of features/audio: what other features may use (ADR 0036). Other features import
 * `../audio`, never its files (eslint.config.js).
 */
export { removeAudioIntroduction } from './manage-audio';
