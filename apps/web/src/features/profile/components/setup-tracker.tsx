import type { ProfileProgress } from '@azubi/shared/profile/profile';
import { localizePath } from '@azubi/shared/i18n/locales';
import { ArrowRight, CircleCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useLocale } from '../../../i18n/use-locale';
import { useProfileProgress } from '../api/profile-api';

/** `personal.fullName` → the editor's field `/my-profile#personal-fullName`. */
export function fieldHref(field: string, locale: 'en' | 'de'): string {
  return `${localizePath('/my-profile', locale)}#${field.replace('.', '-')}`;
}

/**
 * The candidate's setup tracker (spec §2, §4): e-mail verification, profile completion with what is
 * still missing (each a link to its field), admin approval with the moderator's reason.
 */
export function SetupTracker() {
  const { t } = useTranslation('profileEditor');
  const progress = useProfileProgress();
  if (progress.isPending) return <LoadingSpinner size="md" text={t('tracker.loading')} className="py-8" />;
  if (progress.isError)
    return (
      <Card role="alert" className="grid gap-3">
        <p className="font-medium text-destructive">{progress.error.message}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => void progress.refetch()}>
          {t('tracker.retry')}
        </Button>
      </Card>
    );
  return <SetupTrackerView progress={progress.data} />;
}

export function SetupTrackerView({ progress }: { progress: ProfileProgress }) {
  const { t } = useTranslation('profileEditor');
  const locale = useLocale();
  const done = progress.steps.filter((step) => step.done).length;
  const { completion, approval } = progress;

  return (
    <Card role="region" aria-labelledby="setup-tracker-title" className="grid gap-5 p-4 sm:p-6">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="setup-tracker-title" className="text-xl font-semibold text-brand-950">
            {t('tracker.title')}
          </h2>
          <p className="text-sm font-medium text-muted-foreground">
            {t('tracker.stepsDone', { done, total: progress.steps.length })}
          </p>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={t('tracker.title')}
          aria-valuemin={0}
          aria-valuemax={progress.steps.length}
          aria-valuenow={done}
        >
          <div className="h-full bg-success" style={{ width: `${(done / progress.steps.length) * 100}%` }} />
        </div>
      </div>

      <ol className="grid gap-4">
        <Step done={progress.emailVerified} title={t('tracker.email.title')}>
          {progress.emailVerified ? t('tracker.email.done') : t('tracker.email.todo')}
        </Step>

        <Step done={completion.complete} title={t('tracker.completion.title')}>
          <div className="grid gap-2">
            <span>
              {completion.complete
                ? t('tracker.completion.done')
                : t('tracker.completion.percent', { percent: completion.percent })}
            </span>
            {completion.missing.length > 0 ? (
              <div className="grid gap-1">
                <span className="font-medium text-foreground">{t('tracker.completion.missing')}</span>
                <ul className="grid gap-1">
                  {completion.missing.map((field) => (
                    <li key={field}>
                      <Link
                        to={fieldHref(field, locale)}
                        className="inline-flex min-h-8 items-center gap-1 text-primary underline underline-offset-4 hover:decoration-2"
                      >
                        {t(`fields.${field}`)}
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {completion.recommended.length > 0 ? (
              <div className="grid gap-1">
                <span className="font-medium text-foreground">{t('tracker.completion.recommended')}</span>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {completion.recommended.map((field) => (
                    <li key={field}>
                      <Link
                        to={fieldHref(field, locale)}
                        className="inline-flex min-h-8 items-center text-primary underline underline-offset-4 hover:decoration-2"
                      >
                        {t(`fields.${field}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </Step>

        <Step
          done={approval.status === 'approved'}
          failed={approval.status === 'rejected'}
          waiting={approval.status === 'pending'}
          title={t('tracker.approval.title')}
        >
          <div className="grid gap-1">
            <span>{t(`tracker.approval.${approval.status}`)}</span>
            {approval.status === 'rejected' && approval.rejectionReason ? (
              <span className="rounded-control border border-destructive/40 bg-destructive/5 px-3 py-2 text-foreground">
                <span className="font-medium">{t('tracker.approval.reason')}</span> {approval.rejectionReason}
              </span>
            ) : null}
          </div>
        </Step>
      </ol>
      <Button asChild variant={completion.complete ? 'outline' : 'primary'} className="justify-self-start">
        <Link to={localizePath('/my-profile', locale)}>{t('tracker.edit')}</Link>
      </Button>
    </Card>
  );
}

function Step({
  done,
  failed = false,
  waiting = false,
  title,
  children,
}: {
  done: boolean;
  failed?: boolean;
  waiting?: boolean;
  title: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('profileEditor');
  const Icon = done ? CircleCheck : failed ? CircleX : waiting ? Clock : CircleDashed;
  const color = done
    ? 'text-success'
    : failed
      ? 'text-destructive'
      : waiting
        ? 'text-amber-700'
        : 'text-muted-foreground';
  const state = done
    ? t('tracker.state.done')
    : failed
      ? t('tracker.state.failed')
      : waiting
        ? t('tracker.state.waiting')
        : t('tracker.state.open');
  return (
    <li className="flex gap-3">
      <Icon className={`mt-0.5 size-6 shrink-0 ${color}`} aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold text-brand-950">
          {title} <span className="sr-only">({state})</span>
        </p>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}
