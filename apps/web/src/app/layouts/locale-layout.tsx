import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { SkipLink } from '../../components/skip-link';
import { ConsentOutlet } from '../../features/consent/components/consent-outlet';
import { JourneyTracking } from '../../features/journeys/components/journey-tracking';
import { NAVIGATION_ID } from '../../features/site/components/main-navigation';
import { AppQueryProvider } from './query-provider';
import { SiteHeader } from './site-header';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

const MAIN_ID = 'main';

// Under the page's content on every page: its code downloads beside the page's, not before it.
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

/**
 * The frame of every page in one language (the router mounts it at `/` and at `/de`; its
 * loader has already switched i18next and <html lang> to the URL's language). It loads lazily,
 * beside the first page: header, footer, consent banner and the query client stay out of the
 * first download.
 */
export function LocaleLayout() {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  return (
    <AppQueryProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink targetId={MAIN_ID} label={t('skipToContent')} />
        <SkipLink targetId={NAVIGATION_ID} label={t('skipToNavigation')} />
        <SiteHeader />
        <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<LoadingSpinner size="lg" className="py-24" />}>
            <Outlet />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <ConsentOutlet />
        <JourneyTracking />
        <ScrollRestoration />
      </div>
    </AppQueryProvider>
  );
}
