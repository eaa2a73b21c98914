import { CV_TEMPLATES } from '@azubi/shared/profile/profile';
import { Font } from '@react-pdf/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { readPdfText } from '../../testing/pdf-text';
import { shapeArabic } from './cv-arabic';
import { registerCvFonts } from './cv-fonts';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
// Of one length and without "ff" (a ligature: one glyph for two letters), so that CVs that differ
// only in the name draw the same number of glyphs.
const email = () => `cv-${crypto.randomUUID().replaceAll('f', '0')}@example.org`;
const timings: { case: string; ms: number; bytes: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (timings.length) {
    const sorted = timings.map((x) => x.ms).sort((a, b) => a - b);
    console.info(
      `[cv] ${timings.length} PDFs: first ${timings[0]!.ms} ms (fonts loaded), median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`,
    );
    for (const x of timings) console.info(`[cv]   ${x.case}: ${x.ms} ms, ${x.bytes} bytes`);
  }
  await t.close();
});

/** A candidate with a full profile: photo, education, experience, skills; the name as given. */
async function candidateNamed(
  name: string,
  options: { email?: string; profile?: NonNullable<Parameters<typeof f.createCandidate>[1]>['profile'] } = {},
) {
  const { user } = await f.createCandidate(t.db, {
    user: { email: options.email ?? email(), name },
    profile: {
      bio: 'Ich möchte in Deutschland eine Ausbildung zur Pflegefachfrau machen.',
      skills: ['Teamarbeit', 'Erste Hilfe'],
      hobbies: ['Lesen'],
      education: [
        { institution: 'Lycée Ibn Khaldoun', qualification: 'Baccalauréat', start: '09.2018', end: '06.2021' },
      ],
      workExperience: [{ company: 'Café Atlas', position: 'Service', start: '07.2021', end: null, description: null }],
      links: { linkedin: 'https://www.linkedin.com/in/amina' },
      ...options.profile,
    },
  });
  const agent = await signIn(t, user);
  const photo = await agent.request({
    method: 'POST',
    url: '/api/profile/photo',
    ...multipart({ bytes: media.png(40, 40, [200, 120, 40]), filename: 'me.png' }),
  });
  expect(photo.statusCode).toBe(200);
  return agent;
}

async function cv(agent: TestAgent, query: string, label: string) {
  const started = performance.now();
  const res = await agent.get(`/api/profile/cv.pdf?${query}`);
  const ms = Math.round(performance.now() - started);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  timings.push({ case: label, ms, bytes: res.rawPayload.length });
  return res;
}

