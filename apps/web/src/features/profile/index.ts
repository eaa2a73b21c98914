export { profileQueryOptions, storeProfile, useProfile } from './api/profile-api';
