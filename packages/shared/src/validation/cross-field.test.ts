import { describe, expect, it } from 'vitest';
import { ListingInputSchema } from '../listings/listing-input';

const messagesByField = (input: unknown) => {
  const result = ListingInputSchema.safeParse(input);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
};

describe('cross-field rules with field errors', () => {
  it('tells an FSJ listing with an empty title and an unchosen field that it also needs a sector and an allowance', () => {
    const fields = messagesByField({ title: '', programType: 'fsj', category: '', germanLevelRequired: 'A2' });
    expect(fields.title).toEqual(['listings.titleRequired']);
    expect(fields.category).toEqual(['listings.categoryRequired']);
    expect(fields.sector).toEqual(['listings.sectorRequired']);
    expect(fields.monthlyAllowance).toEqual(['listings.allowanceRequired']);
  });

  it('gives a field that failed its own check no second message from a rule', () => {
    const fields = messagesByField({
      programType: 'ausbildung',
      germanLevelRequired: 'Z9',
      salaryMin: 'lots',
      salaryMax: 100,
      sector: 'space',
    });
    expect(fields.germanLevelRequired).toEqual(['listings.germanLevelRequired']);
    expect(fields.salaryMin).toHaveLength(1);
    expect(fields.salaryMax).toBeUndefined();
    expect(fields.durationYears).toEqual(['listings.durationRequired']);
  });

  it('runs no rule on something that is not an object', () => {
    expect(ListingInputSchema.safeParse('a listing').error?.issues).toHaveLength(1);
  });
});
