import { formatDateTime } from '@azubi/shared/dates/format-date';
import {
  RejectProfileSchema,
  type RejectProfileInput,
  type VerificationItem,
} from '@azubi/shared/moderation/moderation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, ExternalLink, LoaderCircle, X } from 'lucide-react';
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
import { useReviewProfile } from '../api/moderation-api';

/** The country's name in the page's language (the browser knows them all). */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One profile waiting for review: the stated German level beside the certificate the candidate
 * uploaded (opened in a new tab), approve, or reject with a reason the candidate will read.
 */
export function VerificationCard({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('adminVerifications');
  const { t: tProfile } = useTranslation('profileEditor');
  const errorText = useFieldError();
  const text = useSharedMessage();
  const locale = useLocale();
  const review = useReviewProfile();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string>();
  const form = useForm<RejectProfileInput, unknown, RejectProfileInput>({
    resolver: zodResolver(RejectProfileSchema),
    defaultValues: { reason: '' },
  });
  const headingId = `verification-${item.candidateId}`;
  const submitted = item.submittedAt ? formatDateTime(item.submittedAt, locale) : null;
  const certificateLabel = (type: string | null) =>
    type ? tProfile(`language.certificateTypes.${type as 'goethe'}`) : t('none');

  const decide = (decision: 'approve' | 'reject', reason?: string) => {
    setError(undefined);
    review.mutate(
      { candidateId: item.candidateId, decision, reason },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields?.reason) {
            form.setError('reason', { type: SERVER_ERROR_TYPE, message: failure.fields.reason }, { shouldFocus: true });
            return;
          }
          const message =
            failure instanceof ApiError && failure.status !== 0 ? failure.message : (text('moderation.failed') ?? '');
          setError(message);
        },
      },
    );
  };

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
              item.country ? regionName(item.country, locale) : null,
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
              hint={t('reasonHint')}
              error={errorText(form.formState.errors.reason)}
            >
              {(control) => <Textarea {...control} {...form.register('reason')} maxLength={1000} rows={3} />}
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="destructive" disabled={review.isPending}>
                {review.isPending ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <X aria-hidden="true" />
                )}
                {t('confirmReject')}
              </Button>
              <Button variant="outline" onClick={() => setRejecting(false)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => decide('approve')} disabled={review.isPending}>
              {review.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Check aria-hidden="true" />
              )}
              {t('approve')}
              <span className="sr-only">: {item.fullName}</span>
            </Button>
            <Button variant="outline" onClick={() => setRejecting(true)} disabled={review.isPending}>
              <X aria-hidden="true" />
              {t('reject')}
              <span className="sr-only">: {item.fullName}</span>
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
