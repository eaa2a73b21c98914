import type { Messages } from '@azubi/shared/i18n/messages';
import type account from './locales/en/account.json';
import type authCallback from './locales/en/authCallback.json';
import type authPage from './locales/en/authPage.json';
import type browseJobs from './locales/en/browseJobs.json';
import type applications from './locales/en/applications.json';
import type employer from './locales/en/employer.json';
import type notifications from './locales/en/notifications.json';
import type profileEditor from './locales/en/profileEditor.json';
import type privacySettings from './locales/en/privacySettings.json';
import type adminVerifications from './locales/en/adminVerifications.json';
import type team from './locales/en/team.json';
import type company from './locales/en/company.json';
import type candidates from './locales/en/candidates.json';
import type analytics from './locales/en/analytics.json';
import type messages from './locales/en/messages.json';
import type billing from './locales/en/billing.json';
import type interviews from './locales/en/interviews.json';
import type matching from './locales/en/matching.json';
import type reviews from './locales/en/reviews.json';
import type blogAdmin from './locales/en/blogAdmin.json';
import type placements from './locales/en/placements.json';
import type dashboard from './locales/en/dashboard.json';
import type resetPassword from './locales/en/resetPassword.json';
import type blog from './locales/en/blog.json';
import type common from './locales/en/common.json';
import type home from './locales/en/home.json';
import type employers from './locales/en/employers.json';
import type imprint from './locales/en/imprint.json';
import type pricing from './locales/en/pricing.json';
import type privacy from './locales/en/privacy.json';
import type searchFilters from './locales/en/searchFilters.json';
import type site from './locales/en/site.json';
import type terms from './locales/en/terms.json';

// Typed keys: `t('hero.title')` fails to compile when the English catalog has no such key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      blog: typeof blog;
      common: typeof common;
      home: typeof home;
      site: typeof site;
      searchFilters: typeof searchFilters;
      pricing: typeof pricing;
      employers: typeof employers;
      privacy: typeof privacy;
      terms: typeof terms;
      imprint: typeof imprint;
      errors: Messages['errors'];
      validation: Messages['validation'];
      auth: Messages['auth'];
      account: typeof account;
      authPage: typeof authPage;
      authCallback: typeof authCallback;
      resetPassword: typeof resetPassword;
      dashboard: typeof dashboard;
      browseJobs: typeof browseJobs;
      applications: typeof applications;
      employer: typeof employer;
      notifications: typeof notifications;
      profileEditor: typeof profileEditor;
      privacySettings: typeof privacySettings;
      adminVerifications: typeof adminVerifications;
      team: typeof team;
      company: typeof company;
      candidates: typeof candidates;
      analytics: typeof analytics;
      messages: typeof messages;
      billing: typeof billing;
      interviews: typeof interviews;
      matching: typeof matching;
      reviews: typeof reviews;
      blogAdmin: typeof blogAdmin;
      placements: typeof placements;
    };
  }
}
