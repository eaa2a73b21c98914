import type { CandidateCard as Card } from '@azubi/shared/candidates/candidate-search';
import { localizePath } from '@azubi/shared/i18n/locales';
import { CalendarDays, Languages, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { useListingFormat } from '../../../hooks/use-listing-format';
import { useCandidateLabels } from '../hooks/use-candidate-labels';
import { CandidateAvatar } from './candidate-avatar';
import { CertificateVerifiedBadge } from './verified-badge';

/**
 * A candidate in search results and the saved list: what an employer judges first (languages,
 * certificates, interests, skills, availability), under the name "Candidate 4F2A" until the
 * candidate is revealed. `actions` holds the buttons (save, notes).
 */
export function CandidateCard({
  candidate,
  from,
  actions,
  footer,
}: {
  candidate: Card;
  /** Where the candidate's page leads back to. */
  from: 'search' | 'saved';
  actions?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('candidates');
  const labels = useCandidateLabels();
  const locale = useLocale();
  const format = useListingFormat();
  const titleId = `candidate-${candidate.id}`;
  const name = candidate.fullName ?? labels.code(candidate.code);
  const interests = [...candidate.ausbildungFields.map(labels.field), ...candidate.fsjSectors.map(labels.sector)];
  const facts = [
    candidate.willingToRelocate && t('facts.relocate'),
    candidate.driversLicense && t('facts.driversLicense'),
    // Not answered reads as not stated, never as "no visa needed" (issue 28.5).
    t(`facts.visa.${candidate.visaStatus ?? 'unknown'}`),
  ].filter(Boolean) as string[];

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-card border border-border bg-background p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-3">
        <CandidateAvatar photoUrl={candidate.photoUrl} />
        <div className="grid min-w-0 grow basis-48 gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-brand-950">
            <Link
              to={`${localizePath(`/candidate/${candidate.id}`, locale)}?from=${from}`}
              className="underline-offset-4 hover:text-primary hover:underline"
            >
              {name}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {candidate.ageBand ? <span>{labels.ageBand(candidate.ageBand)}</span> : null}
            {candidate.location || candidate.country ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {[candidate.location, labels.country(candidate.country)].filter(Boolean).join(', ')}
              </span>
            ) : null}
            {candidate.availableFrom ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden="true" />
                {t('availableFrom', { date: format.date(candidate.availableFrom) })}
              </span>
            ) : null}
          </p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Languages className="size-4 text-primary" aria-hidden="true" />
        <span className="font-medium">
          {candidate.germanLevel ? labels.level(candidate.germanLevel) : t('levelUnknown')}
        </span>
        {candidate.certificateType && candidate.certificateType !== 'none' ? (
          <span className="text-muted-foreground">{labels.certificate(candidate.certificateType)}</span>
        ) : null}
        {candidate.certificateVerified ? <CertificateVerifiedBadge /> : null}
      </p>
      {candidate.programInterests.length || interests.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('interestsLabel')}>
          {candidate.programInterests.map((program) => (
            <li key={program} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-900">
              {labels.program(program)}
            </li>
          ))}
          {interests.map((interest) => (
            <li key={interest} className="rounded-full bg-muted px-2.5 py-0.5 text-sm">
              {interest}
            </li>
          ))}
        </ul>
      ) : null}
      {candidate.skills.length ? (
        <p className="text-sm break-words">
          <span className="font-medium">{t('skills')}: </span>
          {candidate.skills.join(', ')}
        </p>
      ) : null}
      {candidate.bio ? <p className="text-sm break-words text-muted-foreground">{candidate.bio}</p> : null}
      <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>
      {footer}
    </article>
  );
}
