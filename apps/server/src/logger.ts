import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import { isDatabaseError, loggedDatabaseError } from './db/errors';

/** Query parameters whose values never reach the logs. */
const SECRET_QUERY_PARAMS = /^(token|code|password|secret|key|invitation|signature|session.*)$/i;

/**
 * Path segments that are secrets: the segment after one of these names (`/api/auth/invitations/<token>`),
 * matched however the path is spelled (`%61pi`, `INVITATIONS`, percent-encoded letters).
 */
const SECRET_PATH_SEGMENT = /^(invitations|reset-password|verify-email|tokens?)$/i;

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
    if (SECRET_PATH_SEGMENT.test(decodeSafely(segments[i - 1]!)) && segments[i]) segments[i] = '[redacted]';
  }
  const safePath = segments.join('/');
  if (queryStart === -1) return safePath;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) if (SECRET_QUERY_PARAMS.test(name)) params.set(name, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

/**
 * Structured JSON logs. Requests are logged by method, path and status; bodies never are, and
 * headers and fields that carry secrets are censored wherever they appear in a log object.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
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
