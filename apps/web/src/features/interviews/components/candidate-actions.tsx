import { translate } from '../../../i18n/shared-text';
import { formatInterviewTime, timeZoneCity } from '@azubi/shared/interviews/interview-time';
import type { Interview } from '@azubi/shared/interviews/interviews';
import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LazyDialogTrigger } from '../../../components/lazy-dialog-trigger';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { failureText, showFailureToast } from '../../../components/failure-toast';
import { useRespondInterview } from '../api/respond-interview';
import { awaitsAnswer, awaitsBooking } from '../interview-state';
import { CancelInterviewButton } from './cancel-interview-button';
import { preloadable } from '../../../lib/preloadable';

// The answers that ask for a text (another time, a decline's reason) load their form and the
// shared schema when their button is reached, not with the interviews (issue 35).
const NewTimeDialog = preloadable(() => import('./respond-text-dialogs').then((module) => module.NewTimeDialog));
const DeclineDialog = preloadable(() => import('./respond-text-dialogs').then((module) => module.DeclineDialog));
const loadTextDialogs = () => Promise.all([NewTimeDialog.preload(), DeclineDialog.preload()]);

/**
 * What the candidate can do: book one of the offered times or accept the one time, decline (a
 * reason is optional), ask for another time (saying which suit), or cancel an accepted interview
 * (with a reason the company sees).
 */
export function CandidateActions({
  interview,
  viewerZone,
  name,
}: {
  interview: Interview;
  viewerZone: string;
  name: string;
}) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const respond = useRespondInterview(interview.id);
  const failed = translate(locale, 'interviews.updateFailed');

  const sendText = async (input: Parameters<typeof respond.mutateAsync>[0], done: string, fallback = failed) => {
    try {
      await respond.mutateAsync(input);
      toast({ title: translate(locale, done), variant: 'success' });
    } catch (error) {
      throw new Error(failureText(error, fallback), { cause: error });
    }
  };

  const pending = awaitsAnswer(interview);
  if (!pending && interview.status !== 'accepted') return null;
  // Booked from several offered times: the others can still be chosen while they are free (issue 28.7).
  const canMove =
    interview.status === 'accepted' &&
    interview.startsAt !== null &&
    interview.slots.some((slot) => slot.startsAt !== interview.startsAt && slot.available);

  return (
    <div className="grid gap-3 border-t border-border pt-4">
      {awaitsBooking(interview) ? <BookSlot interview={interview} viewerZone={viewerZone} /> : null}
      {canMove ? <MoveToOfferedTime interview={interview} viewerZone={viewerZone} /> : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('card.actions', { name })}>
        {pending && interview.startsAt ? (
          <Button
            disabled={respond.isPending}
            onClick={() =>
              respond.mutate(
                { response: 'accept' },
                {
                  onSuccess: () => toast({ title: translate(locale, 'interviews.accepted'), variant: 'success' }),
                  onError: (error) => showFailureToast(error, failed),
                },
              )
            }
          >
            {respond.isPending && respond.variables.response === 'accept' ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )}
            {t('respond.accept')}
          </Button>
        ) : null}
        {pending || interview.status === 'accepted' ? (
          <LazyDialogTrigger
            preload={loadTextDialogs}
            trigger={<Button variant="outline">{t('respond.newTime')}</Button>}
          >
            {(state) => (
              <NewTimeDialog.Component
                {...state}
                onSubmit={(note) => sendText({ response: 'request_new_time', note }, 'interviews.newTimeRequested')}
              />
            )}
          </LazyDialogTrigger>
        ) : null}
        {pending ? (
          <LazyDialogTrigger
            preload={loadTextDialogs}
            trigger={<Button variant="outline">{t('respond.decline')}</Button>}
          >
            {(state) => (
              <DeclineDialog.Component
                {...state}
                onSubmit={(reason) =>
                  sendText({ response: 'decline', reason: reason.trim() ? reason : undefined }, 'interviews.declined')
                }
              />
            )}
          </LazyDialogTrigger>
        ) : null}
        {interview.status === 'accepted' ? <CancelInterviewButton interviewId={interview.id} /> : null}
      </div>
      {pending && interview.startsAt ? (
        <p className="text-sm text-muted-foreground">{t('respond.acceptHint')}</p>
      ) : null}
    </div>
  );
}

/** Once booked: "Choose another offered time" opens the other offered times to move to. */
function MoveToOfferedTime({ interview, viewerZone }: { interview: Interview; viewerZone: string }) {
  const { t } = useTranslation('interviews');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        {t('respond.otherTime')}
      </Button>
    );
  return <BookSlot interview={interview} viewerZone={viewerZone} moving onDone={() => setOpen(false)} />;
}

/**
 * The offered times in the candidate's zone as a choice; taken ones cannot be chosen. `moving`:
 * booked already, the booked time is shown as such and another is chosen.
 */
function BookSlot({
  interview,
  viewerZone,
  moving = false,
  onDone,
}: {
  interview: Interview;
  viewerZone: string;
  moving?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const id = useId();
  const respond = useRespondInterview(interview.id);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const companyZone = interview.timezone;

  const book = () => {
    if (!slotId) {
      setError(translate(locale, 'interviews.slotRequired'));
      return;
    }
    setError(undefined);
    respond.mutate(
      { response: 'accept', slotId },
      {
        onSuccess: () => {
          toast({ title: translate(locale, 'interviews.booked'), variant: 'success' });
          onDone?.();
        },
        onError: (failure) => setError(failureText(failure, translate(locale, 'interviews.updateFailed'))),
      },
    );
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="font-semibold text-brand-950">
        {moving ? t('respond.otherTimeTitle') : t('respond.chooseTime')}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('respond.chooseTimeHint', { zone: timeZoneCity(viewerZone) })}
      </p>
      <div className="grid gap-2">
        {interview.slots.map((slot) => (
          <label
            key={slot.id}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-control border border-input px-3 py-2.5 has-checked:border-primary has-checked:bg-secondary has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={`${id}-slot`}
              value={slot.id}
              disabled={!slot.available || (moving && slot.startsAt === interview.startsAt)}
              checked={slotId === slot.id}
              onChange={() => setSlotId(slot.id)}
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">
                {formatInterviewTime(slot.startsAt, viewerZone, locale)}
                {moving && slot.startsAt === interview.startsAt
                  ? ` – ${t('respond.currentTime')}`
                  : slot.available
                    ? null
                    : ` – ${t('card.notFree')}`}
              </span>
              {companyZone === viewerZone ? null : (
                <span className="text-sm break-words text-muted-foreground">
                  {t('card.companyTime')}: {formatInterviewTime(slot.startsAt, companyZone, locale)}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <Button className="justify-self-start" disabled={respond.isPending} onClick={book}>
        {respond.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Check aria-hidden="true" />
        )}
        {moving ? t('respond.move') : t('respond.book')}
      </Button>
    </fieldset>
  );
}
