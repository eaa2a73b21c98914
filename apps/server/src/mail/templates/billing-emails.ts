type Locale = 'en' | 'de';

const date = (iso: unknown, locale: Locale) =>
  typeof iso === 'string'
    ? new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
        dateStyle: 'long',
        timeZone: 'Europe/Berlin',
      }).format(new Date(iso))
    : '';
const money = (cents: unknown, currency: unknown, locale: Locale) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: String(currency ?? 'EUR'),
  }).format(Number(cents ?? 0) / 100);

/**
 * Subject and paragraphs of the plan notices (features/billing): trial ending, plan expiring (its
 * end, a failed renewal's grace period, a price change) and payment received. Null for other types.
 */
export function billingEmailContent(
  locale: Locale,
  type: string,
  data: Record<string, unknown>,
): { subject: string; paragraphs: string[] } | null {
  const de = locale === 'de';
  switch (type) {
    case 'trial_ending': {
      const days = Number(data.daysLeft ?? 1);
      const end = date(data.trialEndsAt, locale);
      return de
        ? {
            subject: days <= 1 ? 'Eure Testphase endet morgen' : `Eure Testphase endet in ${days} Tagen`,
            paragraphs: [
              `Eure kostenlose Testphase bei Azubi Connect endet am ${end}.`,
              'Danach sind die Bewerbersuche, neue Unterhaltungen und weitere aktive Stellenanzeigen gesperrt. Wählt jetzt den Monatstarif oder ein Paket, um ohne Unterbrechung weiterzumachen.',
            ],
          }
        : {
            subject: days <= 1 ? 'Your trial ends tomorrow' : `Your trial ends in ${days} days`,
            paragraphs: [
              `Your free Azubi Connect trial ends on ${end}.`,
              'After that, candidate search, new conversations and more active listings are locked. Choose the monthly plan or a package now to continue without a break.',
            ],
          };
    }
    case 'plan_expiring': {
      if (data.reason === 'payment_failed' || data.reason === 'grace_ending') {
        const end = date(data.graceUntil, locale);
        return de
          ? {
              subject: 'Die Zahlung für euren Monatstarif ist fehlgeschlagen',
              paragraphs: [
                `Die Verlängerung eures Monatstarifs konnte nicht bezahlt werden. Euer Zugang bleibt bis ${end} aktiv.`,
                'Bitte aktualisiert eure Zahlungsmethode im Kundenportal, sonst endet der Tarif dann.',
              ],
            }
          : {
              subject: 'The payment for your monthly plan failed',
              paragraphs: [
                `The renewal of your monthly plan could not be paid. Your access stays active until ${end}.`,
                'Please update your payment method in the customer portal, or the plan ends then.',
              ],
            };
      }
      if (data.reason === 'price_change') {
        const from = date(data.from, locale);
        const oldPrice = money(data.oldPriceCents, data.currency, locale);
        const newPrice = money(data.newPriceCents, data.currency, locale);
        return de
          ? {
              subject: 'Preisänderung eures Monatstarifs',
              paragraphs: [
                `Der Preis des Monatstarifs ändert sich von ${oldPrice} auf ${newPrice} pro Monat. Für euren laufenden Tarif gilt der neue Preis ab ${from}, 30 Tage nach dieser Ankündigung.`,
                'Wenn ihr nicht weitermachen möchtet, könnt ihr den Tarif bis dahin jederzeit zum Ende des Zeitraums kündigen.',
              ],
            }
          : {
              subject: 'Price change of your monthly plan',
              paragraphs: [
                `The price of the monthly plan changes from ${oldPrice} to ${newPrice} per month. Your running plan pays the new price from ${from}, 30 days after this notice.`,
                'If you do not want to continue, you can cancel at the end of the period at any time until then.',
              ],
            };
      }
      const end = date(data.paidUntil, locale);
      return de
        ? {
            subject: 'Euer Tarif läuft bald ab',
            paragraphs: [
              `Euer Tarif läuft am ${end} ab und verlängert sich nicht automatisch.`,
              'Wählt einen neuen Tarif, um ohne Unterbrechung weiterzumachen.',
            ],
          }
        : {
            subject: 'Your plan expires soon',
            paragraphs: [
              `Your plan expires on ${end} and does not renew automatically.`,
              'Choose a new plan to continue without a break.',
            ],
          };
    }
    case 'payment_received': {
      const plan = String((de ? data.planNameDe : data.planNameEn) ?? '');
      const amount = money(data.amountCents, data.currency, locale);
      const until = date(data.periodEnd, locale);
      return de
        ? {
            subject: `Zahlung erhalten – Rechnung ${String(data.invoiceNumber ?? '')}`,
            paragraphs: [
              `Vielen Dank! Wir haben ${amount} für „${plan}“ erhalten. Euer Tarif läuft bis ${until}.`,
              'Die Rechnung findet ihr als PDF auf der Abo-Seite.',
            ],
          }
        : {
            subject: `Payment received – invoice ${String(data.invoiceNumber ?? '')}`,
            paragraphs: [
              `Thank you! We received ${amount} for “${plan}”. Your plan runs until ${until}.`,
              'The invoice is on your subscription page as a PDF.',
            ],
          };
    }
    default:
      return null;
  }
}
