import { effectiveVisaStatus } from '@azubi/shared/profile/visa';
import type { CandidateProfile, CvTemplate } from '@azubi/shared/profile/profile';
import { Document, Image, Page, StyleSheet, Text as PdfText, View } from '@react-pdf/renderer';
import { type ComponentProps, createElement as h, type ReactElement, type ReactNode } from 'react';
import { CV_FONT_FAMILY } from './cv-fonts';
import type { CvLabels } from './cv-labels';
import { breakAddress, NO_HYPHENATION } from './cv-line-breaks';

export type CvInput = {
  profile: CandidateProfile;
  photo: { data: Buffer; format: 'png' | 'jpg' } | null;
  template: CvTemplate;
  color: string;
  labels: CvLabels;
  /** Font families the text needs beyond the CV's own (CJK, cv-cjk.ts), tried after them. */
  extraFonts?: string[];
};

type Style = Record<string, string | number>;

/** Every text of the CV: lines break at spaces and the breaks of cv-line-breaks.ts, never with a hyphen. */
function Text(props: ComponentProps<typeof PdfText>): ReactElement {
  return h(PdfText, { hyphenationPenalty: NO_HYPHENATION, ...props });
}
type Entry = { title: string; subtitle?: string; period?: string; text?: string | null };

/** Dark text on light colours, white on dark ones (WCAG relative luminance). */
function textOn(color: string): string {
  const hex = color.length === 4 ? color.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : color;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.35 ? '#111827' : '#ffffff';
}

/** What every template shows, in the order of a German CV. */
function contentOf({ profile: p, labels: l }: CvInput) {
  const period = (start: string, end: string | null) => `${l.monthYear(start)} – ${end ? l.monthYear(end) : l.present}`;
  const contact = [
    p.personal.phone,
    [p.personal.location, p.personal.country && l.country(p.personal.country)].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line));
  const personal: [string, string][] = [];
  if (p.personal.dateOfBirth) personal.push([l.dateOfBirth, l.date(p.personal.dateOfBirth)]);
  if (p.personal.country) personal.push([l.nationality, l.country(p.personal.country)]);
  if (p.interests.availableFrom) personal.push([l.availableFrom, l.date(p.interests.availableFrom)]);
  if (p.interests.preferredStartDate) personal.push([l.preferredStart, l.date(p.interests.preferredStartDate)]);
  const german: [string, string][] = [];
  if (p.language.germanLevel) german.push([l.level, p.language.germanLevel]);
  if (p.language.certificateType && p.language.certificateType !== 'none')
    german.push([l.certificate, l.certificateName(p.language.certificateType)]);
  const interests = [
    ...p.interests.programInterests.map(l.program),
    ...(p.interests.ausbildungFields.length
      ? [`${l.fields}: ${p.interests.ausbildungFields.map(l.field).join(', ')}`]
      : []),
    ...(p.interests.fsjSectors.length ? [`${l.sectors}: ${p.interests.fsjSectors.map(l.sector).join(', ')}`] : []),
  ];
  const d = p.details;
  const more: [string, string][] = [
    [l.driversLicense, d.driversLicense ? l.yes : l.no],
    [l.relocate, d.willingToRelocate ? l.yes : l.no],
  ];
  // Not answered is left out, never printed as "no visa needed" (issue 28.5).
  const visa = effectiveVisaStatus(d.visaStatus, p.personal.country);
  if (visa) more.push([l.visa, l.visaStatus[visa]]);
  const links = [d.links.linkedin, d.links.github, d.links.portfolio].filter((x): x is string => Boolean(x));
  const education: Entry[] = d.education.map((e) => ({
    title: e.qualification,
    subtitle: e.institution,
    period: period(e.start, e.end),
  }));
  const experience: Entry[] = d.workExperience.map((w) => ({
    title: w.position,
    subtitle: w.company,
    period: period(w.start, w.end),
    text: w.description,
  }));
  const certifications: Entry[] = d.additionalCertifications.map((c) => ({
    title: c.name,
    subtitle: `${l.issuedBy} ${c.issuingOrganization}`,
    period: l.monthYear(c.dateObtained),
  }));
  return {
    email: p.personal.email,
    contact,
    personal,
    german,
    interests,
    more,
    links,
    education,
    experience,
    certifications,
    skills: d.skills,
    hobbies: d.hobbies,
  };
}

