import {
  PLACEMENT_SOURCES,
  PLACEMENT_STEPS,
  PLACEMENT_STEP_KEYS,
  STEP_STATES,
} from '@azubi/shared/placements/placement-steps';
import { PLACEMENT_CLOSE_REASONS, PLACEMENT_SORTS } from '@azubi/shared/placements/placements';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/placements.json';
import en from '../../i18n/locales/en/placements.json';

type Catalog = Record<string, unknown>;
const lookup = (catalog: Catalog, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);

const catalogs = { en, de } as Record<'en' | 'de', Catalog>;

describe('placements catalogs (issue 20)', () => {
  for (const [language, catalog] of Object.entries(catalogs)) {
    describe(language, () => {
      it('has a title and help for every step, and a date label where the step records a date', () => {
        for (const key of PLACEMENT_STEP_KEYS) {
          expect(lookup(catalog, `steps.${key}.title`), `${key}.title`).toEqual(expect.any(String));
          const help = lookup(catalog, `steps.${key}.help`) as string;
          expect(help, `${key}.help`).toEqual(expect.any(String));
          // 2–4 short sentences.
          const sentences = help.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== '');
          expect(sentences.length, `${key}.help sentences`).toBeGreaterThanOrEqual(1);
          expect(sentences.length, `${key}.help sentences`).toBeLessThanOrEqual(5);
        }
        for (const step of PLACEMENT_STEPS) {
          const label = lookup(catalog, `steps.${step.key}.dateLabel`);
          if (step.recordsDate) expect(label, `${step.key}.dateLabel`).toEqual(expect.any(String));
          else expect(label, `${step.key}.dateLabel`).toBeUndefined();
        }
      });

      it('names every source, state, close reason and sort', () => {
        for (const source of Object.keys(PLACEMENT_SOURCES)) {
          expect(lookup(catalog, `sources.${source}`), source).toEqual(expect.any(String));
        }
        for (const state of STEP_STATES) expect(lookup(catalog, `states.${state}`)).toEqual(expect.any(String));
        for (const reason of PLACEMENT_CLOSE_REASONS) {
          expect(lookup(catalog, `closeReasons.${reason}`)).toEqual(expect.any(String));
        }
        for (const sort of PLACEMENT_SORTS)
          expect(lookup(catalog, `employer.sorts.${sort}`)).toEqual(expect.any(String));
      });

      it('says the texts are information, not legal advice, with the date they were checked', () => {
        expect(lookup(catalog, 'tracker.info')).toContain('{{date}}');
      });
    });
  }

  it('has the same keys in both languages', () => {
    const keys = (node: unknown, prefix = ''): string[] =>
      typeof node === 'object' && node !== null
        ? Object.entries(node).flatMap(([name, value]) => keys(value, `${prefix}${name}.`))
        : [prefix.slice(0, -1)];
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });
});
