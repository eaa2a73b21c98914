/** sessionStorage key of the open journey (spec §9: kept in session storage). */
export const JOURNEY_STORAGE_KEY = 'user-journey';

/** Forgets the open journey: analytics consent was withdrawn (spec §4). */
export function removeStoredJourney(): void {
  try {
    sessionStorage.removeItem(JOURNEY_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