export function CvDocument(input: CvInput): ReactElement {
  const content = contentOf(input);
  const { profile: p, labels: l, color, photo } = input;
  const compact = input.template === 'compact';
  const base = compact ? 8.5 : 10;
  const styles = StyleSheet.create({
    page: {
      fontFamily: [...CV_FONT_FAMILY, ...(input.extraFonts ?? [])] as unknown as string,
      // No glyph (de)composition: react-pdf loses a glyph of every cluster that ccmp splits in right-
      // to-left text (the alef of "أ"). Text arrives composed (NFC) and Arabic pre-shaped (cv-arabic.ts).
      fontFeatureSettings: { ccmp: false },
      fontSize: base,
      color: '#1f2937',
      lineHeight: 1.35,
    },
    // Its own line height: the page's does not grow with this size, and the title below overlapped the name.
    name: { fontSize: compact ? 18 : 24, lineHeight: 1.25, fontWeight: 700, color },
    title: { fontSize: base, color: '#6b7280', marginBottom: 4 },
    heading: { fontSize: base + 2, fontWeight: 700, color, marginTop: compact ? 7 : 12, marginBottom: 3 },
    rule: { borderBottomWidth: 1.5, borderBottomColor: color, marginTop: 6, marginBottom: 2 },
    entryTitle: { fontWeight: 700 },
    muted: { color: '#6b7280' },
    row: { flexDirection: 'row' },
    photo: { width: compact ? 60 : 84, height: compact ? 60 : 84, objectFit: 'cover', borderRadius: 4 },
  });

  const heading = (text: string, style: Style = {}) => h(Text, { style: [styles.heading, style] }, text);
  const pairs = (list: [string, string][], style: Style = {}) =>
    list.map(([k, v], i) => h(Text, { key: i, style }, `${k}: ${v}`));
  const lines = (list: string[], style: Style = {}) => list.map((line, i) => h(Text, { key: i, style }, line));
  // E-mail addresses and links break at their dots, slashes and @ when a column is too narrow.
  const addresses = (list: string[], style: Style = {}) =>
    list.map((line, i) => h(Text, { key: `address-${i}`, style, hyphenationCallback: breakAddress }, line));
  const contactLines = (style: Style = {}) => [
    ...(content.email ? addresses([content.email], style) : []),
    ...lines(content.contact, style),
  ];
  const hasContact = Boolean(content.email) || content.contact.length > 0;
  const entries = (list: Entry[]) =>
    list.map((e, i) =>
      h(
        View,
        { key: i, style: { marginBottom: compact ? 3 : 6 }, wrap: false },
        h(
          View,
          { style: { flexDirection: 'row', justifyContent: 'space-between' } },
          h(Text, { style: styles.entryTitle }, e.title),
          e.period ? h(Text, { style: styles.muted }, e.period) : null,
        ),
        e.subtitle ? h(Text, null, e.subtitle) : null,
        e.text ? h(Text, { style: styles.muted }, e.text) : null,
      ),
    );
  const section = (title: string, body: ReactNode, when: boolean, style: Style = {}) =>
    when ? h(View, { style: { marginBottom: 2 } }, heading(title, style), body) : null;
  const photoEl = photo ? h(Image, { src: photo, style: styles.photo }) : null;
  const main = [
    section(l.profile, p.personal.bio ? h(Text, null, p.personal.bio) : null, Boolean(p.personal.bio)),
    section(l.experience, entries(content.experience), content.experience.length > 0),
    section(l.education, entries(content.education), content.education.length > 0),
    section(l.certifications, entries(content.certifications), content.certifications.length > 0),
  ];

  if (input.template === 'modern') {
    const on = textOn(color);
    const side: Style = { color: on };
    return h(
      Document,
      {
        title: `${l.title} – ${p.personal.fullName}`,
        author: p.personal.fullName,
        language: l.title === 'Lebenslauf' ? 'de' : 'en',
      },
      h(
        Page,
        { size: 'A4', style: [styles.page, { flexDirection: 'row' }] },
        h(
          View,
          { style: { width: '34%', backgroundColor: color, color: on, padding: 20 } },
          photoEl ? h(View, { style: { marginBottom: 12 } }, photoEl) : null,
          section(l.contact, contactLines(side), hasContact, side),
          section(l.personal, pairs(content.personal, side), content.personal.length > 0, side),
          section(l.german, pairs(content.german, side), content.german.length > 0, side),
          section(l.skills, lines(content.skills, side), content.skills.length > 0, side),
          section(l.hobbies, h(Text, { style: side }, content.hobbies.join(', ')), content.hobbies.length > 0, side),
          section(l.links, addresses(content.links, side), content.links.length > 0, side),
        ),
        h(
          View,
          { style: { width: '66%', padding: 24 } },
          h(Text, { style: styles.name }, p.personal.fullName),
          h(Text, { style: styles.title }, l.title),
          section(l.interests, lines(content.interests), content.interests.length > 0),
          ...main,
          section(l.more, pairs(content.more), true),
        ),
      ),
    );
  }

  // Children are passed as arguments, never as arrays: react warns about arrays without keys.
  const columns = (left: ReactNode[], right: ReactNode[]) =>
    h(
      View,
      { style: styles.row },
      h(View, { style: { width: '50%', paddingRight: 8 } }, ...left),
      h(View, { style: { width: '50%' } }, ...right),
    );
  return h(
    Document,
    {
      title: `${l.title} – ${p.personal.fullName}`,
      author: p.personal.fullName,
      language: l.title === 'Lebenslauf' ? 'de' : 'en',
    },
    h(
      Page,
      { size: 'A4', style: [styles.page, { padding: compact ? 28 : 40 }] },
      h(
        View,
        { style: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' } },
        h(
          View,
          { style: { flexGrow: 1 } },
          h(Text, { style: styles.name }, p.personal.fullName),
          h(Text, { style: styles.title }, l.title),
          ...contactLines(),
        ),
        photoEl,
      ),
      h(View, { style: styles.rule }),
      ...(compact
        ? [
            columns(
              [
                section(l.personal, pairs(content.personal), content.personal.length > 0),
                section(l.german, pairs(content.german), content.german.length > 0),
              ],
              [
                section(l.interests, lines(content.interests), content.interests.length > 0),
                section(l.more, pairs(content.more), true),
              ],
            ),
          ]
        : [
            section(l.personal, pairs(content.personal), content.personal.length > 0),
            section(l.german, pairs(content.german), content.german.length > 0),
            section(l.interests, lines(content.interests), content.interests.length > 0),
          ]),
      ...main,
      ...(compact
        ? [
            columns(
              [section(l.skills, h(Text, null, content.skills.join(' · ')), content.skills.length > 0)],
              [
                section(l.hobbies, h(Text, null, content.hobbies.join(', ')), content.hobbies.length > 0),
                section(l.links, addresses(content.links), content.links.length > 0),
              ],
            ),
          ]
        : [
            section(l.skills, h(Text, null, content.skills.join(' · ')), content.skills.length > 0),
            section(l.hobbies, h(Text, null, content.hobbies.join(', ')), content.hobbies.length > 0),
            section(l.links, addresses(content.links), content.links.length > 0),
            section(l.more, pairs(content.more), true),
          ]),
    ),
  );
}
