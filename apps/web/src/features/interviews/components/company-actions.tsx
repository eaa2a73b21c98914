import { localizePath } from '@azubi/shared/i18n/locales';
import { translate } from '../../../i18n/shared-text';
import { INTERVIEW_OUTCOME_MAX } from '@azubi/shared/interviews/interview-options';
import type { Interview } from '@azubi/shared/interviews/interviews';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { useRecordOutcome } from '../api/record-outcome';
import { isLive } from '../interview-state';
import { RescheduleButton } from './reschedule-button';
import { CancelInterviewButton } from './cancel-interview-button';

/**
 * What the company can do: change the time or cancel (with a reason the candidate sees) while the
 * interview still happens; after it, note the outcome for the team and move the application on.
 */
export function CompanyActions({ interview, name }: { interview: Interview; viewerZone: string; name: string }) {
  const { t } = useTranslation('interviews');
  const canChange = isLive(interview) || (interview.status === 'declined' && interview.newTimeRequest !== null);

  if (interview.status === 'completed') return <Outcome interview={interview} />;
  if (!canChange) return null;
  return (
    <div
      className="flex flex-wrap gap-2 border-t border-border pt-4"
      role="group"
      aria-label={t('card.actions', { name })}
    >
      <RescheduleButton interview={interview} name={name} />
      {isLive(interview) ? <CancelInterviewButton interviewId={interview.id} /> : null}
    </div>
  );
}

/** The team's private note after the interview, and the way on to the application. */
function Outcome({ interview }: { interview: Interview }) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const id = useId();
  const save = useRecordOutcome(interview.id);
  const [note, setNote] = useState(interview.outcomeNote ?? '');
  const [error, setError] = useState<string | undefined>();
  const applicationsHref = interview.listing
    ? `${localizePath('/employer/applications', locale)}?listingId=${interview.listing.id}`
    : localizePath('/employer/applications', locale);
  return (
    <form
      noValidate
      className="grid gap-2 border-t border-border pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        save.mutate(
          { note },
          {
            onSuccess: () => toast({ title: translate(locale, 'interviews.outcomeSaved'), variant: 'success' }),
            onError: (failure) => setError(failureText(failure, translate(locale, 'interviews.updateFailed'))),
          },
        );
      }}
    >
      <label htmlFor={`${id}-note`} className="font-semibold text-brand-950">
        {t('outcome.title')}
      </label>
      <FormAlert message={error} />
      <Textarea
        id={`${id}-note`}
        value={note}
        rows={3}
        maxLength={INTERVIEW_OUTCOME_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {t('outcome.save')}
        </Button>
        {interview.applicationId ? (
          <Link to={applicationsHref} className="font-medium text-primary underline underline-offset-4">
            {t('outcome.application')}
          </Link>
        ) : (
          <Link
            to={localizePath(`/candidate/${interview.candidate.id}`, locale)}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t('outcome.candidate')}
          </Link>
        )}
      </div>
    </form>
  );
}
