import { renderEmail } from './layout';
import { isTeamAdmin } from '../../http/access';

type Locale = 'en' | 'de';

/**
 * The team invitation: who invites, to which company and with which role, and the link to
 * /auth?invitation={token} (sign up or sign in with the invited address).
 */
export function teamInvitationEmail(
  locale: Locale,
  input: { inviterName: string; companyName: string; role: 'admin' | 'member'; url: string; validDays: number },
) {
  return renderEmail(
    locale === 'de'
      ? {
          subject: `Einladung ins Team von ${input.companyName}`,
          greeting: 'Hallo,',
          paragraphs: [
            `${input.inviterName} lädt dich ein, dem Team von ${input.companyName} auf Azubi Connect beizutreten – als ${isTeamAdmin(input.role) ? 'Admin (verwaltet auch das Team und das Unternehmensprofil)' : 'Mitglied (verwaltet Stellenanzeigen und Bewerbungen)'}.`,
            'Registriere dich mit dieser E-Mail-Adresse oder melde dich mit ihr an, um die Einladung anzunehmen.',
            `Der Link ist ${input.validDays} Tage gültig.`,
          ],
          action: { label: 'Einladung annehmen', url: input.url },
          footer: 'Du erwartest diese Einladung nicht? Dann kannst du diese E-Mail ignorieren.',
        }
      : {
          subject: `Invitation to join the team of ${input.companyName}`,
          greeting: 'Hello,',
          paragraphs: [
            `${input.inviterName} invites you to join the team of ${input.companyName} on Azubi Connect as ${isTeamAdmin(input.role) ? 'an admin (also manages the team and the company profile)' : 'a member (manages listings and applications)'}.`,
            'Sign up or sign in with this email address to accept the invitation.',
            `The link is valid for ${input.validDays} days.`,
          ],
          action: { label: 'Accept invitation', url: input.url },
          footer: 'You did not expect this invitation? Then you can ignore this email.',
        },
    locale,
  );
}
