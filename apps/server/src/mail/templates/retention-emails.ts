import { formatDate } from '@azubi/shared/dates/format-date';
import { renderEmail } from './layout';

/**
 * The warning before an inactive account is deleted (spec §9: after 2 years without activity;
 * docs/decisions/README.md: warned by e-mail 30 days before). Signing in once keeps the account.
 */
export function inactiveAccountWarningEmail(
  locale: 'en' | 'de',
  input: { name: string; deleteOn: string; signInUrl: string },
) {
  const de = locale === 'de';
  const day = formatDate(input.deleteOn, locale);
  return renderEmail(
    {
      subject: de
        ? 'Dein Konto bei Azubi Connect wird bald gelöscht'
        : 'Your Azubi Connect account will be deleted soon',
      greeting: de ? `Hallo ${input.name},` : `Hello ${input.name},`,
      paragraphs: [
        de
          ? 'du hast dich seit fast zwei Jahren nicht mehr angemeldet. Damit wir keine Daten länger als nötig speichern, löschen wir inaktive Konten nach zwei Jahren.'
          : 'you have not signed in for almost two years. So that we keep no data longer than needed, we delete accounts after two years without activity.',
        de
          ? `Wir löschen dein Konto und alle Daten darin am ${day}. Wenn du es behalten möchtest, melde dich einfach vorher einmal an.`
          : `We will delete your account and all its data on ${day}. If you want to keep it, just sign in once before then.`,
      ],
      action: { label: de ? 'Anmelden und Konto behalten' : 'Sign in and keep my account', url: input.signInUrl },
      footer: de
        ? 'Du bekommst diese E-Mail einmal, weil dein Konto lange nicht benutzt wurde.'
        : 'You receive this email once, because your account has not been used for a long time.',
    },
    locale,
  );
}
