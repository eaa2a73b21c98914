import { PassThrough, type Readable } from 'node:stream';
import { eq, like, or, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Database } from '../../db/client';
import {
  applications,
  companies,
  conversations,
  files,
  listings,
  mailOutbox,
  users,
  verifications,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/storage';
import type { Actor } from '../../platform/session/session';
import { EXPORT_PLAN, exportCondition } from './export-plan';

type Row = Record<string, unknown>;
/** What a person needs to read their own data: the listings and companies behind the ids (issue 28). */
export type ExportSummary = {
  applications: { id: string; listingTitle: string; companyName: string; status: string; appliedAt: string }[];
  conversations: { id: string; companyName: string; subject: string | null; createdAt: string }[];
};
export type UserExport = {
  tables: { name: string; rows: Row[] }[];
  files: (typeof files.$inferSelect)[];
  summary: ExportSummary;
};

function without(row: Row, omit: string[] = []): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key)));
}

/**
 * Everything stored about a user: one list of rows per table (EXPORT_PLAN), the one-time tokens
 * issued to them (without the token), the mail written to them while no SMTP server was set,
 * and the metadata of every file they own.
 */
export async function collectUserExport(db: Database, userId: string): Promise<UserExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.unauthenticated();
  const tables: UserExport['tables'] = [];
  for (const entry of EXPORT_PLAN) {
    const rows = (await db.select().from(entry.table).where(exportCondition(entry, userId))) as Row[];
    tables.push({ name: getTableConfig(entry.table).name, rows: rows.map((row) => without(row, entry.omit)) });
  }
  const tokens = await db
    .select()
    .from(verifications)
    .where(or(like(verifications.identifier, `%${userId}%`), eq(verifications.value, userId)));
  // What the token was for and when it ran out; never the token (`reset-password:<token>`).
  tables.push({
    name: 'verifications',
    rows: tokens.map((row) => ({
      id: row.id,
      purpose: row.identifier.split(':')[0],
      expiresAt: row.expiresAt,
      usedAt: row.usedAt,
      createdAt: row.createdAt,
    })),
  });
  const mail = await db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${user.email.toLowerCase()}`);
  tables.push({
    name: 'mail_outbox',
    rows: mail.map((row) => ({
      ...row,
      text: withoutSecretLinks(row.text),
      html: row.html && withoutSecretLinks(row.html),
    })),
  });
  const owned = await db.select().from(files).where(eq(files.ownerId, userId));
  const applied = await db
    .select({
      id: applications.id,
      listingTitle: listings.title,
      companyName: companies.name,
      status: applications.status,
      appliedAt: applications.appliedAt,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(eq(applications.candidateId, userId))
    .orderBy(applications.appliedAt);
  const talks = await db
    .select({
      id: conversations.id,
      companyName: companies.name,
      subject: conversations.subject,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .where(eq(conversations.candidateId, userId))
    .orderBy(conversations.createdAt);
  const summary: ExportSummary = {
    applications: applied.map((a) => ({ ...a, appliedAt: a.appliedAt.toISOString() })),
    conversations: talks.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
  return { tables, files: owned, summary };
}

/** Query parameters of links in mail that carry a one-time secret (reset, verification, invitation). */
const SECRET_LINK_PARAM = /([?&](?:amp;)?(?:token|invitation|code)=)[^\s"'&<>]+/gi;

/** Mail text with every one-time link's secret replaced: a leaked zip must not open the account. */
export function withoutSecretLinks(text: string): string {
  return text.replace(SECRET_LINK_PARAM, '$1[redacted]');
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120) || 'file';

/**
 * The export as a zip, streamed: README.txt, `data/<table>.json` per table and `files/<id>-<name>`
 * per file (stored without recompression: images, PDFs and audio are compressed already).
 */
export function streamUserExport(
  { storage, log }: { storage: FileStorage; log: FastifyBaseLogger },
  actor: Actor,
  data: UserExport,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  };
  const now = new Date().toISOString();
  addText(
    'README.txt',
    [
      `Azubi Connect – data export for ${actor.email}`,
      `Created: ${now}`,
      '',
      'summary.html (open it in a browser) and summary.json: your applications and conversations with the listing titles and company names.',
      'data/<table>.json: every row stored about you, one file per database table.',
      'files/: the files you uploaded (photo, certificates, documents, audio introduction).',
      'Passwords, session ids and tokens, one-time links (reset, verification, invitation) and internal storage keys are not included.',
      '',
      `Azubi Connect – Datenexport für ${actor.email}`,
      `Erstellt: ${now}`,
      '',
      'summary.html (im Browser öffnen) und summary.json: deine Bewerbungen und Unterhaltungen mit Stellentiteln und Firmennamen.',
      'data/<tabelle>.json: alle über dich gespeicherten Zeilen, eine Datei je Datenbanktabelle.',
      'files/: deine hochgeladenen Dateien (Foto, Zertifikate, Dokumente, Audio-Vorstellung).',
      'Passwörter, Sitzungskennungen und -token, Einmal-Links (Zurücksetzen, Bestätigung, Einladung) und interne Speicherschlüssel sind nicht enthalten.',
      '',
    ].join('\n'),
  );
  addText('summary.json', `${JSON.stringify(data.summary, null, 2)}\n`);
  addText('summary.html', summaryHtml(actor.email, now, data.summary));
  for (const table of data.tables) addText(`data/${table.name}.json`, `${JSON.stringify(table.rows, null, 2)}\n`);

  void (async () => {
    try {
      for (const file of data.files) {
        const entry = new ZipPassThrough(`files/${file.id}-${safeName(file.originalName)}`);
        zip.add(entry);
        try {
          for await (const chunk of await storage.get(file.storageKey)) entry.push(chunk as Uint8Array);
        } catch (err) {
          log.error({ err, fileId: file.id }, 'export: stored file could not be read');
        }
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    } catch (err) {
      log.error({ err }, 'export failed while streaming');
      out.destroy(err as Error);
    }
  })();
  return out;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A page a person can open in any browser: their applications and conversations, in English and German. */
export function summaryHtml(email: string, createdAt: string, summary: ExportSummary): string {
  const e = escapeHtml;
  const rows = (cells: string[][]) =>
    cells.map((cell) => `<tr>${cell.map((value) => `<td>${e(value)}</td>`).join('')}</tr>`).join('\n');
  const table = (head: string[], body: string[][], empty: string) =>
    body.length
      ? `<table><thead><tr>${head.map((h) => `<th scope="col">${e(h)}</th>`).join('')}</tr></thead><tbody>\n${rows(body)}\n</tbody></table>`
      : `<p>${e(empty)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Azubi Connect – ${e(email)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left}</style>
</head><body>
<h1>Azubi Connect – data export / Datenexport</h1>
<p>${e(email)} · ${e(createdAt.slice(0, 10))}</p>
<h2>Applications / Bewerbungen</h2>
${table(
  ['Position / Stelle', 'Company / Unternehmen', 'Status', 'Applied / Beworben am'],
  summary.applications.map((a) => [a.listingTitle, a.companyName, a.status, a.appliedAt.slice(0, 10)]),
  'No applications / Keine Bewerbungen',
)}
<h2>Conversations / Unterhaltungen</h2>
${table(
  ['Company / Unternehmen', 'Subject / Betreff', 'Started / Begonnen'],
  summary.conversations.map((c) => [c.companyName, c.subject ?? '', c.createdAt.slice(0, 10)]),
  'No conversations / Keine Unterhaltungen',
)}
<p>Every stored row: data/&lt;table&gt;.json · Alle gespeicherten Zeilen: data/&lt;tabelle&gt;.json</p>
</body></html>
`;
}
