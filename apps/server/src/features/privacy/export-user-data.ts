import { PassThrough, type Readable } from 'node:stream';
import { eq, like, or, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Database } from '../../db/client';
import { files, mailOutbox, users, verifications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/storage';
import type { Actor } from '../auth/session';
import { EXPORT_PLAN, exportCondition } from './export-plan';

type Row = Record<string, unknown>;
export type UserExport = { tables: { name: string; rows: Row[] }[]; files: (typeof files.$inferSelect)[] };

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
  return { tables, files: owned };
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
      'data/<table>.json: every row stored about you, one file per database table.',
      'files/: the files you uploaded (photo, certificates, documents, audio introduction).',
      'Passwords, session ids and tokens, one-time links (reset, verification, invitation) and internal storage keys are not included.',
      '',
      `Azubi Connect – Datenexport für ${actor.email}`,
      `Erstellt: ${now}`,
      '',
      'data/<tabelle>.json: alle über dich gespeicherten Zeilen, eine Datei je Datenbanktabelle.',
      'files/: deine hochgeladenen Dateien (Foto, Zertifikate, Dokumente, Audio-Vorstellung).',
      'Passwörter, Sitzungskennungen und -token, Einmal-Links (Zurücksetzen, Bestätigung, Einladung) und interne Speicherschlüssel sind nicht enthalten.',
      '',
    ].join('\n'),
  );
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
