import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Every address a request names as the client it was forwarded for: each entry of
 * `X-Forwarded-For` and each `for=` of `Forwarded` (RFC 7239), quotes, brackets and ports removed.
 * An obfuscated or unknown identifier (`_hidden`, `unknown`) stays as it is, so it is not loopback.
 */
export function forwardedAddresses(headers: Record<string, string | string[] | undefined>): string[] {
  const values = (name: string) => [headers[name] ?? []].flat().flatMap((value) => value.split(','));
  const xff = values('x-forwarded-for').map((entry) => entry.trim());
  const forwarded = values('forwarded').flatMap((element) =>
    element
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair.toLowerCase().startsWith('for='))
      .map((pair) => {
        const node = pair.slice(4).trim().replace(/^"|"$/g, '');
        if (node.startsWith('[')) return node.slice(1, node.indexOf(']') === -1 ? undefined : node.indexOf(']'));
        // IPv4 with a port (`127.0.0.1:8080`); a bare IPv6 address has more than one colon.
        return node.split(':').length === 2 ? node.split(':')[0]! : node;
      }),
  );
  return [...xff, ...forwarded].filter((address) => address.length > 0);
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * Development only (never registered when NODE_ENV=production, see app.ts): the mail written to the outbox
 * while no SMTP server is configured, so sign-up and reset links can be followed locally.
 * Mounted under /api; the page is /api/dev/mail, the JSON /api/dev/mail.json.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // The outbox holds every reset and verification link: it answers only to this machine. The
  // connection must come from here and so must every address a proxy says it forwarded for (a
  // reverse proxy on this host connects from loopback on behalf of anyone). Others get the API's 404.
  app.addHook('onRequest', async (request) => {
    if (
      !isLoopback(request.socket.remoteAddress) ||
      !forwardedAddresses(request.headers).every((address) => isLoopback(address))
    )
      throw AppError.notFound('errors.apiNotFound', { method: request.method, path: request.url.split('?')[0]! });
  });
  const latest = () => db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);

  app.get(
    '/dev/mail.json',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listDevMailJson',
        summary: 'The e-mails sent in development, as JSON',
        hide: true,
        response: {
          200: z.array(
            z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.date() }),
          ),
        },
      },
    },
    async () => latest(),
  );

  app.get(
    '/dev/mail',
    {
      config: { access: 'public' },
      schema: { operationId: 'showDevMail', summary: 'The e-mails sent in development, as a page', hide: true },
    },
    async (_request, reply) => {
      const mails = await latest();
      const items = mails
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${linkify(m.text)}</pre></article>`,
        )
        .join('<hr>');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title></head><body><main><h1>Outbox (development only)</h1>${items || '<p>No mail yet.</p>'}</main></body></html>`,
        );
    },
  );
};
