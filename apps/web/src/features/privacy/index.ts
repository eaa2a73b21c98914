export { SharingSettings } from './components/sharing-settings';
