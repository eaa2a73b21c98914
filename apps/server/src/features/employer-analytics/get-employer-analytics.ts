import type { ApplicationStatus } from '@azubi/shared/applications/applications';
import { APPLICATION_STATUSES } from '@azubi/shared/applications/applications';
import type {
  AnalyticsFigures,
  EmployerAnalytics,
  EmployerAnalyticsQuery,
} from '@azubi/shared/analytics/employer-analytics';
import { addDays, daysInRange } from '@azubi/shared/dates/period';
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, applicationStatusHistory, listings, listingViews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { countedApplication } from './counted-applications';

type Application = {
  id: string;
  listingId: string;
  status: ApplicationStatus;
  appliedAt: Date;
  /** Status changes after the application arrived, oldest first. */
  changes: { from: ApplicationStatus; to: ApplicationStatus; at: Date }[];
};

/** The middle value (the mean of the two middle ones for an even count), as PostgreSQL's percentile_cont(0.5). */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 1000);

/**
 * The figures of some applications and views. First answer: the first change away from pending
 * that the company made (a withdrawal is not an answer). Time in a stage: from entering it (the
 * application itself for pending) to the next change, for stays that have ended.
 */
export function figuresOf(apps: Application[], views: number): AnalyticsFigures {
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  const firstResponses: number[] = [];
  const stays: Record<'pending' | 'reviewing' | 'shortlisted', number[]> = {
    pending: [],
    reviewing: [],
    shortlisted: [],
  };
  for (const app of apps) {
    byStatus[app.status] += 1;
    const answer = app.changes.find((change) => change.from === 'pending' && change.to !== 'withdrawn');
    if (answer) firstResponses.push(seconds(app.appliedAt, answer.at));
    let stage: ApplicationStatus = 'pending';
    let since = app.appliedAt;
    for (const change of app.changes) {
      if (stage === 'pending' || stage === 'reviewing' || stage === 'shortlisted') {
        stays[stage].push(seconds(since, change.at));
      }
      stage = change.to;
      since = change.at;
    }
  }
  return {
    views,
    applications: apps.length,
    conversionRate: views > 0 ? apps.length / views : null,
    byStatus,
    responded: firstResponses.length,
    medianFirstResponseSeconds: median(firstResponses),
    medianStageSeconds: {
      pending: median(stays.pending),
      reviewing: median(stays.reviewing),
      shortlisted: median(stays.shortlisted),
    },
  };
}

/**
 * The company's analytics for a period of whole UTC days (`from`..`to`, both included): views of
 * its listing pages and the applications that arrived in the period with what became of them.
 * `listingId` narrows the totals and the daily series to one listing of the company (404 for any
 * other); the per-listing rows always cover every listing.
 */
export async function getEmployerAnalytics(
  { db, companyId }: { db: Database; companyId: string },
  query: EmployerAnalyticsQuery,
): Promise<EmployerAnalytics> {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(`${addDays(query.to, 1)}T00:00:00Z`);
  const companyListings = await db
    .select({ id: listings.id, title: listings.title, isActive: listings.isActive })
    .from(listings)
    .where(eq(listings.companyId, companyId))
    .orderBy(desc(listings.createdAt), asc(listings.id));
  if (query.listingId && !companyListings.some((listing) => listing.id === query.listingId)) {
    throw new AppError(404, 'NOT_FOUND', 'listings.notFound');
  }
  const listingIds = companyListings.map((listing) => listing.id);

  const viewRows =
    listingIds.length === 0
      ? []
      : await db
          .select({
            listingId: listingViews.listingId,
            day: listingViews.day,
            views: sql<number>`${listingViews.views}::int`,
          })
          .from(listingViews)
          .where(
            and(
              inArray(listingViews.listingId, listingIds),
              gte(listingViews.day, query.from),
              lte(listingViews.day, query.to),
            ),
          );
  const appRows =
    listingIds.length === 0
      ? []
      : await db
          .select({
            id: applications.id,
            listingId: applications.listingId,
            status: applications.status,
            appliedAt: applications.appliedAt,
          })
          .from(applications)
          .where(
            and(
              inArray(applications.listingId, listingIds),
              gte(applications.appliedAt, start),
              lt(applications.appliedAt, end),
              countedApplication(applications.candidateId),
            ),
          );
  const history =
    appRows.length === 0
      ? []
      : await db
          .select({
            applicationId: applicationStatusHistory.applicationId,
            from: applicationStatusHistory.fromStatus,
            to: applicationStatusHistory.toStatus,
            at: applicationStatusHistory.createdAt,
          })
          .from(applicationStatusHistory)
          .where(
            inArray(
              applicationStatusHistory.applicationId,
              appRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));

  const apps = new Map<string, Application>(appRows.map((row) => [row.id, { ...row, changes: [] }]));
  for (const change of history) {
    // The entry that records the application itself (no previous status) is its arrival.
    if (change.from === null) continue;
    apps.get(change.applicationId)?.changes.push({ from: change.from, to: change.to, at: change.at });
  }

  const viewsOf = (listingId?: string) =>
    viewRows.reduce((sum, row) => (listingId === undefined || row.listingId === listingId ? sum + row.views : sum), 0);
  const appsOf = (listingId?: string) =>
    [...apps.values()].filter((app) => listingId === undefined || app.listingId === listingId);

  const chosen = query.listingId;
  const daily = Array.from({ length: daysInRange(query.from, query.to) }, (_, index) => {
    const date = addDays(query.from, index);
    return {
      date,
      views: viewRows
        .filter((row) => row.day === date && (!chosen || row.listingId === chosen))
        .reduce((sum, row) => sum + row.views, 0),
      applications: appsOf(chosen).filter((app) => app.appliedAt.toISOString().slice(0, 10) === date).length,
    };
  });

  return {
    from: query.from,
    to: query.to,
    listingId: chosen ?? null,
    totals: figuresOf(appsOf(chosen), viewsOf(chosen)),
    daily,
    listings: companyListings.map((listing) => ({
      ...listing,
      ...figuresOf(appsOf(listing.id), viewsOf(listing.id)),
    })),
  };
}
