// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { describe, expect, it } from 'vitest';
import { createSmtpMailer, type Mailer, type MailMessage } from '../../mail/mailer';
import { createRetryingMailer, sendQueuedMail } from '../../mail/retrying-mailer';
import { startSmtpInbox } from '../../testing/smtp-inbox';

const log = { info() {}, warn() {}, error() {} };

describe('digest headers through the retrying mailer', () => {
  it('a queued retry keeps headers, attachments and the Message-ID (the job data is JSON)', async () => {
    const queued: unknown[] = [];
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('451 try later');
      },
      close: async () => {},
    };
    const mailer = createRetryingMailer({
      transport: failing,
      queue: {
        send: async (_name: string, data: unknown) => {
          queued.push(JSON.parse(JSON.stringify(data)));
          return 'job-1';
        },
      },
      log: log as never,
      messageIdDomain: 'azubi.test',
    });
    const message: MailMessage = {
      to: 'lan@example.org',
      subject: '2 new matches',
      text: 'text',
      html: '<p>html</p>',
      locale: 'en',
      headers: {
        'List-Unsubscribe': '<https://azubi.test/api/search-profiles/unsubscribe?token=d.x.y>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      attachments: [{ filename: 'a.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
    };
    await mailer.send(message);
    const sent: MailMessage[] = [];
    const transport: Mailer = { kind: 'smtp', send: async (m) => void sent.push(m), close: async () => {} };
    await sendQueuedMail({ transport, log: log as never }, queued[0], { id: 'job-1', retryCount: 0 } as never);
    expect(sent[0]).toMatchObject({ headers: message.headers, attachments: message.attachments });
    expect(sent[0]!.messageId).toMatch(/^<.+@azubi\.test>$/);
  });

  it('the SMTP transport writes List-Unsubscribe and List-Unsubscribe-Post into the mail', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createSmtpMailer(inbox.url, 'Azubi Connect <noreply@azubi.test>');
    try {
      await mailer.send({
        to: 'lan@example.org',
        subject: 'Matches',
        text: 'text',
        html: '<p>html</p>',
        locale: 'de',
        headers: {
          'List-Unsubscribe': '<https://azubi.test/api/search-profiles/unsubscribe?token=d.x.y>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      const mail = await inbox.waitFor('lan@example.org');
      // Header fields may be folded onto the next line (RFC 5322); unfold before reading them.
      const raw = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(
        /^List-Unsubscribe: <https:\/\/azubi\.test\/api\/search-profiles\/unsubscribe\?token=d\.x\.y>\r?$/m,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(raw).toMatch(/^Content-Language: de\r?$/m);
    } finally {
      await mailer.close();
      await inbox.close();
    }
  });
});
