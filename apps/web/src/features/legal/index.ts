// Legal pages' building blocks: the long texts themselves live in the privacy, terms and imprint catalogs.
export { LegalDocument, type LegalSection } from './components/legal-document';
export { LegalText } from './components/legal-text';
