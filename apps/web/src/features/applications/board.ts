import type {
  ApplicationStatus,
  EmployerApplication,
  EmployerSettableStatus,
} from '@azubi/shared/applications/applications';

/** The board's columns, in the pipeline's order; withdrawn applications are shown, never moved. */
export const BOARD_COLUMNS = ['pending', 'reviewing', 'shortlisted', 'accepted', 'rejected', 'withdrawn'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export function isBoardColumn(value: unknown): value is BoardColumn {
  return (BOARD_COLUMNS as readonly unknown[]).includes(value);
}

/**
 * The applications in their columns, newest first as the list shows them. `moving` holds moves
 * sent to the server and not yet answered: the card already stands in its new column, and goes
 * back if the server refuses.
 */
export function columnsOf(
  applications: readonly EmployerApplication[],
  moving: ReadonlyMap<string, ApplicationStatus> = new Map(),
): Record<BoardColumn, EmployerApplication[]> {
  const columns = Object.fromEntries(BOARD_COLUMNS.map((column) => [column, [] as EmployerApplication[]])) as Record<
    BoardColumn,
    EmployerApplication[]
  >;
  for (const application of applications) columns[moving.get(application.id) ?? application.status].push(application);
  return columns;
}

export type BoardDrop =
  /** Dropped where it was, or outside every column: nothing happens. */
  | { kind: 'stay' }
  /** Withdrawn by the candidate, or dropped on the withdrawn column: only the candidate withdraws. */
  | { kind: 'readOnly' }
  /** Ask the server; it applies the pipeline's rules and refuses with its message. */
  | { kind: 'move'; to: EmployerSettableStatus };

/** What dropping an application on a column means. */
export function dropOutcome(status: ApplicationStatus, target: unknown): BoardDrop {
  if (!isBoardColumn(target) || target === status) return { kind: 'stay' };
  if (status === 'withdrawn' || target === 'withdrawn') return { kind: 'readOnly' };
  return { kind: 'move', to: target };
}

/** The view the employer chose last on this device, per account. */
export type ApplicationsView = 'list' | 'board';
const viewKey = (userId: string) => `azubi:applications-view:${userId}`;

export function readApplicationsView(userId: string | undefined): ApplicationsView {
  if (!userId) return 'list';
  try {
    return localStorage.getItem(viewKey(userId)) === 'board' ? 'board' : 'list';
  } catch {
    return 'list';
  }
}

export function storeApplicationsView(userId: string | undefined, view: ApplicationsView): void {
  if (!userId) return;
  try {
    localStorage.setItem(viewKey(userId), view);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
}
