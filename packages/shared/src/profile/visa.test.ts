import { describe, expect, it } from 'vitest';
import { effectiveVisaStatus, visaFlags } from './visa';

describe('effectiveVisaStatus', () => {
  it('keeps an unanswered question unknown outside the EU, EEA and Switzerland', () => {
    expect(effectiveVisaStatus(null, 'NG')).toBeNull();
    expect(effectiveVisaStatus(null, 'IN')).toBeNull();
    expect(effectiveVisaStatus(null, null)).toBeNull();
  });
  it('needs no visa for EU, EEA and Swiss countries unless the candidate says otherwise', () => {
    expect(effectiveVisaStatus(null, 'PL')).toBe('not_needed');
    expect(effectiveVisaStatus(null, 'NO')).toBe('not_needed');
    expect(effectiveVisaStatus(null, 'CH')).toBe('not_needed');
    expect(effectiveVisaStatus('needs_visa', 'PL')).toBe('needs_visa');
    expect(effectiveVisaStatus('unsure', 'NG')).toBe('unsure');
  });
});

describe('visaFlags', () => {
  it('sets no flag for unknown or unsure', () => {
    expect(visaFlags(null)).toEqual({ visaRequired: false, workPermitAvailable: false });
    expect(visaFlags('unsure')).toEqual({ visaRequired: false, workPermitAvailable: false });
    expect(visaFlags('needs_visa')).toEqual({ visaRequired: true, workPermitAvailable: false });
    expect(visaFlags('has_permit')).toEqual({ visaRequired: false, workPermitAvailable: true });
    expect(visaFlags('not_needed')).toEqual({ visaRequired: false, workPermitAvailable: true });
  });
});