describe('CV as PDF', () => {
  it('renders every template in English and German with the chosen colour', async () => {
    const agent = await candidateNamed('Amina Benali');
    const englishPages = new Map<string, string>();
    for (const template of CV_TEMPLATES) {
      for (const lang of ['en', 'de'] as const) {
        const res = await cv(agent, `template=${template}&color=%23be123c&lang=${lang}`, `${template}/${lang}`);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['content-disposition']).toContain(
          lang === 'en'
            ? 'attachment; filename="CV-Amina-Benali.pdf"'
            : 'attachment; filename="Lebenslauf-Amina-Benali.pdf"',
        );
        expect(res.headers['server-timing']).toMatch(/^render;dur=\d+$/);
        const pdf = res.rawPayload;
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect(pdf.subarray(-6).toString()).toContain('%%EOF');
        const { text, embeddedFonts, missing, colors } = readPdfText(pdf);
        expect(missing).toEqual([]);
        expect(embeddedFonts.length).toBeGreaterThan(0);
        expect(text).toContain('Amina Benali');
        expect(text).toContain(lang === 'en' ? 'Curriculum Vitae' : 'Lebenslauf');
        expect(text).toContain(lang === 'en' ? 'Education' : 'Schul- und Ausbildung');
        expect(text).toContain('Baccalauréat');
        expect(text).toContain('Pflegefachfrau');
        expect(colors).toContain('#be123c');
        // The photo is embedded.
        expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
        // Without the document's date and id, which differ on every render.
        if (lang === 'en')
          englishPages.set(
            template,
            pdf.toString('latin1').replace(/\/CreationDate\s*\([^)]*\)|\/ModDate\s*\([^)]*\)|\/ID\s*\[[^\]]*\]/g, ''),
          );
      }
    }
    // The three templates differ (by their drawing, not by chance in their size).
    expect(new Set(englishPages.values()).size).toBe(CV_TEMPLATES.length);
    expect(CV_TEMPLATES.length).toBeGreaterThanOrEqual(3);
  });

  it('writes Arabic (shaped, right to left) and Devanagari names with every glyph, none dropped', async () => {
    const glyphsWith = async (name: string) => {
      const res = await cv(await candidateNamed(name), 'template=classic&lang=en', `classic/en ${name}`);
      const pdf = readPdfText(res.rawPayload);
      expect(pdf.missing, name).toEqual([]);
      return pdf;
    };
    /** Glyphs the font itself makes of the name (the heading is bold); spaces come from Noto Sans. */
    const shapedGlyphs = async (fontFamily: string, name: string) => {
      registerCvFonts();
      await Font.load({ fontFamily, fontWeight: 700 });
      const font = Font.getFont({ fontFamily, fontWeight: 700 }).data!;
      const words = name.split(' ');
      // As react-pdf calls it: left to right (its bidi step orders the text), the CV's features.
      const count = (word: string) => font.layout(word, { ccmp: false }, undefined, undefined, 'ltr').glyphs.length;
      return words.reduce((sum, word) => sum + count(word), 0) + words.length - 1;
    };
    // Against the same CV with a Latin name of as many characters (one glyph each): the difference
    // is exactly what shaping makes of the name, so no glyph went missing on the way.
    const cases = [
      { name: 'أمينة بن علي', family: 'noto-sans-arabic-arabic', font: 'NotoSansArabic', shaped: shapeArabic },
      { name: 'محمد الأمين', family: 'noto-sans-arabic-arabic', font: 'NotoSansArabic', shaped: shapeArabic },
      { name: 'प्रिया शर्मा', family: 'noto-sans-devanagari-devanagari', font: 'NotoSansDevanagari', shaped: String },
    ];
    for (const { name, family, font, shaped } of cases) {
      const written = await glyphsWith(name);
      expect(
        written.embeddedFonts.some((embedded) => embedded.includes(font)),
        name,
      ).toBe(true);
      const latinName = shaped(name).replace(/\S/g, 'x');
      const latin = await glyphsWith(latinName);
      expect(written.glyphs - latin.glyphs, name).toBe(
        (await shapedGlyphs(family, shaped(name))) - [...latinName].length,
      );
    }
  });

  it('writes names in Latin with accents, Cyrillic, Greek and Vietnamese with real glyphs', async () => {
    for (const name of ['Łukasz Żółć-Müller', 'Олена Ковальчук', 'Νίκος Παπαδόπουλος', 'Nguyễn Thị Ánh']) {
      const agent = await candidateNamed(name);
      const res = await cv(agent, 'template=modern&lang=de', `modern/de ${name}`);
      const { text, missing, embeddedFonts } = readPdfText(res.rawPayload);
      expect(missing, name).toEqual([]);
      expect(text, name).toContain(name);
      expect(embeddedFonts.length).toBeGreaterThan(0);
    }
  });

  it('the language defaults to the request’s; a bad template or colour is refused in the user’s language', async () => {
    const agent = await candidateNamed('Amina Benali');
    const de = await agent.request({
      method: 'GET',
      url: '/api/profile/cv.pdf',
      headers: { 'accept-language': 'de' },
    });
    expect(readPdfText(de.rawPayload).text).toContain('Lebenslauf');
    const template = await agent.request({
      method: 'GET',
      url: '/api/profile/cv.pdf?template=fancy',
      headers: { 'accept-language': 'de' },
    });
    expect(template.statusCode).toBe(400);
    expect(template.json().error.fields.template).toBe('Bitte wähle die Vorlage Klassisch, Modern oder Kompakt');
    const color = await agent.get('/api/profile/cv.pdf?color=red');
    expect(color.statusCode).toBe(400);
    expect(color.json().error.fields.color).toBe('Please choose a colour as a hex code, e.g. #1d4ed8');
  });

  it('only the candidate gets their own CV', async () => {
    const { user } = await f.createEmployer(t.db, { user: { email: email() } });
    const agent = new TestAgent(t.app);
    await agent.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    expect((await agent.get('/api/profile/cv.pdf')).statusCode).toBe(403);
    expect((await new TestAgent(t.app).get('/api/profile/cv.pdf')).statusCode).toBe(401);
  });
});

/** A4 in points, and where each template's text must stay (its padding; the modern sidebar is 34 %). */
const PAGE_WIDTH = 595.28;
const TEXT_AREA = {
  classic: { left: 40, right: PAGE_WIDTH - 40 },
  compact: { left: 28, right: PAGE_WIDTH - 28 },
  modern: { left: 20, right: PAGE_WIDTH - 24 },
} as const;
const SIDEBAR_RIGHT = PAGE_WIDTH * 0.34 - 20;

