export { useTranslationAvailable } from './api/get-translation-availability';
export { translateDraft } from './api/translate-draft';
