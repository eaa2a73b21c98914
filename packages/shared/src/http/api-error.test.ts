import { describe, expect, it } from 'vitest';
import { isApiErrorBody } from './api-error';
import { ApiErrorBodySchema } from './api-error-schema';

describe('isApiErrorBody', () => {
  it('accepts and refuses exactly what ApiErrorBodySchema does', () => {
    const samples: unknown[] = [
      { error: { code: 'NOT_FOUND', message: 'Not found' } },
      { error: { code: 'VALIDATION_FAILED', message: 'Check', fields: { email: 'Required' } } },
      { error: { code: 'VALIDATION_FAILED', message: 'Check', fields: { email: 3 } } },
      { error: { code: 'VALIDATION_FAILED', message: 'Check', fields: ['a'] } },
      { error: { code: 'VALIDATION_FAILED', message: 'Check', fields: null } },
      { error: { code: 'NO_SUCH_CODE', message: 'x' } },
      { error: { code: 'INTERNAL' } },
      { error: { message: 'x' } },
      { error: null },
      { error: 'INTERNAL' },
      {},
      null,
      'error',
      42,
    ];
    for (const sample of samples) {
      expect(isApiErrorBody(sample), JSON.stringify(sample)).toBe(ApiErrorBodySchema.safeParse(sample).success);
    }
  });
});
