import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: 'en' | 'de';
  /** Users the mail names besides its recipient (kept with the outbox copy; see mail_outbox.mentions). */
  mentions?: string[];
  /** The Message-ID header, `<id@domain>`; set once by the retrying mailer so that a retry is the same message. */
  messageId?: string;
  /** Files sent with the mail (an interview's .ics); text content, so it survives a queued retry as JSON. */
  attachments?: MailAttachment[];
  /**
   * Further header fields (a match digest's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058);
   * plain strings, so they survive a queued retry as JSON. They cannot replace the fields set here.
   */
  headers?: Record<string, string>;
};

export type MailAttachment = { filename: string; content: string; contentType: string };

/** Sends e-mail. One interface, two implementations chosen by configuration (ARCHITECTURE.md conventions adapters). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery over SMTP (`SMTP_URL`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...message.headers, 'Content-Language': message.locale },
        ...(message.messageId ? { messageId: message.messageId } : {}),
        attachments: message.attachments?.map((a) => ({ ...a, contentDisposition: 'attachment' as const })),
      });
    },
    async close() {
      transport.close();
    },
  };
}

/** Without SMTP: mail is stored in `mail_outbox` and listed on the development page /dev/mail. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        locale: message.locale,
        mentions: message.mentions ?? [],
      });
    },
    async close() {},
  };
}