describe('long addresses in the CV', () => {
  // 84 characters, and a link of 80: far wider than the modern template's sidebar (about 160 pt).
  const longEmail = () =>
    `amina.benali.fatima-zahra.${crypto.randomUUID().slice(0, 8)}@student-mail.example-university.org`;
  const longLink = 'https://www.linkedin.com/in/amina-benali-fatima-zahra-casablanca-1234567890abcdefghijklmnop';

  it('break inside the modern sidebar at their dots, slashes and @, every character kept and none added', async () => {
    const address = longEmail();
    expect(address.length).toBeGreaterThan(60);
    const agent = await candidateNamed('Amina Benali', {
      email: address,
      profile: { links: { linkedin: longLink, portfolio: 'https://amina.example.org' } },
    });
    for (const lang of ['en', 'de'] as const) {
      const res = await cv(agent, `template=modern&color=%231d4ed8&lang=${lang}`, `modern/${lang} long e-mail`);
      const { text, runs, missing } = readPdfText(res.rawPayload);
      expect(missing).toEqual([]);
      // Exactly as written: no hyphen or space where a line broke.
      expect(text).toContain(address);
      expect(text).toContain(longLink);
      const sidebar = runs.filter((run) => run.x < PAGE_WIDTH * 0.34);
      const emailLines = sidebar.filter((run) => address.includes(run.text) && run.text.length > 3);
      for (const run of sidebar) expect(run.x + run.width, `${lang}: "${run.text}"`).toBeLessThanOrEqual(SIDEBAR_RIGHT);
      // Over several lines, each a piece of the address in order.
      expect(emailLines.map((run) => run.text).join('')).toBe(address);
      expect(new Set(emailLines.map((run) => run.y)).size, lang).toBeGreaterThan(1);
    }
  });

  it('stay inside the page in every template', async () => {
    const address = longEmail();
    const agent = await candidateNamed('Amina Benali', { email: address, profile: { links: { github: longLink } } });
    for (const template of CV_TEMPLATES) {
      const res = await cv(agent, `template=${template}&lang=de`, `${template}/de long e-mail`);
      const { text, runs } = readPdfText(res.rawPayload);
      expect(text).toContain(address);
      expect(text).toContain(longLink);
      const area = TEXT_AREA[template];
      for (const run of runs) {
        expect(run.x, `${template}: "${run.text}"`).toBeGreaterThanOrEqual(area.left - 0.01);
        expect(run.x + run.width, `${template}: "${run.text}"`).toBeLessThanOrEqual(area.right + 0.01);
      }
    }
  });
});

describe('Chinese, Japanese and Korean in the CV', () => {
  it('writes the names with CJK fonts, loaded only for a CV that needs them', async () => {
    const cases = [
      { name: '王小明', font: 'NotoSansSC' },
      { name: '佐藤 さくら', font: 'NotoSansJP' },
      { name: '김민준', font: 'NotoSansKR' },
    ];
    for (const { name, font } of cases) {
      const agent = await candidateNamed(name, {
        profile: { bio: `我叫${name}。我想在德国学习护理，并在医院工作三年以上，然后继续深造。`.repeat(3) },
      });
      for (const lang of ['en', 'de'] as const) {
        const res = await cv(agent, `template=modern&lang=${lang}`, `modern/${lang} ${name}`);
        const { text, missing, embeddedFonts, runs } = readPdfText(res.rawPayload);
        expect(missing, name).toEqual([]);
        expect(text, name).toContain(name);
        expect(
          embeddedFonts.some((embedded) => embedded.includes(font)),
          `${name}: ${embeddedFonts.join()}`,
        ).toBe(true);
        // The Chinese bio has no spaces: it breaks between characters and stays in its column.
        for (const run of runs)
          expect(run.x + run.width, `${name}: "${run.text}"`).toBeLessThanOrEqual(TEXT_AREA.modern.right + 0.01);
      }
    }
    // A CV without CJK text embeds none of these fonts.
    const latin = await cv(await candidateNamed('Amina Benali'), 'template=modern&lang=en', 'modern/en latin');
    expect(
      readPdfText(latin.rawPayload).embeddedFonts.filter((embedded) => /NotoSans(SC|JP|KR)/.test(embedded)),
    ).toEqual([]);
  });
});

describe('dates in the CV', () => {
  it('follow the language: 01.06.2027 and Juni 2027 in German, 1 June 2027 and June 2027 in English', async () => {
    const agent = await candidateNamed('Amina Benali', {
      profile: {
        dateOfBirth: '2003-05-04',
        availableFrom: '2027-06-01',
        education: [
          { institution: 'Lycée Ibn Khaldoun', qualification: 'Baccalauréat', start: '09.2018', end: '06.2021' },
        ],
        workExperience: [
          { company: 'Café Atlas', position: 'Service', start: '07.2021', end: null, description: null },
        ],
        additionalCertifications: [{ name: 'Erste Hilfe', issuingOrganization: 'DRK', dateObtained: '03.2022' }],
      },
    });
    const expected = {
      de: [
        'Geburtsdatum: 04.05.2003',
        'Verfügbar ab: 01.06.2027',
        'September 2018 – Juni 2021',
        'Juli 2021 – heute',
        'März 2022',
      ],
      en: [
        'Date of birth: 4 May 2003',
        'Available from: 1 June 2027',
        'September 2018 – June 2021',
        'July 2021 – present',
        'March 2022',
      ],
    };
    for (const template of CV_TEMPLATES) {
      for (const lang of ['en', 'de'] as const) {
        const { text } = readPdfText(
          (await cv(agent, `template=${template}&lang=${lang}`, `${template}/${lang}`)).rawPayload,
        );
        for (const date of expected[lang]) expect(text, `${template}/${lang}`).toContain(date);
      }
    }
  });
});
