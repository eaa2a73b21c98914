import type { CompanyVerificationItem } from '@azubi/shared/companies/company-profile';
import { formatDateTime } from '@azubi/shared/dates/format-date';
import { BadgeCheck, ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { useDecideCompany } from '../api/moderation-api';
import { DecisionPanel } from './decision-panel';

/**
 * One company waiting for a moderator: its details and website beside the documents it uploaded
 * (opened in a new tab), its admins' e-mail addresses; verify, or reject with a reason its admins read.
 */
export function CompanyVerificationCard({ item }: { item: CompanyVerificationItem }) {
  const { t } = useTranslation('adminVerifications');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const decideCompany = useDecideCompany();
  const headingId = `company-${item.companyId}`;
  const requested = item.requestedAt ? formatDateTime(item.requestedAt, locale, { timeZone }) : null;

  return (
    <li>
      <Card role="region" aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-brand-950 [overflow-wrap:anywhere]">
            {item.name}
          </h3>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {[item.industry, item.location, requested && t('companies.requested', { date: requested })]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <dl className="grid content-start gap-2 rounded-control bg-muted p-3 text-sm">
            <dt className="font-medium text-muted-foreground">{t('companies.website')}</dt>
            <dd className="[overflow-wrap:anywhere]">
              {item.website ? (
                <a
                  href={item.website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-primary underline"
                >
                  {item.website}
                  <span className="sr-only"> ({t('newTab')})</span>
                </a>
              ) : (
                t('none')
              )}
            </dd>
            <dt className="font-medium text-muted-foreground">{t('companies.admins')}</dt>
            <dd>
              <ul className="grid gap-1">
                {item.admins.map((admin) => (
                  <li key={admin.email} className="[overflow-wrap:anywhere]">
                    {admin.name} · {admin.email}
                    {admin.emailVerified
                      ? ` (${t('companies.emailVerified')})`
                      : ` (${t('companies.emailUnverified')})`}
                  </li>
                ))}
              </ul>
            </dd>
            {item.about ? (
              <>
                <dt className="font-medium text-muted-foreground">{t('companies.about')}</dt>
                <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{item.about}</dd>
              </>
            ) : null}
          </dl>
          <div className="grid content-start gap-2 rounded-control border border-border p-3 text-sm">
            <p className="font-medium text-muted-foreground">{t('companies.documents')}</p>
            {item.documents.length === 0 ? (
              <p>{t('companies.noDocuments')}</p>
            ) : (
              <ul className="grid gap-3">
                {item.documents.map((document) => (
                  <li key={document.id} className="grid gap-2">
                    {document.mimeType.startsWith('image/') ? (
                      <img
                        src={document.url}
                        alt={t('companies.documentImage', { name: document.name })}
                        className="max-h-64 w-full rounded border border-border object-contain"
                      />
                    ) : null}
                    <Button
                      variant="outline"
                      size="sm"
                      asChild
                      className="h-auto min-h-9 max-w-full justify-self-start py-1.5 text-left whitespace-normal"
                    >
                      <a href={document.url} target="_blank" rel="noopener">
                        {document.mimeType === 'application/pdf' ? (
                          <FileText aria-hidden="true" />
                        ) : (
                          <ExternalLink aria-hidden="true" />
                        )}
                        <span className="[overflow-wrap:anywhere]">{document.name}</span>
                        <span className="sr-only"> ({t('newTab')})</span>
                      </a>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <DecisionPanel
          idPrefix={headingId}
          subject={item.name}
          pending={decideCompany.isPending}
          approveIcon={<BadgeCheck aria-hidden="true" />}
          approveLabel={t('companies.verify')}
          confirmRejectLabel={t('companies.confirmReject')}
          reasonHint={t('companies.reasonHint')}
          submit={(decision, reason) =>
            decideCompany.mutateAsync({
              companyId: item.companyId,
              decision: decision === 'approve' ? 'verify' : 'reject',
              reason,
            })
          }
        />
      </Card>
    </li>
  );
}
