import { berlinCalendarDay } from '@azubi/shared/dates/long-date';
import {
  PLACEMENT_INFO_CHECKED_ON,
  PLACEMENT_SOURCES,
  placementProgress,
  placementTemplate,
  type PlacementStepKey,
  type StepOwner,
} from '@azubi/shared/placements/placement-steps';
import type { Placement, PlacementSide, PlacementSummary } from '@azubi/shared/placements/placements';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  candidateProfiles,
  companies,
  conversations,
  files,
  listings,
  placementDocuments,
  placements,
  placementSteps,
  users,
} from '../../db/schema';
import type { PlacementRow, PlacementViewer } from './placement-access';

type StepRow = typeof placementSteps.$inferSelect;
type DocumentRow = {
  id: string;
  stepKey: string;
  uploadedBy: string | null;
  uploadedBySide: PlacementSide;
  createdAt: Date;
  name: string;
  mimeType: string;
  size: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Berlin as `YYYY-MM-DD` (due dates and the first day are German calendar days). */
export function berlinToday(now = clock.now()): string {
  const { year, month, day } = berlinCalendarDay(now);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The side may change a step's state, date and files: its owner, or either side for "both". */
export function ownsStep(owner: StepOwner, side: PlacementSide): boolean {
  return owner === 'both' || owner === side;
}

function isOpen(step: StepRow): boolean {
  return step.state === 'open' || step.state === 'in_progress';
}

function isOverdue(step: StepRow, today: string): boolean {
  return isOpen(step) && step.dueDate !== null && step.dueDate < today;
}

type Context = {
  placement: PlacementRow;
  listing: { id: string; title: string; location: string; freeAccommodation: boolean; startDate: string | null };
  company: { id: string; name: string };
  candidate: { id: string; name: string; country: string | null };
  steps: StepRow[];
};

function summaryOf(context: Context, today: string): PlacementSummary {
  const { placement, listing, company, candidate, steps } = context;
  const next = steps.find(isOpen);
  const firstDay = steps.find((step) => step.key === 'first_day')?.date ?? listing.startDate;
  const waitingOn = { candidate: 0, company: 0 };
  for (const step of steps.filter(isOpen)) {
    if (step.owner !== 'company') waitingOn.candidate += 1;
    if (step.owner !== 'candidate') waitingOn.company += 1;
  }
  return {
    id: placement.id,
    status: placement.status,
    program: placement.program,
    needsVisa: placement.needsVisa,
    applicationId: placement.applicationId,
    listing: {
      id: listing.id,
      title: listing.title,
      location: listing.location,
      freeAccommodation: listing.freeAccommodation,
    },
    company,
    candidate,
    progress: placementProgress(steps.map((step) => step.state)),
    nextStep: next ? { key: next.key as PlacementStepKey, owner: next.owner } : null,
    expectedFirstDay: firstDay ?? null,
    daysToFirstDay: firstDay ? daysBetween(today, firstDay) : null,
    overdueSteps: placement.status === 'active' ? steps.filter((step) => isOverdue(step, today)).length : 0,
    waitingOn,
    openedAt: placement.createdAt.toISOString(),
    updatedAt: placement.updatedAt.toISOString(),
    closedAt: placement.closedAt?.toISOString() ?? null,
    closeReason: placement.closeReason,
    closeNote: placement.closeNote,
    closedBySide: placement.closedBySide,
  };
}

async function contextsOf(db: Database, rows: PlacementRow[]): Promise<Context[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [details, steps] = await Promise.all([
    db
      .select({
        id: placements.id,
        listing: {
          id: listings.id,
          title: listings.title,
          location: listings.location,
          freeAccommodation: listings.freeAccommodation,
          startDate: listings.startDate,
        },
        company: { id: companies.id, name: companies.name },
        candidate: { id: users.id, name: users.name, country: candidateProfiles.country },
      })
      .from(placements)
      .innerJoin(listings, eq(listings.id, placements.listingId))
      .innerJoin(companies, eq(companies.id, placements.companyId))
      .innerJoin(users, eq(users.id, placements.candidateId))
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, placements.candidateId))
      .where(inArray(placements.id, ids)),
    db
      .select()
      .from(placementSteps)
      .where(inArray(placementSteps.placementId, ids))
      .orderBy(asc(placementSteps.position)),
  ]);
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  return rows.flatMap((placement) => {
    const detail = byId.get(placement.id);
    if (!detail) return [];
    return [{ placement, ...detail, steps: steps.filter((step) => step.placementId === placement.id) }];
  });
}

export async function toSummaries(db: Database, rows: PlacementRow[]): Promise<PlacementSummary[]> {
  const today = berlinToday();
  return (await contextsOf(db, rows)).map((context) => summaryOf(context, today));
}

/** The whole tracker as `viewer` sees it: what their side may change, their own uploads. */
export async function toPlacement(db: Database, placement: PlacementRow, viewer: PlacementViewer): Promise<Placement> {
  const [context] = await contextsOf(db, [placement]);
  if (!context) throw new Error(`placement ${placement.id} has lost its listing, company or candidate`);
  const today = berlinToday();
  const [documents, conversation] = await Promise.all([
    db
      .select({
        id: placementDocuments.id,
        stepKey: placementDocuments.stepKey,
        uploadedBy: placementDocuments.uploadedBy,
        uploadedBySide: placementDocuments.uploadedBySide,
        createdAt: placementDocuments.createdAt,
        name: files.originalName,
        mimeType: files.mimeType,
        size: files.sizeBytes,
      })
      .from(placementDocuments)
      .innerJoin(files, eq(files.id, placementDocuments.fileId))
      .where(eq(placementDocuments.placementId, placement.id))
      .orderBy(asc(placementDocuments.createdAt)),
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(eq(conversations.companyId, placement.companyId), eq(conversations.candidateId, placement.candidateId)),
      )
      .limit(1),
  ]);
  const active = placement.status === 'active';
  const templates = new Map(placementTemplate(placement.program, placement.needsVisa).map((step) => [step.key, step]));
  return {
    ...summaryOf(context, today),
    mySide: viewer.side,
    conversationId: conversation[0]?.id ?? null,
    infoCheckedOn: PLACEMENT_INFO_CHECKED_ON,
    steps: context.steps.map((step) => {
      const template = templates.get(step.key as PlacementStepKey);
      const source = template?.source ?? 'makeItInGermanyTraining';
      return {
        key: step.key as PlacementStepKey,
        owner: step.owner,
        state: step.state,
        group: template?.group ?? null,
        recordsDate: template?.recordsDate ?? false,
        date: step.date,
        dueDate: step.dueDate,
        overdue: active && isOverdue(step, today),
        note: step.note,
        source,
        sourceUrl: PLACEMENT_SOURCES[source],
        canChangeState: active && ownsStep(step.owner, viewer.side),
        updatedAt: step.updatedAt?.toISOString() ?? null,
        updatedBySide: step.updatedBySide,
        documents: documents
          .filter((document: DocumentRow) => document.stepKey === step.key)
          .map((document) => ({
            id: document.id,
            name: document.name,
            mimeType: document.mimeType,
            size: document.size,
            uploadedAt: document.createdAt.toISOString(),
            uploadedBySide: document.uploadedBySide,
            mine: document.uploadedBy === viewer.actor.userId,
          })),
      };
    }),
  };
}
