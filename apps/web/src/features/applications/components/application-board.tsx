import type {
  ApplicationStatus,
  EmployerApplication,
  EmployerSettableStatus,
} from '@azubi/shared/applications/applications';
import { localizePath } from '@azubi/shared/i18n/locales';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Clock, GripVertical, Lock } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { failureText } from '../../../components/failure-toast';
import { useListingFormat } from '../../../hooks/use-listing-format';
import { useChangeApplicationStatus } from '../api/change-application-status';
import { BOARD_COLUMNS, columnsOf, dropOutcome, isBoardColumn, type BoardColumn } from '../board';
import { columnKeyboardCoordinates } from '../column-keyboard-coordinates';
import { ConfirmStatusMove, type PlacementClose } from './confirm-status-move';

/**
 * The application pipeline as a board: a column per status, cards moved by dragging or by the
 * keyboard (Space or Enter picks a card up, the arrow keys move it a column at a time, Space or
 * Enter drops it, Escape cancels). A move goes to the same endpoint as the list's buttons; the
 * card stands in its new column while the server decides and goes back, with the server's
 * message, when it refuses. Every step is announced to screen readers.
 *
 * `cardActions` puts buttons of other features (Message) on each card; only the handle starts a
 * move, so they stay ordinary buttons for the pointer and the keyboard. Each is a control of its
 * own, and a narrow card (six columns on a laptop) shows them without their icons.
 */
