import { describe, expect, it } from 'vitest';
import deCandidates from './locales/de/candidates.json';
import deCompany from './locales/de/company.json';
import deEmployer from './locales/de/employer.json';
import enCandidates from './locales/en/candidates.json';
import enCompany from './locales/en/company.json';
import enEmployer from './locales/en/employer.json';

/** Texts that say the same thing on two pages say it in one wording (issue 29, "texts that disagree"). */
describe('one wording for one thing', () => {
  it('the company name is labelled alike on onboarding and in the company settings', () => {
    expect(deEmployer.onboarding.companyName).toBe(deCompany.form.name);
    expect(enEmployer.onboarding.companyName).toBe(enCompany.form.name);
  });

  it('the program hints ask for what a listing needs (spec §5: level; a sector for FSJ and BFD), salary is optional', () => {
    expect(enEmployer.form.programHint.ausbildung).toContain('optional');
    expect(deEmployer.form.programHint.ausbildung).toContain('freiwillig');
    expect(enEmployer.form.programHint.fsj).toContain('The monthly allowance is optional');
    expect(deEmployer.form.programHint.fsj).toContain('Taschengeld ist freiwillig');
  });

  it('the review time is "24 hours" everywhere, never "one working day"', () => {
    expect(enCandidates.gate.steps.wait).toContain('within 24 hours');
    expect(deCandidates.gate.steps.wait).toContain('innerhalb von 24 Stunden');
    expect(enCompany.verification.explain.pending).toContain('within 24 hours');
    expect(deCompany.verification.explain.pending).toContain('innerhalb von 24 Stunden');
  });
});
