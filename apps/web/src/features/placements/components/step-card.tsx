import { STEP_STATES, type StepState } from '@azubi/shared/placements/placement-steps';
import type { Placement, PlacementStep, StepUpdateInput } from '@azubi/shared/placements/placements';
import { AlertTriangle, CheckCircle2, ExternalLink } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useUpdateStep } from '../api/update-step';
import { formatCalendarDate, formatInstantDate, ownerLabelKey } from '../placement-view';
import { StepDocuments } from './step-documents';

type Field = 'state' | 'date' | 'dueDate' | 'note';

const STATE_COLORS: Record<StepState, string> = {
  open: 'bg-slate-100 text-slate-900',
  in_progress: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  not_needed: 'bg-slate-200 text-slate-700',
};

/** The API's message for a field when it names one, else the request's message. */
function messageFor(error: unknown, field: Field): string {
  if (error instanceof ApiError) return error.fields?.[field] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * One step of the tracker: what it is and whose it is, its state (a control only for the side
 * that marks it), the date it records, a due date and a note (either side), its help and official
 * source, and its documents. Each field saves on its own; an error shows at the field and keeps
 * what was typed.
 */
export function StepCard({ placement, step }: { placement: Placement; step: PlacementStep }) {
  const { t } = useTranslation('placements');
  const locale = useLocale();
  const id = useId();
  const update = useUpdateStep(placement.id, step.key);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState<Field | null>(null);
  const [moreOpen, setMoreOpen] = useState(
    Boolean(step.dueDate || step.note || step.documents.length > 0 || step.overdue),
  );
  const editable = placement.status === 'active';
  const canMark = editable && step.canChangeState;
  const owner = ownerLabelKey(step.owner, placement.mySide);
  const titleId = `${id}-title`;

  const save = (field: Field, input: StepUpdateInput) => {
    setSaved(null);
    setErrors((current) => ({ ...current, [field]: undefined }));
    update.mutate(input, {
      onSuccess: () => setSaved(field),
      onError: (error) => setErrors((current) => ({ ...current, [field]: messageFor(error, field) })),
    });
  };
  const saving = (field: Field) => update.isPending && update.variables && field in update.variables;

  return (
    <article
      aria-labelledby={titleId}
      data-step={step.key}
      className={cn(
        'grid gap-4 rounded-card border bg-background p-4 shadow-sm sm:p-5',
        step.overdue ? 'border-destructive' : 'border-border',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-start gap-2 text-lg leading-snug font-semibold text-brand-950">
          {step.state === 'done' ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          ) : null}
          <span className="min-w-0 break-words hyphens-auto">{t(`steps.${step.key}.title`)}</span>
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
            <span className="sr-only">{t('owners.label')}: </span>
            {t(`owners.${owner}`)}
          </span>
          {step.overdue ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-900">
              <AlertTriangle className="size-4" aria-hidden="true" />
              {t('step.overdue')}
            </span>
          ) : null}
          {canMark ? null : (
            <span
              className={cn(
                'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold',
                STATE_COLORS[step.state],
              )}
            >
              {t('step.stateReadOnly', { state: t(`states.${step.state}`) })}
            </span>
          )}
        </div>
      </header>

      <details className="rounded-control border border-border px-3 py-2">
        <summary className="flex min-h-9 cursor-pointer items-center font-medium text-primary">
          {t('step.help')}
        </summary>
        <div className="mt-2 grid gap-2">
          <p>{t(`steps.${step.key}.help`)}</p>
          <p className="text-sm text-muted-foreground">
            {t('tracker.info', { date: formatCalendarDate(placement.infoCheckedOn, locale) })}
          </p>
        </div>
      </details>
      <p className="text-sm">
        <a
          href={step.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium break-words text-primary underline underline-offset-4 hover:decoration-2"
        >
          {t('step.source', { source: t(`sources.${step.source}`) })}
          <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t('step.newTab')}</span>
        </a>
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        {canMark ? (
          <FieldBox id={`${id}-state`} label={t('step.state')} error={errors.state} busy={saving('state')}>
            <NativeSelect
              id={`${id}-state`}
              value={step.state}
              disabled={saving('state')}
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? `${id}-state-error` : undefined}
              onChange={(event) => save('state', { state: event.target.value as StepState })}
              options={STEP_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
            />
          </FieldBox>
        ) : editable ? (
          <p className="text-sm text-muted-foreground sm:col-span-2">
            {t('step.otherSide', { owner: t(`owners.${owner}`) })}
          </p>
        ) : null}

        {step.recordsDate ? (
          canMark ? (
            <DateField
              key={`date-${step.date ?? ''}`}
              id={`${id}-date`}
              label={t(`steps.${step.key as 'visa_granted'}.dateLabel`)}
              value={step.date}
              error={errors.date}
              busy={saving('date')}
              onSave={(value) => save('date', { date: value })}
            />
          ) : step.date ? (
            <p>
              <span className="font-medium">{t(`steps.${step.key as 'visa_granted'}.dateLabel`)}: </span>
              {formatCalendarDate(step.date, locale)}
            </p>
          ) : null
        ) : null}

        {!editable && step.dueDate ? (
          <p>{t('step.dueOn', { date: formatCalendarDate(step.dueDate, locale) })}</p>
        ) : null}
      </div>

      {editable ? (
        // Due date, note and documents fold away while empty, so a phone shows the checklist, not a form.
        <details
          open={moreOpen}
          onToggle={(event) => setMoreOpen(event.currentTarget.open)}
          className="rounded-control border border-border px-3 py-2"
        >
          <summary className="flex min-h-9 cursor-pointer items-center font-medium text-primary">
            {t('step.more')}
            {step.documents.length > 0 ? ` (${t('step.documentCount', { count: step.documents.length })})` : ''}
          </summary>
          <div className="mt-3 grid gap-4">
            <div className="sm:max-w-xs">
              <DateField
                key={`due-${step.dueDate ?? ''}`}
                id={`${id}-due`}
                label={t('step.dueDate')}
                value={step.dueDate}
                error={errors.dueDate}
                busy={saving('dueDate')}
                onSave={(value) => save('dueDate', { dueDate: value })}
              />
            </div>
            <NoteField
              key={`note-${step.note ?? ''}`}
              id={`${id}-note`}
              value={step.note}
              error={errors.note}
              busy={saving('note')}
              onSave={(value) => save('note', { note: value })}
            />
            <StepDocuments placement={placement} step={step} canUpload={canMark} />
          </div>
        </details>
      ) : (
        <>
          {step.note ? (
            <div className="grid gap-1">
              <p className="text-sm font-medium text-muted-foreground">{t('step.note')}</p>
              <p className="break-words whitespace-pre-line">{step.note}</p>
            </div>
          ) : null}
          <StepDocuments placement={placement} step={step} canUpload={false} />
        </>
      )}

      <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {saved ? t('step.saved') : ''}
      </p>
      {step.updatedAt && step.updatedBySide ? (
        <p className="text-xs text-muted-foreground">
          {t('step.lastChange', {
            date: formatInstantDate(step.updatedAt, locale),
            side: step.updatedBySide === placement.mySide ? t('sides.you') : t(`sides.${step.updatedBySide}`),
          })}
        </p>
      ) : null}
    </article>
  );
}

function FieldBox({
  id,
  label,
  error,
  busy,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  busy: boolean | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('placements');
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {busy ? <p className="text-sm text-muted-foreground">{t('step.saving')}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A date that saves when the field is left (or Enter), only when it changed; empty clears it. */
function DateField({
  id,
  label,
  value,
  error,
  busy,
  onSave,
}: {
  id: string;
  label: string;
  value: string | null;
  error: string | undefined;
  busy: boolean | undefined;
  onSave: (value: string | null) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const commit = () => {
    if (draft === (value ?? '')) return;
    onSave(draft === '' ? null : draft);
  };
  return (
    <FieldBox id={id} label={label} error={error} busy={busy}>
      <Input
        id={id}
        type="date"
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </FieldBox>
  );
}

function NoteField({
  id,
  value,
  error,
  busy,
  onSave,
}: {
  id: string;
  value: string | null;
  error: string | undefined;
  busy: boolean | undefined;
  onSave: (value: string | null) => void;
}) {
  const { t } = useTranslation('placements');
  const [draft, setDraft] = useState(value ?? '');
  const changed = draft.trim() !== (value ?? '');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('step.note')}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('step.noteHint')}
      </p>
      <Textarea
        id={id}
        rows={2}
        value={draft}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => setDraft(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!changed || busy}
          onClick={() => onSave(draft.trim() === '' ? null : draft)}
        >
          {busy ? t('step.saving') : t('step.saveNote')}
        </Button>
      </div>
    </div>
  );
}
