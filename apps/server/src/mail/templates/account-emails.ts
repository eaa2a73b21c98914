import { renderEmail } from './layout';

/** The link that confirms a new e-mail address (features/account): sent to the new address. */
export function emailChangeEmail(locale: 'en' | 'de', input: { name: string; url: string }) {
  const de = locale === 'de';
  return renderEmail(
    {
      subject: de ? 'Bestätige deine neue E-Mail-Adresse' : 'Confirm your new email address',
      greeting: de ? `Hallo ${input.name},` : `Hello ${input.name},`,
      paragraphs: [
        de
          ? 'du möchtest bei Azubi Connect diese E-Mail-Adresse verwenden. Öffne den Link, um sie zu bestätigen. Er gilt 24 Stunden.'
          : 'you want to use this email address on Azubi Connect. Open the link to confirm it. It is valid for 24 hours.',
        de
          ? 'Wenn du das nicht warst, ignoriere diese E-Mail: Dein Konto bleibt, wie es ist.'
          : 'If this was not you, ignore this email: your account stays as it is.',
      ],
      action: { label: de ? 'Neue Adresse bestätigen' : 'Confirm the new address', url: input.url },
      footer: de
        ? 'Du bekommst diese E-Mail, weil jemand diese Adresse in einem Konto eingetragen hat.'
        : 'You receive this email because someone entered this address in an account.',
    },
    locale,
  );
}

/** Told to the old address once the change is done, so a stolen session cannot take the account quietly. */
export function emailChangedNoticeEmail(locale: 'en' | 'de', input: { name: string; newEmail: string }) {
  const de = locale === 'de';
  return renderEmail(
    {
      subject: de ? 'Deine E-Mail-Adresse wurde geändert' : 'Your email address was changed',
      greeting: de ? `Hallo ${input.name},` : `Hello ${input.name},`,
      paragraphs: [
        de
          ? `Dein Konto bei Azubi Connect verwendet jetzt die Adresse ${input.newEmail}.`
          : `Your Azubi Connect account now uses the address ${input.newEmail}.`,
        de
          ? 'Wenn du das nicht warst, antworte bitte sofort auf diese E-Mail.'
          : 'If this was not you, please reply to this email at once.',
      ],
      footer: de ? 'Diese Nachricht geht an deine bisherige Adresse.' : 'This message goes to your previous address.',
    },
    locale,
  );
}