export function ApplicationBoard({
  applications,
  cardActions,
}: {
  applications: readonly EmployerApplication[];
  cardActions?: (application: EmployerApplication) => ReactNode;
}) {
  const { t } = useTranslation('applications');
  const change = useChangeApplicationStatus();
  const [moving, setMoving] = useState<ReadonlyMap<string, ApplicationStatus>>(new Map());
  const [active, setActive] = useState<EmployerApplication | null>(null);
  const [result, setResult] = useState('');
  const [asking, setAsking] = useState<{
    application: EmployerApplication;
    from: ApplicationStatus;
    to: EmployerSettableStatus;
  } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const columns = useMemo(() => columnsOf(applications, moving), [applications, moving]);
  const byId = useMemo(() => new Map(applications.map((application) => [application.id, application])), [applications]);

  const statusName = (status: ApplicationStatus) => t(`statuses.${status}`);
  const nameOf = (id: string | number) => byId.get(String(id))?.candidate.fullName ?? '';
  const columnName = (id: unknown) => (isBoardColumn(id) ? statusName(id) : '');
  const statusOf = (id: string | number) => {
    const application = byId.get(String(id));
    return application ? (moving.get(application.id) ?? application.status) : 'pending';
  };

  const announcements: Announcements = {
    onDragStart: ({ active: card }) =>
      t('board.announce.start', { name: nameOf(card.id), column: statusName(statusOf(card.id)) }),
    onDragOver: ({ active: card, over }) =>
      over
        ? t('board.announce.over', { name: nameOf(card.id), column: columnName(over.id) })
        : t('board.announce.outside', { name: nameOf(card.id) }),
    onDragEnd: ({ active: card, over }) =>
      over && over.id !== statusOf(card.id)
        ? t('board.announce.dropped', { name: nameOf(card.id), column: columnName(over.id) })
        : t('board.announce.stays', { name: nameOf(card.id), column: statusName(statusOf(card.id)) }),
    onDragCancel: ({ active: card }) =>
      t('board.announce.cancelled', { name: nameOf(card.id), column: statusName(statusOf(card.id)) }),
  };

  const onDragStart = ({ active: card }: DragStartEvent) => {
    setResult('');
    setActive(byId.get(String(card.id)) ?? null);
  };

  const onDragEnd = ({ active: card, over }: DragEndEvent) => {
    setActive(null);
    const application = byId.get(String(card.id));
    if (!application) return;
    const from = moving.get(application.id) ?? application.status;
    const outcome = dropOutcome(from, over?.id);
    if (outcome.kind !== 'move') {
      if (outcome.kind === 'readOnly') setResult(t('board.readOnly'));
      return;
    }
    // Out of "Accepted": the placement closes, so it asks for a reason first (issue 29).
    if (from === 'accepted') {
      setAsking({ application, from, to: outcome.to });
      return;
    }
    commit(application, from, outcome.to);
  };

  const commit = (
    application: EmployerApplication,
    from: ApplicationStatus,
    to: EmployerSettableStatus,
    placementClose?: PlacementClose,
  ) => {
    const name = application.candidate.fullName;
    setMoving((current) => new Map(current).set(application.id, to));
    change.mutate(
      { id: application.id, status: to, placement: placementClose },
      {
        onSuccess: (answer) => {
          setAsking(null);
          toast({ title: answer.message, variant: 'success' });
          setResult(t('board.moved', { name, column: statusName(to) }));
        },
        onError: (error) => {
          // The card goes back; the server's reason is shown and read out.
          const reason = failureText(error, t('board.moveFailed'));
          toast({ title: reason, variant: 'destructive' });
          setResult(t('board.refused', { name, column: statusName(from), reason }));
        },
        onSettled: () =>
          setMoving((current) => {
            const next = new Map(current);
            next.delete(application.id);
            return next;
          }),
      },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.instructions') } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <p aria-live="polite" role="status" className="sr-only">
        {result}
      </p>
      <ConfirmStatusMove
        move={asking ? { name: asking.application.candidate.fullName, from: asking.from, to: asking.to } : null}
        pending={change.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={(placementClose) => asking && commit(asking.application, asking.from, asking.to, placementClose)}
      />
      {/* Positioned: the columns' screen-reader-only texts are placed absolutely and would
          otherwise widen the page beyond this scrolling area. */}
      <div
        className="relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-6 lg:overflow-visible"
        role="group"
        aria-label={t('board.label')}
      >
        {BOARD_COLUMNS.map((column) => (
          <BoardColumnView
            key={column}
            column={column}
            applications={columns[column]}
            moving={moving}
            cardActions={cardActions}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{active ? <CardBody application={active} overlay /> : null}</DragOverlay>
    </DndContext>
  );
}

function BoardColumnView({
  column,
  applications,
  moving,
  cardActions,
}: {
  column: BoardColumn;
  applications: EmployerApplication[];
  moving: ReadonlyMap<string, ApplicationStatus>;
  cardActions?: (application: EmployerApplication) => ReactNode;
}) {
  const { t } = useTranslation('applications');
  const readOnly = column === 'withdrawn';
  const { setNodeRef, isOver } = useDroppable({ id: column, disabled: readOnly });
  const headingId = `board-column-${column}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-[17rem] shrink-0 snap-start flex-col gap-2 rounded-card border bg-muted/60 p-2 lg:w-auto lg:min-w-0',
        isOver ? 'border-primary bg-secondary' : 'border-border',
      )}
    >
      <h2
        id={headingId}
        className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-1 pt-1 text-sm font-semibold"
      >
        <span className="inline-flex items-center gap-1.5">
          {readOnly ? <Lock className="size-4 text-muted-foreground" aria-hidden="true" /> : null}
          {t(`statuses.${column}`)}
        </span>
        <span className="rounded-full bg-background px-2 text-xs tabular-nums text-muted-foreground">
          <span className="sr-only">{t('board.countLabel', { count: applications.length })}</span>
          <span aria-hidden="true">{applications.length}</span>
        </span>
      </h2>
      {readOnly ? <p className="px-1 text-xs text-muted-foreground">{t('board.readOnly')}</p> : null}
      <ul className="grid min-h-24 min-w-0 content-start gap-2">
        {applications.map((application) => (
          <li key={application.id} className="min-w-0">
            <BoardCard
              application={application}
              readOnly={readOnly}
              pending={moving.has(application.id)}
              actions={cardActions?.(application)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BoardCard({
  application,
  readOnly,
  pending,
  actions,
}: {
  application: EmployerApplication;
  readOnly: boolean;
  pending: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('applications');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.id,
    disabled: readOnly || pending,
  });
  return (
    <div ref={setNodeRef} className={cn(isDragging && 'opacity-40')} aria-busy={pending || undefined}>
      <CardBody
        application={application}
        actions={actions}
        handle={
          readOnly ? null : (
            <button
              ref={setActivatorNodeRef}
              type="button"
              className="-mt-0.5 -mr-1 inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground active:cursor-grabbing disabled:opacity-50 sm:size-8 pointer-coarse:size-11"
              aria-label={t('board.moveHandle', { name: application.candidate.fullName })}
              disabled={pending}
              {...attributes}
              {...listeners}
            >
              <GripVertical className="size-5" aria-hidden="true" />
            </button>
          )
        }
      />
    </div>
  );
}

function CardBody({
  application,
  handle,
  actions,
  overlay = false,
}: {
  application: EmployerApplication;
  handle?: ReactNode;
  /** Not on the dragged copy: it is a picture of the card, not a second set of controls. */
  actions?: ReactNode;
  overlay?: boolean;
}) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  const format = useListingFormat();
  const { candidate } = application;
  return (
    <article
      data-board-overlay={overlay || undefined}
      className={cn(
        '@container/card grid min-w-0 gap-0.5 rounded-control border border-border bg-background p-2 pl-3 text-sm shadow-sm [overflow-wrap:anywhere]',
        application.waitingTooLong && 'border-l-4 border-l-amber-500 bg-amber-50',
        overlay && 'rotate-1 shadow-lg ring-2 ring-primary',
      )}
    >
      <div className="flex items-start justify-between gap-1">
        {overlay ? (
          <p className="min-w-0 pt-1 font-semibold text-brand-950">{candidate.fullName}</p>
        ) : (
          <h3 className="min-w-0 pt-1 font-semibold text-brand-950">
            <Link
              to={`${localizePath(`/candidate/${candidate.id}`, locale)}?from=applications&listingId=${application.listing.id}`}
              className="underline-offset-4 hover:text-primary hover:underline"
            >
              {candidate.fullName}
            </Link>
          </h3>
        )}
        {handle}
      </div>
      <p className="text-muted-foreground">{application.listing.title}</p>
      <p className="text-xs text-muted-foreground">
        {t('board.appliedOn', { date: format.date(application.appliedAt) })}
        {candidate.germanLevel ? ` · ${candidate.germanLevel}` : ''}
      </p>
      <DaysInStage application={application} />
      {actions && !overlay ? (
        // Six columns on a laptop leave a card about 7 rem: its buttons drop their icons to fit.
        <div className="mt-1.5 flex flex-wrap gap-2 @max-[9rem]/card:[&_button]:px-2 @max-[9rem]/card:[&_svg]:hidden">
          {actions}
        </div>
      ) : null}
    </article>
  );
}

/** How long the application has been in its stage, and whether it waits too long (the company's threshold). */
function DaysInStage({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  // The time the card was first shown: a board left open overnight is refreshed with its data.
  const [now] = useState(() => Date.now());
  const days = Math.max(0, Math.floor((now - Date.parse(application.statusChangedAt)) / 86_400_000));
  return (
    <p className={cn('text-xs', application.waitingTooLong ? 'font-semibold text-amber-900' : 'text-muted-foreground')}>
      {days === 0 ? t('board.inStageToday') : t('board.daysInStage', { count: days })}
      {application.waitingTooLong ? (
        <>
          {' · '}
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3" aria-hidden="true" />
            {t('board.waitingTooLong')}
          </span>
        </>
      ) : null}
    </p>
  );
}
