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

/**
 * Confirms a deletion (issue 28), sent to the deleted account's address in its language once the
 * deletion has committed: what went, what others keep, and that nothing more will come.
 */
export function accountDeletedEmail(locale: 'en' | 'de', input: { name: string }) {
  const de = locale === 'de';
  return renderEmail(
    {
      subject: de ? 'Dein Konto wurde gelöscht' : 'Your account has been deleted',
      greeting: de ? `Hallo ${input.name},` : `Hello ${input.name},`,
      paragraphs: [
        de
          ? 'dein Konto bei Azubi Connect ist gelöscht. Dein Profil, deine Dokumente und Aufnahmen, deine Bewerbungen und deine Vorstellungsgespräche sind entfernt, und du bist auf allen Geräten abgemeldet.'
          : 'your Azubi Connect account has been deleted. Your profile, documents and recordings, your applications and your interviews are gone, and you are signed out on every device.',
        de
          ? 'Was das Gesetz uns aufzubewahren verpflichtet (etwa Rechnungen), bleibt ohne deinen Namen erhalten. Von uns bekommst du keine weiteren E-Mails.'
          : 'Records the law requires us to keep (such as invoices) are kept without your name. You will get no further emails from us.',
        de
          ? 'Wenn du das nicht warst, antworte bitte sofort auf diese E-Mail.'
          : 'If this was not you, please reply to this email at once.',
      ],
      footer: de
        ? 'Diese Nachricht bestätigt die Löschung und geht ein letztes Mal an diese Adresse.'
        : 'This message confirms the deletion and goes to this address one last time.',
    },
    locale,
  );
}
