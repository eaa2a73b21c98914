import type { PublicEmployerProfile } from '@azubi/shared/companies/company-profile';
import { localizePath } from '@azubi/shared/i18n/locales';
import { Building2, Factory, Globe, MapPin, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { VerifiedBadge } from '../../components/verified-badge';
import { useMe } from '../../lib/account/use-me';
import { useSignedIn } from '../../lib/account/use-signed-in';
import { usePublicEmployerProfile } from '../../features/companies/api/company-profile-api';
import { ListingCard } from '../../features/listings/components/listing-card';
import { useEmployerReviews } from '../../features/reviews/api/get-employer-reviews';
import { EmployerReviewActions } from '../../features/reviews/components/employer-review-actions';
import { PublicReviews } from '../../features/reviews/components/public-reviews';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api-error';
import { NotFoundPage } from './not-found-page';

/**
 * `/employer-profile/:employerId` (spec §2): a company's public page, rendered on the server per
 * request (ADR 0011) with its own title, description and Organization data: banner, logo, about,
 * location, website, verified badge and its open places. An unknown id is the 404 page.
 */
export function EmployerProfilePage() {
  const { t } = useTranslation('company');
  const employerId = useParams().employerId ?? '';
  const profile = usePublicEmployerProfile(employerId);

  if (profile.data) return <EmployerProfile profile={profile.data} />;
  if (profile.isPending) return <LoadingSpinner size="lg" text={t('employerPage.loading')} className="py-24" />;
  if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundPage />;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <p className="text-muted-foreground">{profile.error?.message}</p>
      <Button variant="outline" onClick={() => void profile.refetch()}>
        {t('employerPage.retry')}
      </Button>
    </div>
  );
}

function EmployerProfile({ profile }: { profile: PublicEmployerProfile }) {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const websiteLabel = profile.website?.replace(/^https?:\/\//, '').replace(/\/$/, '');

  return (
    <>
      <title>{t('employerPage.documentTitle', { name: profile.name })}</title>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
        <header className="grid gap-0 overflow-hidden rounded-card border border-border bg-background shadow-sm">
          {profile.bannerUrl ? (
            <img
              src={profile.bannerUrl}
              alt=""
              width={1500}
              height={500}
              fetchPriority="high"
              className="aspect-[3/1] w-full bg-muted object-cover"
            />
          ) : (
            <div className="aspect-[5/1] w-full bg-gradient-to-r from-brand-100 to-secondary" aria-hidden="true" />
          )}
          <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end sm:p-6">
            <div className="-mt-14 shrink-0 sm:-mt-16">
              {profile.logoUrl ? (
                <img
                  src={profile.logoUrl}
                  alt={t('employerPage.logoAlt', { name: profile.name })}
                  width={400}
                  height={400}
                  className="size-24 rounded-card border-4 border-background bg-background object-cover shadow-sm sm:size-28"
                />
              ) : (
                <span className="grid size-24 place-items-center rounded-card border-4 border-background bg-muted text-muted-foreground shadow-sm sm:size-28">
                  <Building2 className="size-10" aria-hidden="true" />
                </span>
              )}
            </div>
            <div className="grid min-w-0 gap-2">
              <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950 [overflow-wrap:anywhere] sm:text-4xl">
                {profile.name}
              </h1>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground">
                {profile.verified ? <VerifiedBadge label={t('verifiedBadge')} /> : null}
                {profile.industry ? (
                  <span className="inline-flex min-w-0 items-center gap-1.5">
                    <Factory className="size-4 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{t('employerPage.industry')}: </span>
                    <span className="[overflow-wrap:anywhere]">{profile.industry}</span>
                  </span>
                ) : null}
                {profile.location ? (
                  <span className="inline-flex min-w-0 items-center gap-1.5">
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{t('employerPage.location')}: </span>
                    <span className="[overflow-wrap:anywhere]">{profile.location}</span>
                  </span>
                ) : null}
                {profile.website ? (
                  <a
                    href={profile.website}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex min-w-0 items-center gap-1.5 font-medium text-primary underline underline-offset-4"
                  >
                    <Globe className="size-4 shrink-0" aria-hidden="true" />
                    <span className="break-all">{websiteLabel}</span>
                    <span className="sr-only"> ({t('employerPage.newTab')})</span>
                  </a>
                ) : null}
              </div>
              {profile.verified ? (
                <p className="text-sm text-muted-foreground">{t('employerPage.verifiedNote')}</p>
              ) : null}
            </div>
          </div>
        </header>

        {profile.about ? (
          <Card role="region" aria-labelledby="employer-about-title" className="grid gap-3">
            <h2 id="employer-about-title" className="text-xl font-semibold text-brand-950 [overflow-wrap:anywhere]">
              {t('employerPage.about', { name: profile.name })}
            </h2>
            <p className="text-lg whitespace-pre-line [overflow-wrap:anywhere]">{profile.about}</p>
          </Card>
        ) : null}

        <EmployerReviews profile={profile} />

        <section aria-labelledby="employer-places-title" className="grid gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="employer-places-title" className="text-2xl font-semibold text-brand-950">
              {t('employerPage.places')}
            </h2>
            <p className="text-muted-foreground">{t('employerPage.placesCount', { count: profile.listings.length })}</p>
          </div>
          {profile.listings.length === 0 ? (
            <div className="grid justify-items-start gap-3">
              <p className="text-muted-foreground">{t('employerPage.noPlaces', { name: profile.name })}</p>
              <Button variant="outline" asChild>
                <Link to={localizePath('/browse-jobs', locale)}>{t('employerPage.browseJobs')}</Link>
              </Button>
            </div>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {profile.listings.map((listing) => (
                <li key={listing.id} className="flex">
                  <ListingCard listing={listing} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * The approved reviews with the average (issue 18), as the server rendered them; a member of this
 * company gets their reply and report controls once the page runs in the browser.
 */
function EmployerReviews({ profile }: { profile: PublicEmployerProfile }) {
  const signedIn = useSignedIn();
  const me = useMe({ enabled: false }).data;
  const own = signedIn && me?.company?.id === profile.id;
  const employer = useEmployerReviews({ enabled: own });
  const byId = new Map(employer.data?.items.map((review) => [review.id, review]));
  return (
    <PublicReviews
      reviews={profile.reviews}
      companyName={profile.name}
      actions={
        own
          ? (review) => {
              const mine = byId.get(review.id);
              return mine ? <EmployerReviewActions review={mine} /> : null;
            }
          : undefined
      }
    />
  );
}
