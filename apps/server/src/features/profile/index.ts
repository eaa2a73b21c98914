/**
 * The front door of features/profile: what other features may use (ADR 0036). Other features import
 * `../profile`, never its files (eslint.config.js).
 */
export { CV_FONT_FAMILY, registerCvFonts } from './cv-fonts';
export { audioView, ensureProfile, loadProfileState, type ProfileState, toCandidateProfile } from './profile-state';
export { renderCandidateCv } from './render-cv';
