// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from './clock';

const DAY = 24 * 60 * 60 * 1000;
const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';

afterEach(() => clock.setOffsetMs(0));

describe('clock', () => {
  it("moves one company's time and leaves everyone else's alone", () => {
    clock.setCompanyOffsetMs(a, 11 * DAY);
    expect(clock.now(a).getTime() - Date.now()).toBeGreaterThan(11 * DAY - 1000);
    expect(Math.abs(clock.now(b).getTime() - Date.now())).toBeLessThan(1000);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    clock.setCompanyOffsetMs(a, 0);
    expect(Math.abs(clock.now(a).getTime() - Date.now())).toBeLessThan(1000);
  });

  it('a global offset moves everyone without an offset of their own; resetting it clears all', () => {
    clock.setCompanyOffsetMs(a, 2 * DAY);
    clock.setOffsetMs(5 * DAY);
    expect(Math.round((clock.now(b).getTime() - Date.now()) / DAY)).toBe(5);
    expect(Math.round((clock.now(a).getTime() - Date.now()) / DAY)).toBe(2);
    clock.setOffsetMs(0);
    expect(Math.abs(clock.now(a).getTime() - Date.now())).toBeLessThan(1000);
  });
});
