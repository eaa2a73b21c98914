import type { Locale } from '@azubi/shared/i18n/locales';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { applyLocale } from '../i18n/apply-locale';
import { loadNamespaces, type PageNamespace } from '../i18n/load-namespaces';
import { InitialLoadScreen } from './layouts/initial-load-screen';
import { RouteErrorScreen } from './layouts/route-error-screen';

/**
 * A lazily loaded page: its code and its translations download together, in parallel, the
 * first time someone opens it.
 */
function lazyPage(locale: Locale, load: () => Promise<ComponentType>, namespaces: readonly PageNamespace[] = []) {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(locale, namespaces)]);
    return { Component };
  };
}

/**
 * The pages of one language. Paths are relative to the language's root (`/` or `/de`). Every
 * path here must be in PAGE_ROUTES (packages/shared), which tells the server what is a page;
 * router.test.tsx fails when the two differ.
 */
function pageRoutes(locale: Locale): RouteObject[] {
  return [
    {
      index: true,
      lazy: lazyPage(locale, () => import('./routes/home-page').then((module) => module.HomePage), [
        'home',
        'searchFilters',
        'pricing',
      ]),
    },
    {
      path: 'for-employers',
      lazy: lazyPage(locale, () => import('./routes/for-employers-page').then((module) => module.ForEmployersPage), [
        'employers',
        'pricing',
      ]),
    },
    {
      path: 'privacy-policy',
      lazy: lazyPage(locale, () => import('./routes/privacy-policy-page').then((module) => module.PrivacyPolicyPage), [
        'privacy',
      ]),
    },
    {
      path: 'terms-of-service',
      lazy: lazyPage(
        locale,
        () => import('./routes/terms-of-service-page').then((module) => module.TermsOfServicePage),
        ['terms'],
      ),
    },
    {
      path: 'impressum',
      lazy: lazyPage(locale, () => import('./routes/impressum-page').then((module) => module.ImpressumPage), [
        'imprint',
      ]),
    },
    {
      path: 'blog',
      lazy: lazyPage(locale, () => import('./routes/blog-list-page').then((module) => module.BlogListPage), ['blog']),
    },
    {
      path: 'blog/:slug',
      lazy: lazyPage(locale, () => import('./routes/blog-post-page').then((module) => module.BlogPostPage), ['blog']),
    },
    {
      path: 'auth',
      lazy: lazyPage(locale, () => import('./routes/auth-page').then((module) => module.AuthPage), [
        'authPage',
        'account',
      ]),
    },
    {
      path: 'auth-callback',
      lazy: lazyPage(locale, () => import('./routes/auth-callback-page').then((module) => module.AuthCallbackPage), [
        'authCallback',
      ]),
    },
    {
      path: 'reset-password',
      lazy: lazyPage(locale, () => import('./routes/reset-password-page').then((module) => module.ResetPasswordPage), [
        'resetPassword',
        'account',
      ]),
    },
    {
      path: 'dashboard',
      lazy: lazyPage(locale, () => import('./routes/dashboard-page').then((module) => module.DashboardPage), [
        'dashboard',
        'account',
        'browseJobs',
        'searchFilters',
        'profileEditor',
        'employer',
        'company',
        'billing',
        'messages',
        'interviews',
        'placements',
      ]),
    },
    {
      path: 'browse-jobs',
      lazy: lazyPage(locale, () => import('./routes/browse-jobs-page').then((module) => module.BrowseJobsPage), [
        'browseJobs',
        'account',
        'searchFilters',
        'profileEditor',
      ]),
    },
    {
      path: 'my-profile',
      lazy: lazyPage(locale, () => import('./routes/my-profile-page').then((module) => module.MyProfilePage), [
        'profileEditor',
        'privacySettings',
        'searchFilters',
        'account',
      ]),
    },
    {
      path: 'privacy-settings',
      lazy: lazyPage(
        locale,
        () => import('./routes/privacy-settings-page').then((module) => module.PrivacySettingsPage),
        ['privacySettings', 'profileEditor', 'account', 'candidates'],
      ),
    },
    {
      path: 'jobs/:id',
      lazy: lazyPage(locale, () => import('./routes/job-page').then((module) => module.JobPage), [
        'browseJobs',
        'applications',
        'account',
        'reviews',
      ]),
    },
    {
      path: 'my-applications',
      lazy: lazyPage(
        locale,
        () => import('./routes/my-applications-page').then((module) => module.MyApplicationsPage),
        ['applications', 'browseJobs', 'messages', 'placements', 'profileEditor'],
      ),
    },
    {
      path: 'my-interviews',
      lazy: lazyPage(locale, () => import('./routes/my-interviews-page').then((module) => module.MyInterviewsPage), [
        'interviews',
        'profileEditor',
        'browseJobs',
        'notifications',
      ]),
    },
    // One page for both: the list of a candidate's placements, and one placement's tracker.
    ...(['my-placement', 'my-placement/:id'] as const).map((path) => ({
      path,
      lazy: lazyPage(locale, () => import('./routes/my-placement-page').then((module) => module.MyPlacementPage), [
        'placements',
        'profileEditor',
        'browseJobs',
      ]),
    })),
    {
      path: 'training-search-profiles',
      lazy: lazyPage(
        locale,
        () => import('./routes/training-search-profiles-page').then((module) => module.TrainingSearchProfilesPage),
        ['matching', 'profileEditor', 'browseJobs', 'searchFilters'],
      ),
    },
    {
      path: 'my-messages',
      lazy: lazyPage(locale, () => import('./routes/my-messages-page').then((module) => module.MyMessagesPage), [
        'messages',
        'profileEditor',
        'browseJobs',
        'interviews',
        // The offer to be notified on this device (features/push).
        'notifications',
      ]),
    },
    {
      path: 'my-messages/:conversationId',
      lazy: lazyPage(locale, () => import('./routes/my-messages-page').then((module) => module.MyMessagesPage), [
        'messages',
        'profileEditor',
        'browseJobs',
        'interviews',
        // The offer to be notified on this device (features/push).
        'notifications',
      ]),
    },
    {
      path: 'employer-onboarding',
      lazy: lazyPage(
        locale,
        () => import('./routes/employer-onboarding-page').then((module) => module.EmployerOnboardingPage),
        ['employer', 'browseJobs', 'account', 'billing'],
      ),
    },
    {
      path: 'employer',
      lazy: lazyPage(locale, () => import('./routes/employer-layout').then((module) => module.EmployerLayout), [
        'employer',
        'browseJobs',
        'applications',
        'searchFilters',
        'messages',
      ]),
      children: [
        {
          index: true,
          lazy: lazyPage(locale, () => import('./routes/employer-layout').then((module) => module.EmployerIndexPage)),
        },
        {
          path: 'analytics',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-analytics-page').then((module) => module.EmployerAnalyticsPage),
            ['analytics', 'company', 'billing', 'placements'],
          ),
        },
        {
          path: 'listings',
          lazy: lazyPage(locale, () =>
            import('./routes/employer-listings-page').then((module) => module.EmployerListingsPage),
          ),
        },
        {
          path: 'listings/new',
          lazy: lazyPage(locale, () =>
            import('./routes/employer-listing-form-page').then((module) => module.EmployerListingFormPage),
          ),
        },
        {
          path: 'listings/:id/edit',
          lazy: lazyPage(locale, () =>
            import('./routes/employer-listing-form-page').then((module) => module.EmployerListingFormPage),
          ),
        },
        {
          path: 'applications',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-applications-page').then((module) => module.EmployerApplicationsPage),
            ['candidates', 'interviews', 'placements'],
          ),
        },
        {
          path: 'candidates',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-candidates-page').then((module) => module.EmployerCandidatesPage),
            ['candidates', 'profileEditor', 'billing', 'matching'],
          ),
        },
        {
          path: 'matches',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-matches-page').then((module) => module.EmployerMatchesPage),
            ['matching', 'candidates', 'profileEditor', 'billing'],
          ),
        },
        {
          path: 'messages',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-messages-page').then((module) => module.EmployerMessagesPage),
            ['interviews', 'notifications'],
          ),
        },
        {
          path: 'messages/:conversationId',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-messages-page').then((module) => module.EmployerMessagesPage),
            ['interviews', 'notifications'],
          ),
        },
        {
          path: 'interviews',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-interviews-page').then((module) => module.EmployerInterviewsPage),
            ['interviews'],
          ),
        },
        {
          path: 'placements',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-placements-page').then((module) => module.EmployerPlacementsPage),
            ['placements'],
          ),
        },
        {
          path: 'placements/:id',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-placement-page').then((module) => module.EmployerPlacementPage),
            ['placements'],
          ),
        },
        {
          path: 'saved',
          lazy: lazyPage(
            locale,
            () => import('./routes/employer-saved-page').then((module) => module.EmployerSavedPage),
            ['candidates', 'profileEditor', 'billing'],
          ),
        },
      ],
    },
    {
      // Settings of the employer area at their own addresses (spec §2), inside its frame and navigation.
      lazy: lazyPage(locale, () => import('./routes/employer-layout').then((module) => module.EmployerLayout), [
        'employer',
        'browseJobs',
      ]),
      children: [
        {
          path: 'team-settings',
          lazy: lazyPage(
            locale,
            () => import('./routes/team-settings-page').then((module) => module.TeamSettingsPage),
            ['team'],
          ),
        },
        {
          path: 'company-settings',
          lazy: lazyPage(
            locale,
            () => import('./routes/company-settings-page').then((module) => module.CompanySettingsPage),
            ['company', 'profileEditor'],
          ),
        },
        {
          path: 'subscription',
          // Spec §8: what a candidate who opens it is told.
          handle: { wrongRoleMessage: 'billing.employersOnly' },
          lazy: lazyPage(locale, () => import('./routes/subscription-page').then((module) => module.SubscriptionPage), [
            'billing',
          ]),
        },
      ],
    },
    {
      path: 'subscription/success',
      lazy: lazyPage(
        locale,
        () => import('./routes/subscription-return-page').then((module) => module.SubscriptionSuccessPage),
        ['billing', 'browseJobs'],
      ),
    },
    {
      path: 'subscription/cancelled',
      lazy: lazyPage(
        locale,
        () => import('./routes/subscription-return-page').then((module) => module.SubscriptionCancelledPage),
        ['billing', 'browseJobs'],
      ),
    },
    {
      path: 'payments/local/portal',
      lazy: lazyPage(locale, () => import('./routes/local-portal-page').then((module) => module.LocalPortalPage), [
        'billing',
        'browseJobs',
      ]),
    },
    {
      path: 'payments/local/:checkoutId',
      lazy: lazyPage(locale, () => import('./routes/local-payment-page').then((module) => module.LocalPaymentPage), [
        'billing',
        'browseJobs',
      ]),
    },
    {
      path: 'employer-profile/:employerId',
      lazy: lazyPage(
        locale,
        () => import('./routes/employer-profile-page').then((module) => module.EmployerProfilePage),
        ['company', 'browseJobs', 'reviews'],
      ),
    },
    {
      path: 'my-reviews',
      lazy: lazyPage(locale, () => import('./routes/my-reviews-page').then((module) => module.MyReviewsPage), [
        'reviews',
        'profileEditor',
        'browseJobs',
      ]),
    },
    {
      path: 'azubi-settings',
      lazy: lazyPage(
        locale,
        () => import('./routes/account-settings-page').then((module) => module.AccountSettingsPage),
        ['accountSettings', 'interviews', 'profileEditor', 'account'],
      ),
    },
    {
      path: 'candidate/:id',
      lazy: lazyPage(locale, () => import('./routes/candidate-page').then((module) => module.CandidatePage), [
        'messages',
        'employer',
        'browseJobs',
        'candidates',
        'profileEditor',
        'searchFilters',
        'billing',
        'interviews',
      ]),
    },
    {
      path: 'notifications',
      lazy: lazyPage(locale, () => import('./routes/notifications-page').then((module) => module.NotificationsPage), [
        'notifications',
        'applications',
        'browseJobs',
        'profileEditor',
      ]),
    },
    {
      path: 'notification-settings',
      lazy: lazyPage(
        locale,
        () => import('./routes/notification-settings-page').then((module) => module.NotificationSettingsPage),
        ['notifications', 'browseJobs'],
      ),
    },
    // The admin area (issue 29): one frame with its own navigation and the counts of what waits.
    {
      lazy: lazyPage(locale, () => import('./routes/admin-layout').then((module) => module.AdminLayout), ['account']),
      children: [
        {
          path: 'admin/verifications',
          lazy: lazyPage(
            locale,
            () => import('./routes/admin-verifications-page').then((module) => module.AdminVerificationsPage),
            ['adminVerifications', 'profileEditor', 'account'],
          ),
        },
        {
          path: 'admin/subscriptions',
          lazy: lazyPage(
            locale,
            () => import('./routes/admin-subscriptions-page').then((module) => module.AdminSubscriptionsPage),
            ['billing', 'profileEditor'],
          ),
        },
        {
          path: 'test-notifications',
          lazy: lazyPage(
            locale,
            () => import('./routes/test-notifications-page').then((module) => module.TestNotificationsPage),
            ['testNotifications', 'notifications', 'profileEditor', 'account'],
          ),
        },
        {
          path: 'admin/create-test-users',
          lazy: lazyPage(
            locale,
            () => import('./routes/admin-test-users-page').then((module) => module.AdminTestUsersPage),
            ['testUsers', 'profileEditor', 'account'],
          ),
        },
        {
          path: 'admin/users',
          lazy: lazyPage(locale, () => import('./routes/admin-users-page').then((module) => module.AdminUsersPage), [
            'adminUsers',
            'profileEditor',
            'account',
          ]),
        },
        {
          path: 'admin/users/:id',
          lazy: lazyPage(locale, () => import('./routes/admin-users-page').then((module) => module.AdminUserPage), [
            'adminUsers',
            'profileEditor',
            'account',
          ]),
        },
        {
          path: 'admin/email-campaigns',
          lazy: lazyPage(
            locale,
            () => import('./routes/admin-campaigns-page').then((module) => module.AdminEmailCampaignsPage),
            ['campaigns', 'profileEditor', 'account'],
          ),
        },
        {
          path: 'admin/campaigns',
          lazy: lazyPage(
            locale,
            () => import('./routes/admin-campaigns-page').then((module) => module.AdminCampaignResultsPage),
            ['campaigns', 'profileEditor', 'account'],
          ),
        },
        {
          path: 'admin/analytics',
          lazy: lazyPage(
            locale,
            () => import('./routes/admin-analytics-page').then((module) => module.AdminAnalyticsPage),
            ['adminAnalytics', 'analytics', 'profileEditor', 'account'],
          ),
        },
        {
          path: 'admin/audit',
          lazy: lazyPage(locale, () => import('./routes/admin-audit-page').then((module) => module.AdminAuditPage), [
            'adminAnalytics',
            'profileEditor',
            'account',
          ]),
        },
        {
          path: 'admin/reviews',
          lazy: lazyPage(
            locale,
            () => import('./routes/admin-reviews-page').then((module) => module.AdminReviewsPage),
            ['reviews', 'profileEditor', 'account'],
          ),
        },
        {
          path: 'admin/blog',
          lazy: lazyPage(locale, () => import('./routes/admin-blog-page').then((module) => module.AdminBlogPage), [
            'blogAdmin',
            'blog',
            'profileEditor',
            'account',
          ]),
        },
        // One component for both: a new post's first save moves it to its edit address, in the same editor.
        ...(['admin/blog/new', 'admin/blog/:id/edit'] as const).map((path) => ({
          path,
          lazy: lazyPage(
            locale,
            () => import('./routes/admin-blog-editor-page').then((module) => module.AdminBlogEditorPage),
            ['blogAdmin', 'blog', 'profileEditor', 'account'],
          ),
        })),
      ],
    },
    {
      path: '*',
      lazy: lazyPage(locale, () => import('./routes/not-found-page').then((module) => module.NotFoundPage)),
    },
  ];
}

function localeTree(locale: Locale, path: string): RouteObject {
  return {
    id: `locale-${locale}`,
    path,
    loader: async () => {
      // The header, footer and cookie banner speak the page's language from the first paint.
      await Promise.all([applyLocale(locale), loadNamespaces(locale, ['site'])]);
      return null;
    },
    // Lazy: the router downloads it in parallel with the page's own chunk.
    lazy: async () => ({ Component: (await import('./layouts/locale-layout')).LocaleLayout }),
    // A broken layout replaces the whole page; a broken page keeps the header (and its language switcher).
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <InitialLoadScreen />,
    children: [{ errorElement: <RouteErrorScreen />, children: pageRoutes(locale) }],
  };
}

/** English at the base address, German under `/de`: the same pages in both. */
export function createRoutes(): RouteObject[] {
  return [localeTree('en', '/'), localeTree('de', '/de')];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
