import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { invoices } from '../../db/schema';
import { CV_FONT_FAMILY, registerCvFonts } from '../profile';
import type { InvoiceBuyer, InvoiceSeller } from './issue-invoice';

type InvoiceRow = typeof invoices.$inferSelect;

const LABELS = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    period: 'Service period',
    to: 'Bill to',
    description: 'Description',
    amount: 'Amount',
    service: (plan: string) => `Azubi Connect employer plan: ${plan}`,
    net: 'Net amount',
    vat: (rate: number) => `VAT ${rate} %`,
    gross: 'Total',
    smallBusiness: 'In accordance with § 19 UStG (German VAT Act), no VAT is charged (small business).',
    paid: 'Paid in full. Thank you.',
    vatId: 'VAT ID',
    representative: 'Managing director',
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    period: 'Leistungszeitraum',
    to: 'Rechnungsempfänger',
    description: 'Beschreibung',
    amount: 'Betrag',
    service: (plan: string) => `Azubi Connect Arbeitgeber-Tarif: ${plan}`,
    net: 'Nettobetrag',
    vat: (rate: number) => `USt. ${rate} %`,
    gross: 'Gesamtbetrag',
    smallBusiness: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).',
    paid: 'Der Betrag wurde bereits bezahlt. Vielen Dank.',
    vatId: 'USt-IdNr.',
    representative: 'Geschäftsführung',
  },
} as const;

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 10, fontFamily: CV_FONT_FAMILY, color: '#111827', lineHeight: 1.4 },
  sellerLine: { fontSize: 8, color: '#4b5563', marginBottom: 24 },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 32 },
  title: { fontSize: 22, fontWeight: 700, marginBottom: 16 },
  label: { color: '#4b5563' },
  bold: { fontWeight: 700 },
  metaRow: { flexDirection: 'row' },
  metaLabel: { color: '#4b5563', width: 120 },
  table: { marginTop: 16, borderTop: '1pt solid #d1d5db' },
  row: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 6, borderBottom: '1pt solid #e5e7eb' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 6 },
  totals: { marginLeft: 'auto', width: 240, marginTop: 8 },
  note: { marginTop: 24 },
  footer: {
    position: 'absolute',
    bottom: 36,
    left: 48,
    right: 48,
    fontSize: 8,
    color: '#4b5563',
    borderTop: '1pt solid #e5e7eb',
    paddingTop: 8,
  },
});

export function formatInvoiceMoney(cents: number, currency: string, locale: 'en' | 'de'): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency }).format(
    cents / 100,
  );
}

const formatDate = (date: Date, locale: 'en' | 'de') =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(
    date,
  );

/** The invoice page (German invoice requirements, § 14 UStG), in the language it was issued in. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceRow }): ReactElement {
  const locale = invoice.locale === 'en' ? 'en' : 'de';
  const l = LABELS[locale];
  const seller = invoice.seller as InvoiceSeller;
  const buyer = invoice.buyer as InvoiceBuyer;
  const money = (cents: number) => formatInvoiceMoney(cents, invoice.currency, locale);
  const plan = locale === 'de' ? invoice.planNameDe : invoice.planNameEn;
  // The period's end is exclusive (the moment the next one starts); the invoice names its last day.
  const lastDay = new Date(invoice.periodEnd.getTime() - 1);
  const period = `${formatDate(invoice.periodStart, locale)} – ${formatDate(lastDay, locale)}`;
  const meta = (label: string, value: string) =>
    h(View, { style: styles.metaRow }, h(Text, { style: styles.metaLabel }, label), h(Text, null, value));
  return h(
    Document,
    { title: `${l.title} ${invoice.number}`, author: seller.company, language: locale },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: styles.sellerLine }, [seller.company, ...seller.addressLines].join(' · ')),
      h(
        View,
        { style: styles.header },
        h(
          View,
          null,
          h(Text, { style: styles.label }, l.to),
          h(Text, { style: styles.bold }, buyer.name),
          buyer.location ? h(Text, null, buyer.location) : null,
          buyer.email ? h(Text, null, buyer.email) : null,
        ),
        h(
          View,
          null,
          h(Text, { style: styles.bold }, seller.company),
          ...seller.addressLines.map((line, i) => h(Text, { key: i }, line)),
          h(Text, null, seller.email),
          seller.vatId ? h(Text, null, `${l.vatId}: ${seller.vatId}`) : null,
        ),
      ),
      h(Text, { style: styles.title }, l.title),
      meta(l.number, invoice.number),
      meta(l.date, formatDate(invoice.issuedAt, locale)),
      meta(l.period, period),
      h(
        View,
        { style: styles.table },
        h(
          View,
          { style: styles.row },
          h(Text, { style: styles.bold }, l.description),
          h(Text, { style: styles.bold }, l.amount),
        ),
        h(
          View,
          { style: styles.row },
          h(View, null, h(Text, null, l.service(plan)), h(Text, { style: styles.label }, period)),
          h(Text, null, money(invoice.netCents)),
        ),
      ),
      h(
        View,
        { style: styles.totals },
        h(View, { style: styles.totalRow }, h(Text, null, l.net), h(Text, null, money(invoice.netCents))),
        seller.smallBusiness
          ? null
          : h(
              View,
              { style: styles.totalRow },
              h(Text, null, l.vat(invoice.vatRatePercent)),
              h(Text, null, money(invoice.vatCents)),
            ),
        h(
          View,
          { style: { ...styles.totalRow, borderTop: '1pt solid #111827' } },
          h(Text, { style: styles.bold }, l.gross),
          h(Text, { style: styles.bold }, money(invoice.grossCents)),
        ),
      ),
      seller.smallBusiness ? h(Text, { style: styles.note }, l.smallBusiness) : null,
      h(Text, { style: styles.note }, l.paid),
      h(
        Text,
        { style: styles.footer, fixed: true },
        [
          seller.company,
          ...seller.addressLines,
          `${l.representative}: ${seller.representative}`,
          seller.email,
          seller.vatId ? `${l.vatId}: ${seller.vatId}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
      ),
    ),
  );
}

/**
 * A one-page PDF in the CVs' Noto Sans families, so a buyer's name or address in any script (a
 * Polish "ł", a Turkish "ş", Cyrillic) prints instead of a blank; one page is quick enough for the
 * request's thread.
 */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  registerCvFonts();
  return renderToBuffer(h(InvoiceDocument, { invoice }) as never);
}
