// The public site's frame (header navigation, get-started dialog, imprint) for the app layouts and pages.
export { useImprint, imprintQueryOptions } from './api/get-imprint';
export { GetStartedButton } from './components/get-started-button';
export { ImprintButton } from './components/imprint-button';
export { ImprintDetails } from './components/imprint-details';
export { MainNavigation, NAVIGATION_ID } from './components/main-navigation';
