import { renderEmail } from './layout';

type Locale = 'en' | 'de';

const STATUS: Record<string, { en: string; de: string }> = {
  pending: { en: 'received', de: 'eingegangen' },
  reviewing: { en: 'in review', de: 'in Prüfung' },
  shortlisted: { en: 'shortlisted', de: 'in der engeren Auswahl' },
  rejected: { en: 'not successful', de: 'leider abgelehnt' },
  accepted: { en: 'accepted', de: 'angenommen' },
  withdrawn: { en: 'withdrawn', de: 'zurückgezogen' },
};

/** The e-mail for an in-app notification, in the recipient's language. */
export function notificationEmail(
  locale: Locale,
  input: { type: string; data: Record<string, unknown>; name: string; url: string },
) {
  const title = String(input.data.listingTitle ?? '');
  const de = locale === 'de';
  const common = {
    greeting: de ? `Hallo ${input.name},` : `Hello ${input.name},`,
    action: { label: de ? 'Auf Azubi Connect ansehen' : 'View on Azubi Connect', url: input.url },
    footer: de
      ? 'Du bekommst diese E-Mail, weil du Benachrichtigungen per E-Mail eingeschaltet hast. Ändern kannst du das in den Benachrichtigungseinstellungen.'
      : 'You receive this email because email notifications are on. You can change this in your notification settings.',
  };
  switch (input.type) {
    case 'application_received':
      return renderEmail(
        {
          ...common,
          subject: de ? `Neue Bewerbung: ${title}` : `New application: ${title}`,
          paragraphs: [
            de
              ? `${String(input.data.candidateName ?? 'Jemand')} hat sich auf „${title}“ beworben.`
              : `${String(input.data.candidateName ?? 'Someone')} applied for “${title}”.`,
          ],
        },
        locale,
      );
    case 'application_status_changed': {
      const status = STATUS[String(input.data.status)] ?? {
        en: String(input.data.status),
        de: String(input.data.status),
      };
      return renderEmail(
        {
          ...common,
          subject: de ? `Deine Bewerbung: ${title}` : `Your application: ${title}`,
          paragraphs: [
            de
              ? `Deine Bewerbung auf „${title}“ bei ${String(input.data.companyName ?? '')} ist jetzt: ${status.de}.`
              : `Your application for “${title}” at ${String(input.data.companyName ?? '')} is now: ${status.en}.`,
          ],
        },
        locale,
      );
    }
    default:
      return renderEmail(
        { ...common, subject: de ? 'Neuigkeiten auf Azubi Connect' : 'News on Azubi Connect', paragraphs: [] },
        locale,
      );
  }
}
