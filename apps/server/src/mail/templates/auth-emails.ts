import { renderEmail } from './layout';

type Locale = 'en' | 'de';

/** The verification e-mail: a link to /auth-callback?token=… valid for 24 hours. */
export function verificationEmail(locale: Locale, input: { fullName: string; url: string }) {
  return renderEmail(
    locale === 'de'
      ? {
          subject: 'Bitte bestätige deine E-Mail-Adresse',
          greeting: `Hallo ${input.fullName},`,
          paragraphs: [
            'willkommen bei Azubi Connect! Bitte bestätige deine E-Mail-Adresse, damit wir wissen, dass sie dir gehört.',
            'Der Link ist 24 Stunden gültig.',
          ],
          action: { label: 'E-Mail-Adresse bestätigen', url: input.url },
          footer: 'Du hast dich nicht bei Azubi Connect registriert? Dann kannst du diese E-Mail ignorieren.',
        }
      : {
          subject: 'Please verify your email address',
          greeting: `Hello ${input.fullName},`,
          paragraphs: [
            'welcome to Azubi Connect! Please confirm your email address so we know it belongs to you.',
            'The link is valid for 24 hours.',
          ],
          action: { label: 'Verify email address', url: input.url },
          footer: 'You did not sign up for Azubi Connect? Then you can ignore this email.',
        },
    locale,
  );
}

/** The password-reset e-mail: a link to /reset-password?token=… valid for one hour. */
export function passwordResetEmail(locale: Locale, input: { fullName: string; url: string }) {
  return renderEmail(
    locale === 'de'
      ? {
          subject: 'Passwort zurücksetzen',
          greeting: `Hallo ${input.fullName},`,
          paragraphs: [
            'jemand (hoffentlich du) möchte das Passwort für dein Konto bei Azubi Connect zurücksetzen.',
            'Der Link ist eine Stunde gültig. Nach der Änderung wirst du auf allen Geräten abgemeldet.',
          ],
          action: { label: 'Neues Passwort festlegen', url: input.url },
          footer: 'Du hast das nicht angefordert? Dann ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
        }
      : {
          subject: 'Reset your password',
          greeting: `Hello ${input.fullName},`,
          paragraphs: [
            'someone (hopefully you) asked to reset the password of your Azubi Connect account.',
            'The link is valid for one hour. After the change you will be signed out on all devices.',
          ],
          action: { label: 'Choose a new password', url: input.url },
          footer: 'You did not ask for this? Then ignore this email; your password stays unchanged.',
        },
    locale,
  );
}
