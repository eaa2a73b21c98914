/**
 * The server's clock. Everything that decides by time whether a trial or a plan runs asks it, so
 * tests and the e2e test clock (`PUT /api/dev/clock`, only with TEST_CLOCK=true) can move it.
 * One per process: the e2e server under test is one process, and unit tests pass `now` explicitly.
 */
export type Clock = { now(): Date; offsetMs(): number; setOffsetMs(offsetMs: number): void };

function createClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    setOffsetMs(offsetMs) {
      offset = offsetMs;
    },
  };
}

export const clock: Clock = createClock();
