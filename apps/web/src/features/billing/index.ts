// Plans and payments (issue 15): what the app's pages and header compose.
export { plansQueryOptions, usePlans } from './api/get-plans';
export { subscriptionQueryOptions, useSubscription } from './api/get-subscription';
export { PlanRequiredPanel } from './components/plan-required-panel';
export { SubscriptionChipSlot } from './components/subscription-chip-slot';
export { isActive, subscriptionDisplay } from './subscription-display';
export { AccessStatusPill } from './components/access-status-pill';
export { NoTrialNotice } from './components/no-trial-notice';
