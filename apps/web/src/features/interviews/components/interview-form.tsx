import { localizePath } from '@azubi/shared/i18n/locales';
import { translate } from '../../../i18n/shared-text';
import { localDateTimeToUtc, timeZoneCity, timeZoneOffsetLabel } from '@azubi/shared/interviews/interview-time';
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_MESSAGE_MAX,
  INTERVIEW_SLOTS_MAX,
  VIDEO_PLATFORMS,
  type VideoPlatform,
} from '@azubi/shared/interviews/interview-options';
import type { LocalTime } from '@azubi/shared/interviews/interviews';
import { toNestErrors } from '@hookform/resolvers';
import { LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/form-error-text';
import { FormField } from '../../../components/form-field';
import { SERVER_ERROR_TYPE } from '../../../lib/server-errors';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { CandidateLocalTime } from './candidate-local-time';

/** What the schedule and reschedule forms hold; each turns it into its shared schema's input. */
export interface InterviewFormValues {
  slots: LocalTime[];
  durationMinutes: string;
  platform: VideoPlatform;
  videoLink: string;
  message: string;
  interviewerId: string;
}

/** A shared schema's check of the form's values: its issues' paths in the form's terms. */
export type InterviewFormCheck = (values: InterviewFormValues) => {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};

export interface InterviewFormProps {
  defaultValues: InterviewFormValues;
  employerZone: string;
  candidateZone: string;
  /** The team's members (schedule only): who holds the interview. */
  interviewers?: readonly { id: string; name: string }[];
  /** Schedule only: offer several times for the candidate to pick one. */
  allowSeveral?: boolean;
  check: InterviewFormCheck;
  /** Where an issue's path of the schema lands on the form (`time` → `slots.0.time`). */
  mapPath?: (path: string) => string;
  submitLabel: string;
  /** The shared message key said when the request fails without a message of its own. */
  failedKey: 'interviews.scheduleFailed' | 'interviews.rescheduleFailed';
  onSubmit: (values: InterviewFormValues) => Promise<unknown>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The indexes of the times that are not in the future in `zone`. */
function pastSlots(slots: readonly LocalTime[], zone: string): number[] {
  const now = Date.now();
  return slots.flatMap((slot, index) => {
    const instant = localDateTimeToUtc(slot, zone);
    return instant && instant.getTime() <= now ? [index] : [];
  });
}

/**
 * The meeting's time(s), duration, platform, link and message, entered in the employer's zone
 * with the candidate's local time beside each time. Checked with the shared schema (through
 * `check`), a time in the past refused here too; a refused request keeps everything typed and
 * shows the server's message (with the way to a plan when the trial or plan ended).
 */
export function InterviewForm({
  defaultValues,
  employerZone,
  candidateZone,
  interviewers,
  allowSeveral = false,
  check,
  mapPath = (path) => path,
  submitLabel,
  failedKey,
  onSubmit,
}: InterviewFormProps) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const tShared = useSharedMessage();
  const id = useId();
  const [several, setSeveral] = useState(defaultValues.slots.length > 1);
  const [planEnded, setPlanEnded] = useState(false);

  const resolver: Resolver<InterviewFormValues> = (values, _context, options) => {
    const result = check(values);
    if (result.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error?.issues ?? []) {
      const path = mapPath(issue.path.map(String).join('.'));
      flat[path] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InterviewFormValues>({ resolver, defaultValues });
  const slots = useFieldArray({ control, name: 'slots' });
  const values = useWatch({ control, name: 'slots' });
  const platform = useWatch({ control, name: 'platform' });

  const chooseMode = (next: boolean) => {
    setSeveral(next);
    if (next && slots.fields.length < 2) slots.append({ date: values[0]?.date ?? '', time: '' });
    if (!next && slots.fields.length > 1) slots.replace([values[0] ?? { date: '', time: '' }]);
  };

  const submit = handleSubmit(async (form) => {
    // The server refuses a past time too; saying it here saves a round trip on a slow network.
    const past = pastSlots(form.slots, employerZone);
    past.forEach((index, position) =>
      setError(`slots.${index}.time`, { message: 'interviews.timeInPast' }, { shouldFocus: position === 0 }),
    );
    if (past.length > 0) return;
    setPlanEnded(false);
    try {
      await onSubmit(form);
    } catch (error) {
      const planMessage = translate(locale, 'interviews.planRequired');
      if (error instanceof ApiError && error.message === planMessage) setPlanEnded(true);
      if (error instanceof ApiError && error.fields) {
        let first = true;
        for (const [path, message] of Object.entries(error.fields)) {
          setError(
            mapPath(path) as Path<InterviewFormValues>,
            { type: SERVER_ERROR_TYPE, message },
            { shouldFocus: first },
          );
          first = false;
        }
      }
      setError('root.server', { message: failureText(error, translate(locale, failedKey)) });
    }
  });

  const zoneLabel = (instantDate: string) =>
    `${timeZoneCity(employerZone)}, ${timeZoneOffsetLabel(instantDate ? `${instantDate}T12:00:00Z` : new Date(), employerZone)}`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      {planEnded ? (
        <Link
          to={localizePath('/subscription', locale)}
          className="justify-self-start font-semibold text-primary underline underline-offset-4"
        >
          {t('schedule.planLink')}
        </Link>
      ) : null}

      {allowSeveral ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium">{t('schedule.mode')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {[
              { value: false, label: t('schedule.modeOne'), hint: t('schedule.modeOneHint') },
              {
                value: true,
                label: t('schedule.modeSeveral'),
                hint: t('schedule.modeSeveralHint', { max: INTERVIEW_SLOTS_MAX }),
              },
            ].map((choice) => (
              <label
                key={String(choice.value)}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-input px-3 py-2.5 has-checked:border-primary has-checked:bg-secondary"
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={several === choice.value}
                  onChange={() => chooseMode(choice.value)}
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-semibold">{choice.label}</span>
                  <span className="text-sm text-muted-foreground">{choice.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <p className="text-sm text-muted-foreground">
        {t('schedule.zoneNote', { zone: timeZoneCity(employerZone), candidateZone: timeZoneCity(candidateZone) })}
      </p>

      {slots.fields.map((field, index) => {
        const slotErrors = errors.slots?.[index];
        const value = values[index] ?? { date: '', time: '' };
        const fieldset = (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              id={`${id}-slot-${index}-date`}
              label={t('schedule.date')}
              error={fieldErrorText(slotErrors?.date, tShared)}
            >
              {(controlProps) => (
                <Input {...controlProps} {...register(`slots.${index}.date`)} type="date" min={today()} />
              )}
            </FormField>
            <FormField
              id={`${id}-slot-${index}-time`}
              label={t('schedule.time', { zone: zoneLabel(value.date) })}
              error={fieldErrorText(slotErrors?.time, tShared)}
            >
              {(controlProps) => (
                <Input
                  {...controlProps}
                  {...register(`slots.${index}.time`)}
                  type="time"
                  step={300}
                  aria-describedby={[controlProps['aria-describedby'], `${id}-slot-${index}-local`]
                    .filter(Boolean)
                    .join(' ')}
                />
              )}
            </FormField>
            <div className="sm:col-span-2">
              <CandidateLocalTime
                id={`${id}-slot-${index}-local`}
                date={value.date}
                time={value.time}
                employerZone={employerZone}
                candidateZone={candidateZone}
              />
            </div>
          </div>
        );
        return several ? (
          <fieldset key={field.id} className="grid gap-3 rounded-control border border-border p-3">
            <legend className="px-1 font-medium">{t('schedule.slotLegend', { number: index + 1 })}</legend>
            {fieldset}
            {slots.fields.length > 2 ? (
              <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => slots.remove(index)}>
                <Trash2 aria-hidden="true" />
                {t('schedule.removeSlot', { number: index + 1 })}
              </Button>
            ) : null}
          </fieldset>
        ) : (
          <div key={field.id}>{fieldset}</div>
        );
      })}
      {several && slots.fields.length < INTERVIEW_SLOTS_MAX ? (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => slots.append({ date: values.at(-1)?.date ?? '', time: '' })}
        >
          <Plus aria-hidden="true" />
          {t('schedule.addSlot')}
        </Button>
      ) : null}
      {errors.slots?.root?.message || errors.slots?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {tShared(errors.slots.root?.message ?? errors.slots.message)}
        </p>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-duration`}
          label={t('schedule.duration')}
          error={fieldErrorText(errors.durationMinutes, tShared)}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('durationMinutes')}
              type="number"
              inputMode="numeric"
              min={INTERVIEW_DURATION_MIN}
              max={INTERVIEW_DURATION_MAX}
              step={5}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-platform`}
          label={t('schedule.platform')}
          error={fieldErrorText(errors.platform, tShared)}
        >
          {(controlProps) => (
            <NativeSelect
              {...controlProps}
              {...register('platform')}
              options={VIDEO_PLATFORMS.map((value) => ({ value, label: t(`platforms.${value}`) }))}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-link`}
        label={t('schedule.link')}
        hint={t('schedule.linkHint')}
        error={fieldErrorText(errors.videoLink, tShared)}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('videoLink')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={PLACEHOLDERS[platform]}
          />
        )}
      </FormField>
      {interviewers && interviewers.length > 0 ? (
        <FormField
          id={`${id}-interviewer`}
          label={t('schedule.interviewer')}
          error={fieldErrorText(errors.interviewerId, tShared)}
        >
          {(controlProps) => (
            <NativeSelect
              {...controlProps}
              {...register('interviewerId')}
              options={interviewers.map((person) => ({ value: person.id, label: person.name }))}
            />
          )}
        </FormField>
      ) : null}
      <FormField id={`${id}-message`} label={t('schedule.message')} error={fieldErrorText(errors.message, tShared)}>
        {(controlProps) => (
          <Textarea {...controlProps} {...register('message')} rows={3} maxLength={INTERVIEW_MESSAGE_MAX} />
        )}
      </FormField>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

const PLACEHOLDERS: Record<VideoPlatform, string> = {
  google_meet: 'https://meet.google.com/abc-defg-hij',
  zoom: 'https://zoom.us/j/123456789',
  microsoft_teams: 'https://teams.microsoft.com/l/meetup-join/…',
  webex: 'https://meet.webex.com/…',
  custom: 'https://…',
};
