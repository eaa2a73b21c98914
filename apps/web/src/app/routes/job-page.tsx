import { canWithdraw } from '@azubi/shared/applications/application-rules';
import { localizePath, stripLocale } from '@azubi/shared/i18n/locales';
import type { ListingDetail } from '@azubi/shared/listings/listing';
import { startDatePassed } from '@azubi/shared/listings/listing-options';
import {
  ArrowLeft,
  BadgeCheck,
  Building2,
  CalendarDays,
  Clock,
  Euro,
  FileText,
  Globe,
  House,
  Languages,
  MapPin,
  Phone,
  Stamp,
  TriangleAlert,
  UserRound,
  Users,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useApplyReadiness } from '../../features/applications/api/get-apply-readiness';
import { useMyApplications } from '../../features/applications/api/get-my-applications';
import { ApplicationStatusBadge } from '../../features/applications/components/application-status-badge';
import { ApplyDialog } from '../../features/applications/components/apply-dialog';
import { useMe } from '../../lib/account/use-me';
import { authHref, localizeHref } from '../../features/auth/auth-paths';
import { useSessionHint } from '../../lib/account/session-hint';
import { useListing } from '../../features/listings/api/get-listing';
import { LevelMatch } from '../../features/listings/components/level-match';
import { useListingFormat } from '../../hooks/use-listing-format';
import { TranslatableText } from '../../features/translation/components/translate-button';
import { StarRating } from '../../features/reviews/components/star-rating';
import { VerifiedBadge } from '../../components/verified-badge';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api-error';
import { isCandidate } from '../../lib/account/roles';

/** Today as YYYY-MM-DD (UTC, as the server decides whether a start date has passed). */
const today = () => new Date().toISOString().slice(0, 10);

