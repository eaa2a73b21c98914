import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

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
    expect(shouldRetryQuery(0, new ApiError(503, 'QUERY_TOO_SLOW', 'Narrow your filters'))).toBe(false);
  });

  it('retries "too many requests" once, after the wait the server named, so a section fills itself', () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Slow down');
    limited.retryAfterSeconds = 3;
    expect(shouldRetryQuery(0, limited)).toBe(true);
    expect(shouldRetryQuery(1, limited)).toBe(false);
    expect(queryRetryDelay(0, limited)).toBe(3000);
    limited.retryAfterSeconds = 600;
    expect(queryRetryDelay(0, limited)).toBe(30_000);
    expect(queryRetryDelay(1, new ApiError(500, 'INTERNAL', 'oops'))).toBe(2000);
  });
});
