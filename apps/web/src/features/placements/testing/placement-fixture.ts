import { placementProgress, placementTemplate } from '@azubi/shared/placements/placement-steps';
import type { Placement, PlacementStep } from '@azubi/shared/placements/placements';
import { PLACEMENT_SOURCES } from '@azubi/shared/placements/placement-steps';

export const PLACEMENT_ID = '70000000-0000-4000-8000-000000000001';
export const APPLICATION_ID = '60000000-0000-4000-8000-000000000001';

/** A placement as the API sends it: Ausbildung with visa steps, seen from `mySide`. */
export function placementFixture(
  overrides: Partial<Placement> = {},
  stepOverrides: Partial<Record<PlacementStep['key'], Partial<PlacementStep>>> = {},
): Placement {
  const mySide = overrides.mySide ?? 'candidate';
  const steps: PlacementStep[] = placementTemplate('ausbildung', true).map((template) => {
    const state = stepOverrides[template.key]?.state ?? 'open';
    return {
      key: template.key,
      owner: template.owner,
      state,
      group: template.group ?? null,
      recordsDate: template.recordsDate ?? false,
      date: null,
      dueDate: null,
      overdue: false,
      note: null,
      source: template.source,
      sourceUrl: PLACEMENT_SOURCES[template.source],
      canChangeState: template.owner === 'both' || template.owner === mySide,
      updatedAt: null,
      updatedBySide: null,
      documents: [],
      ...stepOverrides[template.key],
    };
  });
  return {
    id: PLACEMENT_ID,
    status: 'active',
    program: 'ausbildung',
    needsVisa: true,
    applicationId: APPLICATION_ID,
    listing: { id: 'listing-1', title: 'Pflegefachkraft', location: 'Hamburg', freeAccommodation: true },
    company: { id: 'company-1', name: 'Klinikum Nord' },
    candidate: { id: 'candidate-1', name: 'Amina Yusuf', country: 'NG' },
    progress: placementProgress(steps.map((step) => step.state)),
    nextStep: { key: 'contract_signed', owner: 'both' },
    expectedFirstDay: '2027-08-01',
    daysToFirstDay: 249,
    overdueSteps: steps.filter((step) => step.overdue).length,
    waitingOn: { candidate: 9, company: 6 },
    openedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    closedAt: null,
    closeReason: null,
    closeNote: null,
    closedBySide: null,
    mySide,
    conversationId: null,
    steps,
    infoCheckedOn: '2026-11-25',
    ...overrides,
  };
}
