import { formatDateTime } from '@azubi/shared/dates/format-date';
import type { VerificationItem } from '@azubi/shared/moderation/moderation';
import { Check, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { countryName } from '../../../lib/countries';
import { useReviewProfile } from '../api/moderation-api';
import { DecisionPanel } from './decision-panel';

/**
 * One profile waiting for review: the stated German level beside the certificate the candidate
 * uploaded (opened in a new tab), approve, or reject with a reason the candidate will read.
 */
export function VerificationCard({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('adminVerifications');
  const { t: tProfile } = useTranslation('profileEditor');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const review = useReviewProfile();
  const headingId = `verification-${item.candidateId}`;
  const submitted = item.submittedAt ? formatDateTime(item.submittedAt, locale, { timeZone }) : null;
  const certificateLabel = (type: string | null) =>
    type ? tProfile(`language.certificateTypes.${type as 'goethe'}`) : t('none');

  return (
    <li>
      <Card role="region" aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-brand-950 [overflow-wrap:anywhere]">
            {item.fullName}
          </h3>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {[
              item.email,
              item.country ? countryName(item.country, locale) : null,
              submitted && t('submitted', { date: submitted }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <dl className="grid content-start gap-2 rounded-control bg-muted p-3 text-sm">
            <dt className="font-medium text-muted-foreground">{t('statedLevel')}</dt>
            <dd className="text-lg font-semibold">{item.germanLevel ?? t('none')}</dd>
            <dt className="font-medium text-muted-foreground">{t('statedType')}</dt>
            <dd>{certificateLabel(item.certificateType)}</dd>
            <dt className="font-medium text-muted-foreground">{t('programs')}</dt>
            <dd>
              {item.programInterests.length > 0
                ? item.programInterests.map((p) => tProfile(`interests.programTypes.${p as 'fsj'}`)).join(', ')
                : t('none')}
            </dd>
          </dl>
          <div className="grid content-start gap-2 rounded-control border border-border p-3 text-sm">
            <p className="font-medium text-muted-foreground">{t('certificate')}</p>
            {item.certificate ? (
              <>
                <p>
                  {t('certificateClaims', {
                    type: certificateLabel(item.certificate.certificateType),
                    level: item.certificate.level ?? t('none'),
                  })}
                </p>
                {item.certificate.mimeType.startsWith('image/') ? (
                  <img
                    src={item.certificate.url}
                    alt={t('certificateImage', { name: item.fullName })}
                    className="max-h-64 w-full rounded border border-border object-contain"
                  />
                ) : null}
                <Button variant="outline" size="sm" asChild className="justify-self-start">
                  <a href={item.certificate.url} target="_blank" rel="noopener">
                    <ExternalLink aria-hidden="true" />
                    {t('openCertificate')}
                    <span className="sr-only">
                      {' '}
                      {item.certificate.name} ({t('newTab')})
                    </span>
                  </a>
                </Button>
              </>
            ) : (
              <p>{t('noCertificate')}</p>
            )}
          </div>
        </div>
        <DecisionPanel
          idPrefix={headingId}
          subject={item.fullName}
          pending={review.isPending}
          approveIcon={<Check aria-hidden="true" />}
          approveLabel={t('approve')}
          confirmRejectLabel={t('confirmReject')}
          reasonHint={t('reasonHint')}
          submit={(decision, reason) => review.mutateAsync({ candidateId: item.candidateId, decision, reason })}
        />
      </Card>
    </li>
  );
}