/** `/jobs/:id`: one listing in full, with its company, and the way to apply. */
export function JobPage() {
  const { t } = useTranslation('browseJobs');
  const locale = useLocale();
  const { id = '' } = useParams();
  const listing = useListing(id);

  let content: ReactNode;
  if (listing.isPending) {
    content = <LoadingSpinner size="lg" text={t('detail.loading')} className="py-24" />;
  } else if (listing.isError) {
    const status = listing.error instanceof ApiError ? listing.error.status : null;
    // 410: closed long ago (ADR 0027); the way on is to similar places.
    const gone = status === 410;
    const missing = status === 404 || gone;
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-950">
          {gone ? t('detail.goneTitle') : missing ? t('detail.notFoundTitle') : t('list.error.title')}
        </h1>
        <p className="text-muted-foreground">{listing.error.message}</p>
        {gone ? (
          <Button asChild variant="outline">
            <Link to={localizePath('/dashboard', locale)}>{t('detail.similar')}</Link>
          </Button>
        ) : null}
        {missing ? null : (
          <Button variant="outline" onClick={() => void listing.refetch()}>
            {t('list.error.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    content = <Listing listing={listing.data} />;
  }

  return (
    <>
      <title>{listing.data ? `${listing.data.title} – Azubi Connect` : t('documentTitle')}</title>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <Link
          to={localizePath('/browse-jobs', locale)}
          className="inline-flex items-center gap-1.5 justify-self-start font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('detail.back')}
        </Link>
        {content}
      </div>
    </>
  );
}

function Listing({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('browseJobs');
  const { t: tReviews } = useTranslation('reviews');
  const format = useListingFormat();
  const locale = useLocale();
  const signedIn = useSessionHint();
  const me = useMe({ enabled: signedIn }).data ?? null;
  const candidate = isCandidate(me?.user.role);
  const readiness = useApplyReadiness({ enabled: candidate && Boolean(me?.user.emailVerified) });
  const duration = listing.durationYears ? Number.parseFloat(listing.durationYears) : null;
  const { company } = listing;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <article aria-labelledby="listing-title" className="grid gap-6">
        <header className="grid gap-2">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t(`programTypes.${listing.programType}`)}
          </p>
          <h1
            id="listing-title"
            className="text-3xl leading-tight font-bold tracking-tight break-words text-brand-950 sm:text-4xl"
          >
            {listing.title}
          </h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-lg text-muted-foreground">
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <Building2 className="size-5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">{listing.companyName}</span>
              {company.verified ? <VerifiedBadge label={t('detail.companyVerified')} /> : null}
            </span>
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <MapPin className="size-5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">{listing.location}</span>
            </span>
          </p>
          <p className="text-sm text-muted-foreground">{t('card.posted', { date: format.date(listing.createdAt) })}</p>
          {listing.isActive ? null : (
            <p className="rounded-control border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-950">
              {t('detail.inactive')}
            </p>
          )}
          {listing.isActive && startDatePassed(listing.startDate, today()) ? (
            <p className="rounded-control border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-950">
              {t('detail.expired')}
            </p>
          ) : null}
        </header>

        <ApplyPanel listing={listing} />

        <section aria-labelledby="listing-facts" className="grid gap-3">
          <h2 id="listing-facts" className="text-xl font-semibold text-brand-950">
            {t('detail.facts')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact icon={<Languages />} label={t('card.germanLevel')}>
              {t('card.germanLevelValue', { level: listing.germanLevelRequired })}
              {candidate && readiness.data?.germanLevel ? (
                <LevelMatch have={readiness.data.germanLevel} need={listing.germanLevelRequired} />
              ) : null}
            </Fact>
            <Fact icon={<CalendarDays />} label={t('card.start')}>
              {listing.startDate ? format.date(listing.startDate) : t('card.startFlexible')}
            </Fact>
            {duration ? (
              <Fact icon={<Clock />} label={t('card.duration')}>
                {t('card.years', { count: duration, formatted: format.number(duration) })}
              </Fact>
            ) : null}
            <Fact icon={<Euro />} label={listing.monthlyAllowance !== null ? t('card.allowance') : t('card.salary')}>
              {pay(listing, t, format)}
            </Fact>
            {listing.sector ? (
              <Fact icon={<Users />} label={t('detail.sector')}>
                {t(`sectors.${listing.sector}` as 'sectors.health')}
              </Fact>
            ) : null}
            {listing.minAge !== null || listing.maxAge !== null ? (
              <Fact icon={<UserRound />} label={t('detail.age')}>
                {listing.minAge !== null && listing.maxAge !== null
                  ? t('detail.ageRange', { min: listing.minAge, max: listing.maxAge })
                  : listing.minAge !== null
                    ? t('detail.ageFrom', { min: listing.minAge })
                    : t('detail.ageTo', { max: listing.maxAge })}
              </Fact>
            ) : null}
            <Fact icon={<House />} label={t('card.accommodation')}>
              {listing.freeAccommodation ? t('detail.yes') : t('detail.no')}
            </Fact>
            <Fact icon={<Stamp />} label={t('card.visa')}>
              {listing.visaSponsorship ? t('detail.yes') : t('detail.no')}
            </Fact>
          </dl>
        </section>

        <section aria-labelledby="listing-description" className="grid gap-3">
          <h2 id="listing-description" className="text-xl font-semibold text-brand-950">
            {t('detail.description')}
          </h2>
          <TranslatableText
            kind="listing"
            id={listing.id}
            text={listing.description}
            className="break-words whitespace-pre-line"
          />
        </section>

        {listing.requiredDocuments.length > 0 ? (
          <section aria-labelledby="listing-documents" className="grid gap-3">
            <h2 id="listing-documents" className="text-xl font-semibold text-brand-950">
              {t('detail.documents')}
            </h2>
            <ul className="grid gap-2">
              {listing.requiredDocuments.map((document) => (
                <li key={document} className="flex items-start gap-2">
                  <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="break-words">{document}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {listing.contactPerson || listing.contactPhone ? (
          <section aria-labelledby="listing-contact" className="grid gap-2">
            <h2 id="listing-contact" className="text-xl font-semibold text-brand-950">
              {t('detail.contact')}
            </h2>
            {listing.contactPerson ? (
              <p className="flex items-center gap-2">
                <UserRound className="size-5 text-primary" aria-hidden="true" />
                {listing.contactPerson}
              </p>
            ) : null}
            {listing.contactPhone ? (
              <p className="flex items-center gap-2">
                <Phone className="size-5 text-primary" aria-hidden="true" />
                <a href={`tel:${listing.contactPhone.replace(/[^+\d]/g, '')}`} className="text-primary underline">
                  {listing.contactPhone}
                </a>
              </p>
            ) : null}
          </section>
        ) : null}
      </article>

      <Card role="region" aria-labelledby="company-title" className="grid gap-3">
        <h2 id="company-title" className="flex items-center gap-2 text-xl font-semibold break-words text-brand-950">
          <Building2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {company.name}
        </h2>
        {company.verified ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t('detail.companyVerified')}
          </p>
        ) : null}
        {company.rating && company.rating.average !== null ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <StarRating value={company.rating.average} />
            {tReviews('section.summary', {
              count: company.rating.count,
              average:
                locale === 'de'
                  ? company.rating.average.toFixed(1).replace('.', ',')
                  : company.rating.average.toFixed(1),
            })}
          </p>
        ) : null}
        <dl className="grid gap-2 text-sm">
          {company.industry ? (
            <div>
              <dt className="font-medium text-muted-foreground">{t('detail.industry')}</dt>
              <dd className="break-words">{company.industry}</dd>
            </div>
          ) : null}
          {company.location ? (
            <div>
              <dt className="font-medium text-muted-foreground">{t('detail.companyLocation')}</dt>
              <dd className="break-words">{company.location}</dd>
            </div>
          ) : null}
        </dl>
        {company.about ? <p className="break-words whitespace-pre-line">{company.about}</p> : null}
        {company.website ? (
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-medium break-all text-primary underline"
          >
            <Globe className="size-4 shrink-0" aria-hidden="true" />
            {company.website.replace(/^https?:\/\//, '')}
          </a>
        ) : null}
        <Link
          to={localizePath(`/employer-profile/${company.id}`, locale)}
          className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4"
        >
          {t('detail.employerPage', { name: company.name })}
        </Link>
      </Card>
    </div>
  );
}

/** Who may apply and how: visitors sign in first; candidates apply once; others are told why not. */
function ApplyPanel({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('browseJobs');
  const locale = useLocale();
  const { pathname } = useLocation();
  const signedIn = useSessionHint();
  const meQuery = useMe({ enabled: signedIn });
  const me = meQuery.data ?? null;
  const candidate = isCandidate(me?.user.role);
  const applications = useMyApplications({ enabled: candidate });
  const [open, setOpen] = useState(false);
  const format = useListingFormat();

  if (!listing.isActive) return null;
  // While the account loads, nothing: a signed-in person never sees "Sign in to apply".
  if (!me && signedIn && meQuery.data === undefined && !meQuery.isError) return null;
  if (!me) {
    return (
      <div className="signed-out-only flex flex-col gap-3 rounded-card border border-border bg-secondary p-4 sm:flex-row sm:items-center">
        <Button asChild size="lg">
          <Link to={localizeHref(authHref({ role: 'azubi', redirectTo: stripLocale(pathname) }), locale)}>
            {t('detail.signInToApply')}
          </Link>
        </Button>
        <p className="text-muted-foreground">{t('cta.text')}</p>
      </div>
    );
  }
  if (!candidate) return <p className="text-muted-foreground">{t('detail.candidatesOnly')}</p>;
  if (applications.isPending) return <LoadingSpinner size="sm" />;

  const existing = applications.data?.find((application) => application.listing.id === listing.id);
  if (existing) {
    return (
      <div className="flex flex-col gap-3 rounded-card border border-border bg-secondary p-4 sm:flex-row sm:flex-wrap sm:items-center">
        <p className="flex flex-wrap items-center gap-2">
          {t('detail.appliedOn', { date: format.date(existing.appliedAt) })}
          <ApplicationStatusBadge status={existing.status} />
        </p>
        <Button asChild variant="outline" className="sm:ml-auto">
          <Link to={localizePath('/my-applications', locale)}>
            {canWithdraw(existing.status) ? t('detail.manageApplication') : t('detail.viewApplication')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div>
      <Button size="lg" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        {t('detail.apply')}
      </Button>
      <ApplyDialog listing={listing} me={me} open={open} onOpenChange={setOpen} />
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-control border border-border p-3">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span className="text-primary [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0 pl-7">{children}</dd>
    </div>
  );
}

function pay(listing: ListingDetail, t: TFunction<'browseJobs'>, format: ReturnType<typeof useListingFormat>): string {
  const { salaryMin, salaryMax, monthlyAllowance } = listing;
  if (monthlyAllowance !== null) return t('card.perMonth', { amount: format.money(monthlyAllowance) });
  if (salaryMin !== null && salaryMax !== null && salaryMin !== salaryMax)
    return t('card.perMonth', { amount: `${format.money(salaryMin)} – ${format.money(salaryMax)}` });
  const single = salaryMin ?? salaryMax;
  return single !== null ? t('card.perMonth', { amount: format.money(single) }) : t('card.payOnRequest');
}
