import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditContext } from '../audit/record-audit-event';
import { CLIENT_IP_HEADER } from './auth-instance';

/** The headers better-auth needs from a request: its cookies, user agent and client address. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies the cookies better-auth set (session start or end) onto our reply. */
export function forwardCookies(from: Headers | null | undefined, reply: FastifyReply): void {
  const cookies = from?.getSetCookie() ?? [];
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
}

export function auditContext(request: FastifyRequest): AuditContext {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
