/**
 * The server's clock. Everything that decides by time whether a trial or a plan runs asks it, so
 * tests and the e2e test clock (`PUT /api/dev/clock`, only with TEST_CLOCK=true) can move it.
 *
 * The e2e server is shared by parallel specs: moving time for everyone would end the demo
 * companies' trials under the feet of other specs. So the test clock can move one company's time
 * (`now(companyId)`) and leave everyone else's alone; the global offset is for unit tests.
 */
export type Clock = {
  /** Now, as the given company sees it (its own offset if it has one, else the global one). */
  now(companyId?: string): Date;
  offsetMs(): number;
  setOffsetMs(offsetMs: number): void;
  /** Moves one company's time; 0 removes its offset. */
  setCompanyOffsetMs(companyId: string, offsetMs: number): void;
};

function createClock(): Clock {
  let offset = 0;
  const companyOffsets = new Map<string, number>();
  return {
    now: (companyId) => new Date(Date.now() + ((companyId ? companyOffsets.get(companyId) : undefined) ?? offset)),
    offsetMs: () => offset,
    setOffsetMs(offsetMs) {
      offset = offsetMs;
      if (offsetMs === 0) companyOffsets.clear();
    },
    setCompanyOffsetMs(companyId, offsetMs) {
      if (offsetMs === 0) companyOffsets.delete(companyId);
      else companyOffsets.set(companyId, offsetMs);
    },
  };
}

export const clock: Clock = createClock();
