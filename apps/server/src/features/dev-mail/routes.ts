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

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * Development only (never registered when NODE_ENV=production): the mail written to the outbox
 * while no SMTP server is configured, so sign-up and reset links can be followed locally.
 * Mounted under /api; the page is /api/dev/mail, the JSON /api/dev/mail.json.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // The outbox holds every reset and verification link: it answers only to this machine, judged by
  // the connection itself (never X-Forwarded-For), whatever NODE_ENV says. Others get the API's 404.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress))
      throw AppError.notFound('errors.apiNotFound', { method: request.method, path: request.url.split('?')[0]! });
  });
  const latest = () => db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);

  app.get(
    '/dev/mail.json',
    {
      schema: {
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

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
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
  });
};
