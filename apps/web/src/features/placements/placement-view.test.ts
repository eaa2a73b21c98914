import { describe, expect, it } from 'vitest';
import { checkDocumentFile, daysToFirstDayText, formatCalendarDate, groupSteps, ownerLabelKey } from './placement-view';
import { placementFixture } from './testing/placement-fixture';

describe('groupSteps', () => {
  it('gathers the visa route’s alternatives where the first of them stands, the rest in order', () => {
    const items = groupSteps(placementFixture().steps);
    const shape = items.map((item) => (item.kind === 'step' ? item.step.key : item.steps.map((step) => step.key)));
    expect(shape.slice(0, 5)).toEqual([
      'contract_signed',
      'contract_registered',
      'recognition_applied',
      'recognition_decided',
      ['accelerated_procedure_started', 'pre_approval_received', 'embassy_appointment_booked'],
    ]);
    expect(shape.at(-1)).toBe('first_day');
  });

  it('shows a group of one (FSJ and BFD: only the embassy appointment) as a plain step', () => {
    const only = placementFixture().steps.filter(
      (step) => step.key === 'embassy_appointment_booked' || step.key === 'visa_applied',
    );
    expect(groupSteps(only).map((item) => item.kind)).toEqual(['step', 'step']);
  });
});

describe('ownerLabelKey', () => {
  it('names the reader’s own steps “you” and the other side by its role', () => {
    expect(ownerLabelKey('candidate', 'candidate')).toBe('you');
    expect(ownerLabelKey('company', 'candidate')).toBe('company');
    expect(ownerLabelKey('candidate', 'company')).toBe('candidate');
    expect(ownerLabelKey('both', 'company')).toBe('both');
  });
});

describe('checkDocumentFile', () => {
  const MB = 1024 * 1024;
  it('accepts PDF, JPEG and PNG up to 5 MB', () => {
    expect(checkDocumentFile({ name: 'visa.pdf', type: 'application/pdf', size: 5 * MB })).toBeNull();
    expect(checkDocumentFile({ name: 'scan.JPG', type: '', size: 100 })).toBeNull();
    expect(checkDocumentFile({ name: 'notice.png', type: 'image/png', size: 100 })).toBeNull();
  });
  it('refuses other types and larger files before sending them', () => {
    expect(checkDocumentFile({ name: 'contract.docx', type: 'application/msword', size: 100 })).toBe('wrongType');
    expect(checkDocumentFile({ name: 'visa.pdf', type: 'application/pdf', size: 5 * MB + 1 })).toBe('tooLarge');
  });
});

describe('daysToFirstDayText', () => {
  it('reads days to go, today and days ago', () => {
    expect(daysToFirstDayText(12)).toEqual({ key: 'daysToGo', count: 12 });
    expect(daysToFirstDayText(0)).toEqual({ key: 'today', count: 0 });
    expect(daysToFirstDayText(-3)).toEqual({ key: 'daysAgo', count: 3 });
    expect(daysToFirstDayText(null)).toBeNull();
  });
});

describe('formatCalendarDate', () => {
  it('shows the same calendar day whatever the time zone', () => {
    expect(formatCalendarDate('2027-08-01', 'en')).toBe('1 August 2027');
    expect(formatCalendarDate('2027-08-01', 'de')).toBe('01.08.2027');
  });
});
