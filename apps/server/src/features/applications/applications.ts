/**
 * The applications' use cases, one a file; this module is the entry the routes import them from.
 */
export { applyToListing } from './apply-to-listing';
export { changeApplicationStatus } from './change-application-status';
export { listCompanyApplications } from './list-company-applications';
export { listMyApplications } from './list-my-applications';
export { withdrawApplication } from './withdraw-application';
