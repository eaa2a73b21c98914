import { describe, expect, it } from 'vitest';
import { portalFor } from './auth-paths';

describe('portalFor', () => {
  it('sends a visitor on the way to an employer page to the employer portal, others to none', () => {
    expect(portalFor('/employer-onboarding')).toBe('employer');
    expect(portalFor('/employer/candidates?fields=it')).toBe('employer');
    expect(portalFor('/company-settings')).toBe('employer');
    expect(portalFor('/subscription/success')).toBe('employer');
    expect(portalFor('/candidate/0b8f6c1e-3d0a-4f5e-9a61-5f2d8b7c4e10')).toBe('employer');
    expect(portalFor('/employer-profile/0b8f6c1e-3d0a-4f5e-9a61-5f2d8b7c4e10')).toBeNull();
    expect(portalFor('/my-profile')).toBeNull();
    expect(portalFor('/dashboard')).toBeNull();
    expect(portalFor(null)).toBeNull();
  });
});
