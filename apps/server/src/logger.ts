import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import { isDatabaseError, loggedDatabaseError } from './db/errors';
import { traceFields } from './observability/trace-context';

/**
 * The one list of secrets in URLs (issue 27). A query parameter whose name contains one of
 * `SECRET_QUERY_PARAM_PARTS` (`token`, `emailToken`, `resetToken`, …) or is one of
 * `SECRET_QUERY_PARAMS`, and the path segment after one of `SECRET_PATH_SEGMENTS`
 * (`/api/auth/invitations/<token>`, `/api/calendar-feed/<token>.ics`), never reach the logs.
 * request-logs.test.ts walks every route with a token-like parameter against these lists.
 */
export const SECRET_QUERY_PARAM_PARTS = ['token', 'secret', 'password', 'signature', 'session', 'invitation'] as const;
export const SECRET_QUERY_PARAMS = ['code', 'key'] as const;
export const SECRET_PATH_SEGMENTS = [
  'invitations',
  'reset-password',
  'verify-email',
  'token',
  'tokens',
  'calendar-feed',
] as const;

function isSecretQueryParam(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    SECRET_QUERY_PARAMS.some((secret) => secret === lower) ||
    SECRET_QUERY_PARAM_PARTS.some((part) => lower.includes(part))
  );
}

/** Matched however the path is spelled (`%61pi`, `INVITATIONS`, percent-encoded letters). */
function isSecretPathSegmentName(segment: string): boolean {
  const lower = decodeSafely(segment).toLowerCase();
  return SECRET_PATH_SEGMENTS.some((name) => name === lower);
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A URL as it may be logged: secret query values and secret path segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (isSecretPathSegmentName(segments[i - 1]!) && segments[i]) segments[i] = '[redacted]';
  }
  const safePath = segments.join('/');
  if (queryStart === -1) return safePath;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) if (isSecretQueryParam(name)) params.set(name, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

/**
 * Structured JSON logs. Requests are logged by method, path and status; bodies never are, and
 * headers and fields that carry secrets are censored wherever they appear in a log object.
 * Lines written inside a traced request carry its `trace_id` and `span_id`.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // With tracing on (ADR 0031), trace_id/span_id of the active span on every line.
    mixin: traceFields,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.secret',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { id?: string; method?: string; url?: string; ip?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url ?? ''), ip: request.ip };
      },
      res(reply: { statusCode?: number }) {
        return { statusCode: reply.statusCode };
      },
      // A failed statement carries its values (birth dates, bios, tokens): logged without them.
      err(error: Error) {
        return isDatabaseError(error) ? loggedDatabaseError(error) : stdSerializers.err(error);
      },
    },
  };
}

export type LogDestination = DestinationStream;
