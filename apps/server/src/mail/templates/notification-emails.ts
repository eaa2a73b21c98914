import { translate } from '@azubi/shared/i18n/messages';
import { billingEmailContent } from './billing-emails';
import { interviewEmailContent } from './interview-emails';
import { renderEmail } from './layout';
import { placementEmailContent } from './placement-emails';
import { reviewEmailContent } from './review-emails';

type Locale = 'en' | 'de';

const STATUS: Record<string, { en: string; de: string }> = {
  pending: { en: 'received', de: 'eingegangen' },
  reviewing: { en: 'in review', de: 'in Prüfung' },
  shortlisted: { en: 'shortlisted', de: 'in der engeren Auswahl' },
  rejected: { en: 'not successful', de: 'leider abgelehnt' },
  accepted: { en: 'accepted', de: 'angenommen' },
  withdrawn: { en: 'withdrawn', de: 'zurückgezogen' },
  closed: {
    en: 'closed, because the company has left Azubi Connect',
    de: 'geschlossen, weil das Unternehmen Azubi Connect verlassen hat',
  },
};

/** The e-mail for an in-app notification, in the recipient's language. */
export function notificationEmail(
  locale: Locale,
  input: { type: string; data: Record<string, unknown>; name: string; url: string; timeZone?: string },
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
  // Trial, plan and payment notices (features/billing).
  const billing = billingEmailContent(locale, input.type, input.data);
  if (billing) return renderEmail({ ...common, ...billing }, locale);
  // Interview notices (features/interviews): times in the recipient's zone beside the other side's.
  const interview = interviewEmailContent(locale, input.type, input.data, input.timeZone ?? 'Europe/Berlin');
  if (interview) return renderEmail({ ...common, ...interview }, locale);
  // Review moderation (features/reviews): the decision with its reason.
  const review = reviewEmailContent(locale, input.type, input.data);
  if (review) return renderEmail({ ...common, ...review }, locale);
  // Placement step reminders (features/placements).
  const placement = placementEmailContent(locale, input.type, input.data);
  if (placement) return renderEmail({ ...common, ...placement }, locale);
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
    // Profile review (features/moderation, features/profile): the decision and, for a rejection, the reason.
    case 'profile_approved':
    case 'certificate_verified':
      return renderEmail(
        {
          ...common,
          subject: de ? 'Dein Profil ist freigegeben' : 'Your profile has been approved',
          paragraphs: [
            input.type === 'certificate_verified'
              ? de
                ? 'Dein Deutschzertifikat wurde erkannt und dein Profil ist freigegeben.'
                : 'Your German certificate was recognised and your profile is approved.'
              : de
                ? 'Unser Team hat dein Profil geprüft und freigegeben.'
                : 'Our team has reviewed and approved your profile.',
            de
              ? 'Arbeitgeber können dein Profil jetzt sehen, und du kannst dich auf Stellen bewerben.'
              : 'Employers can now see your profile, and you can apply for positions.',
          ],
        },
        locale,
      );
    case 'profile_rejected':
      return renderEmail(
        {
          ...common,
          subject: de ? 'Dein Profil braucht eine Änderung' : 'Your profile needs a change',
          paragraphs: [
            de
              ? 'Unser Team hat dein Profil geprüft und konnte es noch nicht freigeben. Der Grund:'
              : 'Our team has reviewed your profile and could not approve it yet. The reason:',
            String(input.data.reason ?? ''),
            de
              ? 'Bitte ändere dein Profil; danach prüfen wir es erneut.'
              : 'Please update your profile; we will then review it again.',
          ],
        },
        locale,
      );
    // Company verification (features/moderation): the decision and, for a rejection, the reason.
    case 'company_verified': {
      const company = String(input.data.companyName ?? '');
      return renderEmail(
        {
          ...common,
          subject: de ? `${company} ist verifiziert` : `${company} is verified`,
          paragraphs: [
            de ? `Unser Team hat ${company} geprüft und verifiziert.` : `Our team has checked and verified ${company}.`,
            de
              ? 'Eure Stellenanzeigen und eure Arbeitgeberseite zeigen jetzt das Verifiziert-Abzeichen, und ihr könnt Bewerberprofile durchsuchen.'
              : 'Your listings and your employer page now show the verified badge, and you can search candidate profiles.',
          ],
        },
        locale,
      );
    }
    case 'company_rejected': {
      const company = String(input.data.companyName ?? '');
      return renderEmail(
        {
          ...common,
          subject: de ? `${company}: Verifizierung abgelehnt` : `${company}: verification rejected`,
          paragraphs: [
            de
              ? `Unser Team konnte ${company} mit den eingereichten Unterlagen nicht verifizieren. Der Grund:`
              : `Our team could not verify ${company} with the documents provided. The reason:`,
            String(input.data.reason ?? ''),
            de
              ? 'Lade in den Unternehmenseinstellungen einen passenden Nachweis hoch und frage die Verifizierung erneut an.'
              : 'Please upload a suitable document in your company settings and ask for verification again.',
          ],
        },
        locale,
      );
    }
    // Messages (features/messaging): only for a message still unread 15 minutes after it was sent.
    case 'message_received': {
      const name = String(input.data.senderName ?? '');
      return renderEmail(
        {
          ...common,
          subject: translate(locale, 'messaging.newMessageSubject', { name }),
          paragraphs: [
            translate(locale, 'messaging.newMessageBody', { name, subject: String(input.data.subject ?? '') }),
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
