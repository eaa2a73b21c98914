import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './test-app';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** Decodes the quoted-printable parts nodemailer writes, enough to read links and subjects. */
function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // RFC 2047: whitespace between adjacent encoded words is not part of the text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

export type SmtpInbox = {
  url: string;
  mails: ReceivedMail[];
  waitFor(to: string, count?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on a free local port that keeps what it receives (tests set
 * SMTP_URL=smtp://127.0.0.1:<port>). Real protocol, nothing mocked.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subjectLine = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1]?.replace(/\r?\n[ \t]/g, '') ?? '';
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeHeader(subjectLine),
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, count = 1) {
      for (let i = 0; i < 100; i++) {
        const found = mails.filter((m) => m.to.includes(to.toLowerCase()));
        if (found.length >= count) return found[count - 1]!;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail #${count} for ${to}; got: ${mails.map((m) => m.to.join(',')).join(' | ')}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestAppWithInbox = TestApp & { inbox: SmtpInbox };

/** The test app with its mail sent over SMTP to a new inbox; `close` ends both. */
export async function createTestAppWithInbox(
  options: NonNullable<Parameters<typeof createTestApp>[0]> = {},
): Promise<TestAppWithInbox> {
  const inbox = await startSmtpInbox();
  const app = await createTestApp({ ...options, env: { ...options.env, SMTP_URL: inbox.url } });
  return {
    ...app,
    inbox,
    async close() {
      await app.close();
      await inbox.close();
    },
  };
}
