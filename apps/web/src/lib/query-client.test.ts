import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query client', () => {
  it('keeps data fresh for 5 minutes', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(5 * 60 * 1000);
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetryQuery);
  });

  it('retries once after a network or server failure', () => {
    expect(shouldRetryQuery(0, new ApiError(0, 'SERVICE_UNAVAILABLE', 'offline'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(500, 'INTERNAL', 'oops'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(408, 'BAD_REQUEST', 'timeout'))).toBe(true);
    expect(shouldRetryQuery(0, new Error('anything else'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, 'INTERNAL', 'oops'))).toBe(false);
  });

  it('does not retry answers that would fail again', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(403, 'FORBIDDEN', 'No'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(503, 'QUERY_TOO_SLOW', 'Narrow your filters'))).toBe(false);
  });
});
