import type { CompanyVerificationItem } from '@azubi/shared/companies/company-profile';
import { formatDateTime } from '@azubi/shared/dates/format-date';
import { RejectProfileSchema, type RejectProfileInput } from '@azubi/shared/moderation/moderation';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, ExternalLink, FileText, LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../auth/components/form-alert';
import { FormField } from '../../auth/components/form-field';
import { SERVER_ERROR_TYPE } from '../../auth/server-errors';
import { useFieldError } from '../../profile/hooks/use-field-error';
import { useSharedMessage } from '../../profile/hooks/use-shared-message';
import { useDecideCompany } from '../api/moderation-api';

/**
 * One company waiting for a moderator: its details and website beside the documents it uploaded
 * (opened in a new tab), its admins' e-mail addresses; verify, or reject with a reason its admins read.
 */
export function CompanyVerificationCard({ item }: { item: CompanyVerificationItem }) {
  const { t } = useTranslation('adminVerifications');
  const errorText = useFieldError();
  const text = useSharedMessage();
  const locale = useLocale();
  const decideCompany = useDecideCompany();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string>();
  const form = useForm<RejectProfileInput, unknown, RejectProfileInput>({
    resolver: zodResolver(RejectProfileSchema),
    defaultValues: { reason: '' },
  });
  const headingId = `company-${item.companyId}`;
  const requested = item.requestedAt ? formatDateTime(item.requestedAt, locale) : null;

  const decide = (decision: 'verify' | 'reject', reason?: string) => {
    setError(undefined);
    decideCompany.mutate(
      { companyId: item.companyId, decision, reason },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields?.reason) {
            form.setError('reason', { type: SERVER_ERROR_TYPE, message: failure.fields.reason }, { shouldFocus: true });
            return;
          }
          setError(
            failure instanceof ApiError && failure.status !== 0 ? failure.message : (text('moderation.failed') ?? ''),
          );
        },
      },
    );
  };

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
        <FormAlert message={error} />
        {rejecting ? (
          <form
            noValidate
            className="grid gap-3"
            onSubmit={form.handleSubmit((values) => decide('reject', values.reason))}
          >
            <FormField
              id={`${headingId}-reason`}
              label={t('reason')}
              hint={t('companies.reasonHint')}
              error={errorText(form.formState.errors.reason)}
            >
              {(control) => <Textarea {...control} {...form.register('reason')} maxLength={1000} rows={3} />}
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="destructive" disabled={decideCompany.isPending}>
                {decideCompany.isPending ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <X aria-hidden="true" />
                )}
                {t('companies.confirmReject')}
              </Button>
              <Button variant="outline" onClick={() => setRejecting(false)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => decide('verify')} disabled={decideCompany.isPending}>
              {decideCompany.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <BadgeCheck aria-hidden="true" />
              )}
              {t('companies.verify')}
              <span className="sr-only">: {item.name}</span>
            </Button>
            <Button variant="outline" onClick={() => setRejecting(true)} disabled={decideCompany.isPending}>
              <X aria-hidden="true" />
              {t('reject')}
              <span className="sr-only">: {item.name}</span>
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
