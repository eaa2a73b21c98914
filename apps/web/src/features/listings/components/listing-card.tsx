import { localizePath } from '@azubi/shared/i18n/locales';
import type { GermanLevel, ListingSummary } from '@azubi/shared/listings/listing';
import { Building2, CalendarDays, Clock, Euro, House, Languages, MapPin, Stamp, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../../components/verified-badge';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { LevelMatch } from './level-match';
import { useListingFormat } from '../../../hooks/use-listing-format';

const programColors: Record<ListingSummary['programType'], string> = {
  ausbildung: 'bg-brand-100 text-brand-900',
  fsj: 'bg-emerald-100 text-emerald-900',
  bfd: 'bg-amber-100 text-amber-900',
};

/** One open place: what, where, from when, which German level, what it pays, and what helps. */
export function ListingCard({
  listing,
  candidateLevel = null,
  applied = false,
}: {
  listing: ListingSummary;
  candidateLevel?: GermanLevel | null;
  /** The signed-in candidate has applied here (and not withdrawn): the card says so (issue 28.10). */
  applied?: boolean;
}) {
  const { t } = useTranslation('browseJobs');
  const locale = useLocale();
  const format = useListingFormat();
  const titleId = `listing-${listing.id}-title`;
  const duration = listing.durationYears ? Number.parseFloat(listing.durationYears) : null;

  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      className="flex w-full flex-col gap-4 rounded-card border border-border bg-background p-5 shadow-sm outline-offset-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', programColors[listing.programType])}>
          {t(`programTypes.${listing.programType}`)}
        </span>
        {/* The day as the server wrote it may differ from the browser's by its time zone data: kept. */}
        <span className="text-sm text-muted-foreground" suppressHydrationWarning>
          {t('card.posted', { date: format.date(listing.createdAt) })}
        </span>
        {applied ? (
          <span className="ml-auto inline-flex items-center gap-1 rounded-full border border-emerald-300 bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
            <Check className="size-4" aria-hidden="true" />
            {t('card.applied')}
          </span>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-brand-950">
          <Link
            to={localizePath(`/jobs/${listing.id}`, locale)}
            className="underline-offset-4 hover:text-primary hover:underline"
          >
            {listing.title}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
          <Building2 className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{listing.companyName}</span>
          {listing.companyVerified ? <VerifiedBadge label={t('detail.companyVerified')} /> : null}
        </p>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{listing.location}</span>
        </p>
      </div>
      <dl className="grid gap-2 text-sm">
        <Detail icon={<Languages />} label={t('card.germanLevel')}>
          {t('card.germanLevelValue', { level: listing.germanLevelRequired })}
          {candidateLevel ? <LevelMatch have={candidateLevel} need={listing.germanLevelRequired} /> : null}
        </Detail>
        <Detail icon={<CalendarDays />} label={t('card.start')}>
          {listing.startDate ? format.date(listing.startDate) : t('card.startFlexible')}
        </Detail>
        {duration ? (
          <Detail icon={<Clock />} label={t('card.duration')}>
            {t('card.years', { count: duration, formatted: format.number(duration) })}
          </Detail>
        ) : null}
        <Detail icon={<Euro />} label={listing.monthlyAllowance !== null ? t('card.allowance') : t('card.salary')}>
          <Pay listing={listing} />
        </Detail>
      </dl>
      {listing.freeAccommodation || listing.visaSponsorship ? (
        <ul className="mt-auto flex flex-wrap gap-2" aria-label={t('card.benefits')}>
          {listing.freeAccommodation ? (
            <li className="inline-flex items-center gap-1.5 rounded-full border border-emerald-300 bg-emerald-50 px-2.5 py-1 text-sm font-medium text-emerald-900">
              <House className="size-4" aria-hidden="true" />
              {t('card.accommodation')}
            </li>
          ) : null}
          {listing.visaSponsorship ? (
            <li className="inline-flex items-center gap-1.5 rounded-full border border-primary/30 bg-secondary px-2.5 py-1 text-sm font-medium text-secondary-foreground">
              <Stamp className="size-4" aria-hidden="true" />
              {t('card.visa')}
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start gap-x-1">
      <dt className="flex items-center gap-2 font-medium text-muted-foreground">
        <span className="text-primary [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}:
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Pay({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation('browseJobs');
  const format = useListingFormat();
  const { salaryMin, salaryMax, monthlyAllowance } = listing;
  if (monthlyAllowance !== null) return <>{t('card.perMonth', { amount: format.money(monthlyAllowance) })}</>;
  if (salaryMin !== null && salaryMax !== null && salaryMin !== salaryMax) {
    return <>{t('card.perMonth', { amount: `${format.money(salaryMin)} – ${format.money(salaryMax)}` })}</>;
  }
  const single = salaryMin ?? salaryMax;
  if (single !== null) return <>{t('card.perMonth', { amount: format.money(single) })}</>;
  return <>{t('card.payOnRequest')}</>;
}
