import type { Locale } from '@azubi/shared/i18n/locales';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useMe } from '../../lib/account/use-me';
import { authHref, localizeHref } from '../../features/auth/auth-paths';
import { EmailVerificationNotice } from '../../features/auth/components/email-verification-notice';
import { useSessionHint } from '../../lib/account/session-hint';
import { useAppliedListingIds } from '../../features/applications/api/get-my-applications';
import { useApplyReadiness } from '../../features/applications/api/get-apply-readiness';
import { ListingBrowser } from '../../features/listings/components/listing-browser';
import type { BrowseFilters } from '@azubi/shared/listings/browse-params';
import { useBrowseFilters } from '../../features/listings/hooks/use-browse-filters';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { loadNamespaces } from '../../i18n/load-namespaces';
import { useLocale } from '../../i18n/use-locale';
import { isCandidate } from '../../lib/account/roles';

// Only signed-in candidates can save a search: its code and words load for them alone, so the
// page stays as light as it was for everyone else.
const SaveTrainingSearch = lazy(() =>
  import('../../features/matching/components/save-training-search').then((module) => ({
    default: module.SaveTrainingSearch,
  })),
);

/**
 * `/browse-jobs`: the open places with search, filters and sort, for everyone; candidates land
 * here after signing in or up and see whether they meet each place's German level.
 */
export function BrowseJobsPage() {
  const { t } = useTranslation('browseJobs');
  const locale = useLocale();
  const signedIn = useSessionHint();
  const me = useMe({ enabled: signedIn }).data;
  const readiness = useApplyReadiness({ enabled: isCandidate(me?.user.role) });
  const applied = useAppliedListingIds({ enabled: isCandidate(me?.user.role) });

  return (
    <>
      <title>{t('documentTitle')}</title>
      <section className="border-b border-border bg-linear-to-b from-brand-50 to-background">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14">
          {isCandidate(me?.user.role) ? (
            <div className="mb-6">
              <CandidateTabs />
            </div>
          ) : null}
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t('intro')}</p>
          {/* Signed-out controls only once nobody is known to be signed in: never while the account loads. */}
          {me || (signedIn && me === undefined) ? null : (
            <div className="signed-out-only mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button asChild size="lg">
                <Link to={localizeHref(authHref({ role: 'azubi', tab: 'sign-up' }), locale)}>{t('cta.signUp')}</Link>
              </Button>
              <p className="text-muted-foreground">{t('cta.text')}</p>
            </div>
          )}
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-10">
        {me ? <EmailVerificationNotice me={me} /> : null}
        {isCandidate(me?.user.role) ? <SaveSearch /> : null}
        <ListingBrowser candidateLevel={readiness.data?.germanLevel ?? null} appliedListingIds={applied} />
      </div>
    </>
  );
}

/** "Save this search": the current filters as a training search profile (the matching feature's dialog). */
function SaveSearch() {
  const locale = useLocale();
  const [filters] = useBrowseFilters();
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let current = true;
    void loadNamespaces(locale, ['matching', 'profileEditor']).then(
      () => current && setReady(locale),
      // Without its words the button stays away; the search itself works on.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  if (ready !== locale) return null;
  return (
    <Suspense fallback={null}>
      <SaveTrainingSearch search={filters satisfies BrowseFilters} />
    </Suspense>
  );
}
