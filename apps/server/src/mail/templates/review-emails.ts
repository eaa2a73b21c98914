type Locale = 'en' | 'de';

/** The listed reasons (REVIEW_REJECTION_REASONS) in words, for the statement of reasons. */
export const REVIEW_REASON_TEXT: Record<string, { en: string; de: string }> = {
  insult: { en: 'insult', de: 'Beleidigung' },
  personal_data: { en: 'personal data', de: 'personenbezogene Daten' },
  off_topic: { en: 'off-topic', de: 'nicht zum Thema' },
  not_about_company: { en: 'not about this company', de: 'betrifft nicht dieses Unternehmen' },
  spam: { en: 'spam', de: 'Spam' },
};

/**
 * The review moderation notice (features/reviews), in the recipient's language: the decision on a
 * candidate's review or a company's reply and, for a rejection, the listed reason and the
 * moderator's note (a statement of reasons, DSA art. 17) and whether it may be edited and sent
 * again. Null for other types.
 */
export function reviewEmailContent(
  locale: Locale,
  type: string,
  data: Record<string, unknown>,
): { subject: string; paragraphs: string[] } | null {
  if (type !== 'review_moderated') return null;
  const de = locale === 'de';
  const company = String(data.companyName ?? '');
  const reply = data.subject === 'reply';
  if (data.decision === 'approved')
    return reply
      ? {
          subject: de ? `Eure Antwort ist veröffentlicht` : `Your reply is published`,
          paragraphs: [
            de
              ? `Unser Team hat eure Antwort auf eine Bewertung von ${company} geprüft und veröffentlicht.`
              : `Our team has checked and published your reply to a review of ${company}.`,
          ],
        }
      : {
          subject: de ? `Deine Bewertung von ${company} ist veröffentlicht` : `Your review of ${company} is published`,
          paragraphs: [
            de
              ? `Unser Team hat deine Bewertung von ${company} geprüft und veröffentlicht. Danke, dass du deine Erfahrung teilst.`
              : `Our team has checked and published your review of ${company}. Thank you for sharing your experience.`,
          ],
        };
  const reason = REVIEW_REASON_TEXT[String(data.reason ?? '')]?.[locale] ?? String(data.reason ?? '');
  const note = typeof data.note === 'string' && data.note ? data.note : null;
  const paragraphs = [
    reply
      ? de
        ? `Unser Team hat eure Antwort auf eine Bewertung von ${company} nicht veröffentlicht. Der Grund: ${reason}.`
        : `Our team did not publish your reply to a review of ${company}. The reason: ${reason}.`
      : de
        ? `Unser Team hat deine Bewertung von ${company} nicht veröffentlicht. Der Grund: ${reason}.`
        : `Our team did not publish your review of ${company}. The reason: ${reason}.`,
  ];
  if (note) paragraphs.push(de ? `Hinweis des Teams: ${note}` : `Note from our team: ${note}`);
  if (reply)
    paragraphs.push(
      de ? 'Ihr könnt die Antwort ändern und erneut senden.' : 'You can change the reply and send it again.',
    );
  else
    paragraphs.push(
      data.canResubmit
        ? de
          ? 'Du kannst deine Bewertung einmal bearbeiten und erneut einreichen.'
          : 'You can edit your review and resubmit it once.'
        : de
          ? 'Die Bewertung wurde schon einmal erneut eingereicht und kann nicht mehr geändert werden.'
          : 'The review had already been resubmitted once and cannot be changed any more.',
    );
  return {
    subject: reply
      ? de
        ? 'Eure Antwort wurde nicht veröffentlicht'
        : 'Your reply was not published'
      : de
        ? `Deine Bewertung von ${company} wurde nicht veröffentlicht`
        : `Your review of ${company} was not published`,
    paragraphs,
  };
}
