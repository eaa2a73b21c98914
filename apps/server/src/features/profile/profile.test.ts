import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { candidateProfiles, files, notifications } from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { createTestAppWithInbox, type TestAppWithInbox } from '../../testing/smtp-inbox';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';

let t: TestAppWithInbox;
let n = 0;
const email = () => `profile${++n}-${Date.now().toString(36)}@example.org`;

beforeAll(async () => {
  t = await createTestAppWithInbox();
});
afterAll(() => t.close());

/** A candidate who just signed up: no profile row yet (draft on first use). */
async function newCandidate(lang: 'en' | 'de' = 'en', user: f.UserInput = {}) {
  const created = await f.createUser(t.db, { role: 'azubi', email: email(), name: 'Amina Benali', ...user });
  return { user: created, agent: await signIn(t, created, { lang }) };
}

const put = (agent: TestAgent, section: string, payload: unknown) =>
  agent.request({ method: 'PUT', url: `/api/profile/${section}`, payload: payload as object });

const upload = (
  agent: TestAgent,
  url: string,
  bytes: Buffer,
  filename = 'certificate.pdf',
  contentType = 'application/pdf',
) => agent.request({ method: 'POST', url, ...multipart({ bytes, filename, contentType }) });

const uploadCertificate = (agent: TestAgent, certificateType: string, level: string, bytes = media.pdf()) =>
  upload(
    agent,
    `/api/profile/documents?type=german_certificate&certificateType=${certificateType}&level=${level}`,
    bytes,
  );

const PERSONAL = { fullName: 'Amina Benali', dateOfBirth: '2003-05-14', location: 'Casablanca', country: 'ma' };

/** Fills every required field through the API (3 section saves and one upload). */
async function completeProfile(
  agent: TestAgent,
  options: { level?: string; certificateType?: string; programs?: string[] } = {},
) {
  const level = options.level ?? 'B1';
  const certificateType = options.certificateType ?? 'goethe';
  expect((await put(agent, 'personal', PERSONAL)).statusCode).toBe(200);
  if (certificateType !== 'none') expect((await uploadCertificate(agent, certificateType, level)).statusCode).toBe(201);
  const language = await put(agent, 'language', { germanLevel: level, certificateType });
  expect(language.statusCode, language.body).toBe(200);
  const interests = await put(agent, 'interests', { programInterests: options.programs ?? ['ausbildung'] });
  expect(interests.statusCode, interests.body).toBe(200);
  return interests.json();
}

/** Both languages answer the same request with the given message (and field message). */
async function expectMessage(
  send: (agent: TestAgent) => Promise<LightMyRequestResponse>,
  status: number,
  messages: { en: string; de: string },
  field?: string,
) {
  for (const lang of ['en', 'de'] as const) {
    const { agent } = await newCandidate(lang);
    const res = await send(agent);
    expect(res.statusCode).toBe(status);
    const error = res.json().error;
    if (field) expect(error.fields?.[field], JSON.stringify(error)).toBe(messages[lang]);
    else expect(error.message).toBe(messages[lang]);
  }
}

describe('profile sections', () => {
  it('a new candidate starts with an empty draft that lists what is missing', async () => {
    const { agent } = await newCandidate();
    const res = await agent.get('/api/profile');
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.approval.status).toBe('draft');
    expect(profile.completion).toMatchObject({ complete: false, percent: 25 });
    expect(profile.completion.missing).toEqual([
      'personal.dateOfBirth',
      'personal.location',
      'personal.country',
      'language.germanLevel',
      'language.certificateType',
      'interests.programInterests',
    ]);
  });

  it('saves each section, cleans text (trim, angle brackets, 1000 characters) and keeps half-filled input', async () => {
    const { agent } = await newCandidate();
    const res = await put(agent, 'personal', {
      fullName: '  Amina Benali ',
      bio: `  <script>alert(1)</script> Ich <b>liebe</b> Pflege. ${'x'.repeat(1200)}`,
      location: '  Casablanca  ',
      country: 'ma',
      phone: '+212 600 123 456',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { personal, approval } = res.json().profile;
    expect(personal.fullName).toBe('Amina Benali');
    expect(personal.location).toBe('Casablanca');
    expect(personal.country).toBe('MA');
    expect(personal.bio).not.toMatch(/[<>]/);
    expect(personal.bio.startsWith('scriptalert(1)/script Ich bliebe/b Pflege.')).toBe(true);
    expect(personal.bio).toHaveLength(1000);
    expect(approval.status).toBe('draft');
    expect(res.json().message).toBe('Profile saved');

    const details = await put(agent, 'details', {
      skills: [' Teamwork ', 'Teamwork', '<i>Erste Hilfe</i>', ''],
      education: [
        { institution: ' Lycée Ibn Khaldoun ', qualification: 'Baccalauréat', start: '09.2018', end: '06.2021' },
      ],
      workExperience: [
        { company: 'Café Atlas', position: 'Service', start: '07.2021', end: null, description: ' <p>Gäste</p> ' },
      ],
      links: { linkedin: 'https://www.linkedin.com/in/amina', github: '' },
      driversLicense: true,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().profile.details).toMatchObject({
      skills: ['Teamwork', 'iErste Hilfe/i'],
      education: [{ institution: 'Lycée Ibn Khaldoun', start: '09.2018', end: '06.2021' }],
      workExperience: [{ company: 'Café Atlas', end: null, description: 'pGäste/p' }],
      links: { linkedin: 'https://www.linkedin.com/in/amina', github: null },
      driversLicense: true,
    });
    // A reload shows what was saved.
    expect((await agent.get('/api/profile')).json().details.education).toHaveLength(1);
  });

  it('at least one program interest, in English and German', async () => {
    await expectMessage(
      (agent) => put(agent, 'interests', { programInterests: [] }),
      400,
      {
        en: 'Please choose at least one program: Ausbildung, FSJ or BFD',
        de: 'Bitte wähle mindestens ein Programm: Ausbildung, FSJ oder BFD',
      },
      'programInterests',
    );
  });

  it('a certificate type is required: "Please select a certificate type"', async () => {
    await expectMessage(
      (agent) => put(agent, 'language', { germanLevel: 'A2' }),
      400,
      { en: 'Please select a certificate type', de: 'Bitte wähle eine Zertifikatsart' },
      'certificateType',
    );
  });

  it('B1 or higher needs a certificate upload, in English and German', async () => {
    await expectMessage((agent) => put(agent, 'language', { germanLevel: 'B1', certificateType: 'goethe' }), 400, {
      en: 'Please upload your German language certificate for B1 level or higher',
      de: 'Bitte lade dein Deutschzertifikat für das Niveau B1 oder höher hoch',
    });
  });

  it('the certificate type must match the level, and the uploaded file must match both', async () => {
    // TestDaF attests B2–C1 only.
    await expectMessage(
      (agent) => put(agent, 'language', { germanLevel: 'B1', certificateType: 'testdaf' }),
      400,
      {
        en: 'This certificate type does not match the selected German level',
        de: 'Diese Zertifikatsart passt nicht zum gewählten Deutschniveau',
      },
      'certificateType',
    );
    await expectMessage((agent) => uploadCertificate(agent, 'testdaf', 'B1'), 400, {
      en: 'This certificate type does not match the selected German level',
      de: 'Diese Zertifikatsart passt nicht zum gewählten Deutschniveau',
    });
    for (const query of ['level=B2', 'certificateType=none&level=B2']) {
      await expectMessage(
        (agent) => upload(agent, `/api/profile/documents?type=german_certificate&${query}`, media.pdf()),
        400,
        { en: 'Please select a certificate type', de: 'Bitte wähle eine Zertifikatsart' },
        'certificateType',
      );
    }
    await expectMessage(
      (agent) => upload(agent, '/api/profile/documents?type=german_certificate&certificateType=goethe', media.pdf()),
      400,
      { en: 'Please select your German level', de: 'Bitte wähle dein Deutschniveau' },
      'level',
    );
    await expectMessage(
      async (agent) => {
        expect((await uploadCertificate(agent, 'goethe', 'B1')).statusCode).toBe(201);
        return put(agent, 'language', { germanLevel: 'B1', certificateType: 'telc' });
      },
      400,
      {
        en: 'The uploaded certificate is of a different type. Please upload the certificate of the selected type.',
        de: 'Das hochgeladene Zertifikat ist von einer anderen Art. Bitte lade das Zertifikat der gewählten Art hoch.',
      },
      'germanCertificate',
    );
    await expectMessage(
      async (agent) => {
        expect((await uploadCertificate(agent, 'goethe', 'B1')).statusCode).toBe(201);
        return put(agent, 'language', { germanLevel: 'B2', certificateType: 'goethe' });
      },
      400,
      {
        en: 'The uploaded certificate shows a lower level than the level you selected',
        de: 'Das hochgeladene Zertifikat zeigt ein niedrigeres Niveau als das gewählte',
      },
      'germanCertificate',
    );
  });

  it('below B1 no certificate is needed ("none" is a valid type)', async () => {
    const { agent } = await newCandidate();
    const res = await put(agent, 'language', { germanLevel: 'A2', certificateType: 'none' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.language).toMatchObject({ germanLevel: 'A2', certificateType: 'none' });
  });

  it('Ausbildung needs B1+, FSJ and BFD need A2+, both ways round', async () => {
    await expectMessage(
      async (agent) => {
        expect((await put(agent, 'language', { germanLevel: 'A2', certificateType: 'none' })).statusCode).toBe(200);
        return put(agent, 'interests', { programInterests: ['fsj', 'ausbildung'] });
      },
      400,
      {
        en: 'An Ausbildung requires German at level B1 or higher',
        de: 'Für eine Ausbildung brauchst du Deutsch auf dem Niveau B1 oder höher',
      },
      'programInterests',
    );
    await expectMessage(
      async (agent) => {
        expect((await put(agent, 'language', { germanLevel: 'A1', certificateType: 'none' })).statusCode).toBe(200);
        return put(agent, 'interests', { programInterests: ['bfd'] });
      },
      400,
      {
        en: 'FSJ and BFD require German at level A2 or higher',
        de: 'Für FSJ und BFD brauchst du Deutsch auf dem Niveau A2 oder höher',
      },
      'programInterests',
    );
    // Lowering the level below what the chosen programs need is refused too.
    await expectMessage(
      async (agent) => {
        await completeProfile(agent, { level: 'B1', certificateType: 'goethe', programs: ['ausbildung'] });
        return put(agent, 'language', { germanLevel: 'A2', certificateType: 'none' });
      },
      400,
      {
        en: 'Your chosen programs need a higher German level (Ausbildung B1, FSJ and BFD A2). Please change your programs first.',
        de: 'Deine gewählten Programme brauchen ein höheres Deutschniveau (Ausbildung B1, FSJ und BFD A2). Bitte ändere zuerst deine Programme.',
      },
      'germanLevel',
    );
    // A2 with FSJ and BFD is fine.
    const { agent } = await newCandidate();
    expect((await put(agent, 'language', { germanLevel: 'A2', certificateType: 'none' })).statusCode).toBe(200);
    expect((await put(agent, 'interests', { programInterests: ['fsj', 'bfd'] })).statusCode).toBe(200);
  });

  it('dates are MM.YYYY and an end comes after its start', async () => {
    await expectMessage(
      (agent) =>
        put(agent, 'details', { education: [{ institution: 'Lycée', qualification: 'Bac', start: '2018-09' }] }),
      400,
      { en: 'Please enter the date as MM.YYYY', de: 'Bitte gib das Datum als MM.JJJJ ein' },
      'education.0.start',
    );
    await expectMessage(
      (agent) =>
        put(agent, 'details', {
          workExperience: [{ company: 'Café', position: 'Service', start: '13.2020' }],
        }),
      400,
      { en: 'Please enter the date as MM.YYYY', de: 'Bitte gib das Datum als MM.JJJJ ein' },
      'workExperience.0.start',
    );
    for (const end of ['06.2018', '09.2018']) {
      await expectMessage(
        (agent) =>
          put(agent, 'details', {
            education: [{ institution: 'Lycée', qualification: 'Bac', start: '09.2018', end }],
          }),
        400,
        {
          en: 'The end date must be after the start date',
          de: 'Das Enddatum muss nach dem Startdatum liegen',
        },
        'education.0.end',
      );
    }
    await expectMessage(
      (agent) =>
        put(agent, 'details', {
          additionalCertifications: [{ name: 'Erste Hilfe', issuingOrganization: 'DRK', dateObtained: '1.2024' }],
        }),
      400,
      { en: 'Please enter the date as MM.YYYY', de: 'Bitte gib das Datum als MM.JJJJ ein' },
      'additionalCertifications.0.dateObtained',
    );
  });

  it('a candidate must be at least 16 years old (16 today is enough)', async () => {
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const today = new Date();
    const sixteenToday = new Date(today.getFullYear() - 16, today.getMonth(), today.getDate());
    const sixteenTomorrow = new Date(today.getFullYear() - 16, today.getMonth(), today.getDate() + 1);
    await expectMessage(
      (agent) => put(agent, 'personal', { ...PERSONAL, dateOfBirth: iso(sixteenTomorrow) }),
      400,
      { en: 'You must be at least 16 years old', de: 'Du musst mindestens 16 Jahre alt sein' },
      'dateOfBirth',
    );
    const { agent } = await newCandidate();
    const ok = await put(agent, 'personal', { ...PERSONAL, dateOfBirth: iso(sixteenToday) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a refused save changes nothing', async () => {
    const { agent } = await newCandidate();
    await put(agent, 'personal', PERSONAL);
    const before = (await agent.get('/api/profile')).json();
    const bad = await put(agent, 'personal', { ...PERSONAL, location: 'Berlin', dateOfBirth: '2024-01-01' });
    expect(bad.statusCode).toBe(400);
    const after = (await agent.get('/api/profile')).json();
    expect(after.personal).toEqual(before.personal);
  });

  it('spec §9: at most 10 profile saves per hour', async () => {
    for (const lang of ['en', 'de'] as const) {
      const { agent } = await newCandidate(lang);
      for (let i = 0; i < 10; i++) expect((await put(agent, 'details', { skills: [`S${i}`] })).statusCode).toBe(200);
      const res = await put(agent, 'details', { skills: ['one more'] });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(
        lang === 'en'
          ? 'You have saved your profile 10 times in the last hour. Please try again later.'
          : 'Du hast dein Profil in der letzten Stunde 10-mal gespeichert. Bitte versuche es später noch einmal.',
      );
    }
  });

  it('only candidates have a profile', async () => {
    const { user } = await f.createEmployer(t.db);
    const res = await (await signIn(t, user)).get('/api/profile');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only candidates have a profile.');
  });
});

describe('saves with a client id (Idempotency-Key)', () => {
  const save = (agent: TestAgent, key: string | undefined, bio: string) =>
    agent.request({
      method: 'PUT',
      url: '/api/profile/personal',
      payload: { ...PERSONAL, bio },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const storedBio = async (userId: string) =>
    (await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)))[0]!;

  it('a retried save is applied once: a late retry does not overwrite the save that came after it', async () => {
    const { user, agent } = await newCandidate();
    const first = crypto.randomUUID();
    expect((await save(agent, first, 'First version')).statusCode).toBe(200);
    expect((await save(agent, crypto.randomUUID(), 'Second version')).statusCode).toBe(200);
    // The first answer was lost; the client sends the first save again.
    const retry = await save(agent, first, 'First version');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().profile.personal.bio).toBe('Second version');
    expect((await storedBio(user.id)).bio).toBe('Second version');
    // Without an id the same request is a new save and overwrites.
    expect((await save(agent, undefined, 'First version')).statusCode).toBe(200);
    expect((await storedBio(user.id)).bio).toBe('First version');
  });

  it('the same save sent four times at once is applied and recorded once', async () => {
    const { user, agent } = await newCandidate();
    const key = crypto.randomUUID();
    const together = await Promise.all([1, 2, 3, 4].map(() => save(agent, key, 'Sent four times')));
    expect(together.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const stored = await storedBio(user.id);
    expect(stored.bio).toBe('Sent four times');
    expect(stored.appliedSaveIds.filter((id) => id === key)).toHaveLength(1);
  });

  it('a retry of a save already applied costs none of the 10 saves per hour', async () => {
    const { user, agent } = await newCandidate();
    const key = crypto.randomUUID();
    expect((await save(agent, key, 'Bio 0')).statusCode).toBe(200);
    for (let i = 1; i < 10; i++) expect((await save(agent, crypto.randomUUID(), `Bio ${i}`)).statusCode).toBe(200);
    expect((await save(agent, crypto.randomUUID(), 'one too many')).statusCode).toBe(429);
    const retry = await save(agent, key, 'Bio 0');
    expect(retry.statusCode).toBe(200);
    expect((await storedBio(user.id)).bio).toBe('Bio 9');
  });

  it('an id that is not 8 to 100 letters, digits or -_.: is refused, in English and German', async () => {
    await expectMessage(
      (agent) => save(agent, 'short', 'Some bio'),
      400,
      { en: 'The format is not valid', de: 'Das Format ist ungültig' },
      'idempotency-key',
    );
  });
});

describe('uploads', () => {
  it('files up to 5 MB are accepted; larger ones get "File size exceeds 5MB limit"', async () => {
    const { agent } = await newCandidate();
    const exactly5 = Buffer.concat([media.pdf(), Buffer.alloc(5 * 1024 * 1024 - media.pdf().length, 0x20)]);
    const ok = await upload(agent, '/api/profile/documents?type=school_certificate', exactly5, 'bac.pdf');
    expect(ok.statusCode, ok.body).toBe(201);
    const before = await t.db.select().from(files);

    await expectMessage(
      (a) =>
        upload(a, '/api/profile/documents?type=other_document', Buffer.concat([exactly5, Buffer.from(' ')]), 'big.pdf'),
      413,
      { en: 'File size exceeds 5MB limit', de: 'Die Datei ist größer als 5 MB' },
    );
    expect(await t.db.select().from(files)).toHaveLength(before.length);
  });

  it('the type is read from the bytes: "File type {type} not allowed"', async () => {
    await expectMessage(
      (agent) =>
        upload(
          agent,
          '/api/profile/documents?type=other_document',
          Buffer.from('just some text pretending to be an image\n'),
          'photo.png',
          'image/png',
        ),
      415,
      { en: 'File type text/plain not allowed', de: 'Dateityp text/plain ist nicht erlaubt' },
    );
    await expectMessage(
      (agent) => upload(agent, '/api/profile/photo', media.gifHeader(), 'anim.jpg', 'image/jpeg'),
      415,
      { en: 'File type image/gif not allowed', de: 'Dateityp image/gif ist nicht erlaubt' },
    );
    // A PDF is a document, not a photo.
    await expectMessage((agent) => upload(agent, '/api/profile/photo', media.pdf(), 'me.png', 'image/png'), 415, {
      en: 'File type application/pdf not allowed',
      de: 'Dateityp application/pdf ist nicht erlaubt',
    });
    // A real PNG named .pdf is stored as what it is.
    const { agent } = await newCandidate();
    const res = await upload(agent, '/api/profile/documents?type=other_document', media.png(), 'scan.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().profile.documents[0]).toMatchObject({ mimeType: 'image/png', name: 'scan.png' });
  });

  it('an empty upload or a request without a file is refused', async () => {
    await expectMessage(
      (agent) => upload(agent, '/api/profile/documents?type=other_document', Buffer.alloc(0), 'empty.pdf'),
      400,
      { en: 'Please choose a file to upload', de: 'Bitte wähle eine Datei zum Hochladen' },
    );
    await expectMessage(
      (agent) => agent.request({ method: 'POST', url: '/api/profile/photo', payload: { file: 'x' } }),
      400,
      { en: 'Please choose a file to upload', de: 'Bitte wähle eine Datei zum Hochladen' },
    );
  });

  it('names on disk are generated; the uploaded name is only shown, cleaned', async () => {
    const { user, agent } = await newCandidate();
    const res = await upload(
      agent,
      '/api/profile/documents?type=other_document&label=<b>Praktikum</b>',
      media.pdf(),
      '../../etc/<script>passwd.pdf',
    );
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = res.json().profile.documents;
    expect(doc).toMatchObject({ name: 'scriptpasswd.pdf', label: 'bPraktikum/b', type: 'other_document' });
    const [row] = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(row!.storageKey).not.toContain('passwd');
    const onDisk = path.join(t.config.filesDir, row!.storageKey);
    expect(existsSync(onDisk)).toBe(true);
    expect(readFileSync(onDisk).equals(media.pdf())).toBe(true);
    // The owner downloads it, as an attachment with the shown name.
    const download = await agent.get(doc.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="scriptpasswd.pdf"');
    expect(download.rawPayload.equals(media.pdf())).toBe(true);
  });

  it('documents are listed with type and date; the owner deletes one and its bytes go', async () => {
    const { user, agent } = await newCandidate();
    await upload(agent, '/api/profile/documents?type=school_certificate', media.pdf('Bac'), 'bac.pdf');
    const second = await upload(agent, '/api/profile/documents?type=other_document', media.png(), 'praktikum.png');
    const docs = second.json().profile.documents;
    expect(docs.map((d: { type: string }) => d.type)).toEqual(['school_certificate', 'other_document']);
    expect(Date.parse(docs[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.db.select().from(files).where(eq(files.id, docs[1].id));
    const del = await agent.request({ method: 'DELETE', url: `/api/profile/documents/${docs[1].id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Document deleted');
    expect(del.json().profile.documents).toHaveLength(1);
    expect(existsSync(path.join(t.config.filesDir, row!.storageKey))).toBe(false);
    // Someone else's document cannot be deleted (404, as if it did not exist).
    const other = await newCandidate();
    const res = await other.agent.request({ method: 'DELETE', url: `/api/profile/documents/${docs[0].id}` });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(1);
  });

  it('a new photo replaces the old one and becomes the avatar', async () => {
    const { user, agent } = await newCandidate();
    const first = await upload(agent, '/api/profile/photo', media.png(), 'me.png', 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Photo saved');
    const second = await upload(agent, '/api/profile/photo', media.jpegHeader(), 'me.jpg', 'image/jpeg');
    const photoUrl = second.json().profile.personal.photoUrl;
    const rows = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(rows.map((r) => r.kind)).toEqual(['avatar']);
    expect(photoUrl).toBe(`/api/files/${rows[0]!.id}`);
    expect((await agent.get('/api/me')).json().user.avatarUrl).toBe(photoUrl);
    const removed = await agent.request({ method: 'DELETE', url: '/api/profile/photo' });
    expect(removed.json().profile.personal.photoUrl).toBeNull();
    expect((await agent.get('/api/me')).json().user.avatarUrl).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  });
});

describe('approval', () => {
  it('a Goethe or TELC certificate at B1+ approves the complete profile at once', async () => {
    for (const certificateType of ['goethe', 'telc']) {
      const { user, agent } = await newCandidate();
      const saved = await completeProfile(agent, { level: 'B1', certificateType });
      expect(saved.message).toBe('Profile saved and approved.');
      expect(saved.profile.approval).toMatchObject({ status: 'approved', autoApproved: true, rejectionReason: null });
      const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
      expect(note).toMatchObject({ type: 'certificate_verified' });
      const progress = (await agent.get('/api/profile/progress')).json();
      expect(progress.steps).toEqual([
        { key: 'emailVerification', done: true },
        { key: 'profileCompletion', done: true },
        { key: 'adminApproval', done: true },
      ]);
    }
  });

  it('other certificates, and profiles below B1, wait for a moderator', async () => {
    const { agent } = await newCandidate();
    const saved = await completeProfile(agent, { level: 'B2', certificateType: 'osd' });
    expect(saved.message).toBe('Profile saved. It will be reviewed, usually within 24 hours.');
    expect(saved.profile.approval).toMatchObject({ status: 'pending', autoApproved: false });

    const a2 = await newCandidate('de');
    const res = await completeProfile(a2.agent, { level: 'A2', certificateType: 'none', programs: ['fsj'] });
    expect(res.message).toBe('Profil gespeichert. Es wird geprüft, meist innerhalb von 24 Stunden.');
    expect(res.profile.approval.status).toBe('pending');
  });

  it('the tracker shows what is missing until the profile is complete', async () => {
    const { user, agent } = await newCandidate('en', { emailVerified: false });
    let progress = (await agent.get('/api/profile/progress')).json();
    expect(progress.steps.map((s: { done: boolean }) => s.done)).toEqual([false, false, false]);
    await put(agent, 'personal', PERSONAL);
    progress = (await agent.get('/api/profile/progress')).json();
    expect(progress.completion.missing).toEqual([
      'language.germanLevel',
      'language.certificateType',
      'interests.programInterests',
    ]);
    await completeProfile(agent, { level: 'B2', certificateType: 'dsh' });
    progress = (await agent.get('/api/profile/progress')).json();
    expect(progress.completion).toMatchObject({ complete: true, percent: 100, missing: [] });
    expect(progress.approval.status).toBe('pending');
    expect(progress.steps.map((s: { done: boolean }) => s.done)).toEqual([false, true, false]);
    expect(user.emailVerified).toBe(false);
  });

  it('a changed approved profile goes back to review; an unchanged save keeps the decision', async () => {
    const { user, agent } = await newCandidate();
    await completeProfile(agent, { level: 'B2', certificateType: 'osd' });
    await t.db
      .update(candidateProfiles)
      .set({ approvalStatus: 'approved', reviewedAt: new Date() })
      .where(eq(candidateProfiles.userId, user.id));
    const same = await put(agent, 'personal', PERSONAL);
    expect(same.json().profile.approval.status).toBe('approved');
    const changed = await put(agent, 'personal', { ...PERSONAL, bio: 'Neu: ich spreche auch Französisch.' });
    expect(changed.json().profile.approval.status).toBe('pending');
    // A new document is a change too.
    await t.db
      .update(candidateProfiles)
      .set({ approvalStatus: 'approved' })
      .where(eq(candidateProfiles.userId, user.id));
    const doc = await upload(agent, '/api/profile/documents?type=other_document', media.pdf(), 'neu.pdf');
    expect(doc.json().profile.approval.status).toBe('pending');
  });

  it('removing the certificate makes a B1+ profile incomplete again (draft)', async () => {
    const { agent } = await newCandidate();
    const saved = await completeProfile(agent, { level: 'B1', certificateType: 'goethe' });
    const certificate = saved.profile.language.germanCertificate;
    const res = await agent.request({ method: 'DELETE', url: `/api/profile/documents/${certificate.id}` });
    expect(res.json().profile.approval.status).toBe('draft');
    expect(res.json().profile.completion.missing).toContain('language.germanCertificate');
  });
});

describe('the name a person is called by (issue 28)', () => {
  it('is prefilled from the first word, can be changed, and shows in /api/me and reviews; bad input says why in English and German', async () => {
    const { user, agent } = await newCandidate('en', { name: 'Nguyễn Văn An' });
    expect((await agent.get('/api/me')).json().user.calledName).toBe('Nguyễn');
    expect((await agent.get('/api/profile')).json().personal.calledName).toBe('Nguyễn');

    for (const lang of ['en', 'de'] as const) {
      const speaker = await signIn(t, user, { lang });
      const cases = [
        [
          '  ',
          {
            en: 'Please enter the name you want to be called',
            de: 'Bitte gib den Namen ein, mit dem du angesprochen werden möchtest',
          },
        ],
        [
          'A'.repeat(51),
          {
            en: 'The name you are called by can have at most 50 characters',
            de: 'Der Name, mit dem du angesprochen wirst, darf höchstens 50 Zeichen haben',
          },
        ],
        [
          'An2',
          {
            en: 'The name you are called by must contain only letters',
            de: 'Der Name, mit dem du angesprochen wirst, darf nur Buchstaben enthalten',
          },
        ],
      ] as const;
      for (const [calledName, messages] of cases) {
        const res = await put(speaker, 'personal', { fullName: 'Nguyễn Văn An', calledName });
        expect(res.statusCode, calledName).toBe(400);
        expect(res.json().error.fields.calledName).toBe(messages[lang]);
      }
    }
    expect((await agent.get('/api/me')).json().user.calledName).toBe('Nguyễn');

    const saved = await put(agent, 'personal', { fullName: 'Nguyễn Văn An', calledName: ' An ', country: 'VN' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile.personal.calledName).toBe('An');
    expect((await agent.get('/api/me')).json().user.calledName).toBe('An');

    // A review is signed with the name they are called by, and their country.
    const { company } = await f.createEmployer(t.db);
    await f.createReview(t.db, { companyId: company.id, authorId: user.id, status: 'approved' });
    const page = (await new TestAgent(t.app).get(`/api/companies/${company.id}/profile`)).json();
    expect(page.reviews.items[0]).toMatchObject({ authorFirstName: 'An', authorCountry: 'VN' });
  });

  it('follows a changed full name while it was never set by hand; a hand-set one is never overwritten', async () => {
    const { agent } = await newCandidate('en', { name: 'Chidinma Okafor' });
    expect((await agent.get('/api/me')).json().user.calledName).toBe('Chidinma');
    // The form sends the old prefill back with the new full name.
    const renamed = await put(agent, 'personal', { fullName: 'Ngozi Chidinma Okafor', calledName: 'Chidinma' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().profile.personal.calledName).toBe('Ngozi');
    expect((await agent.get('/api/me')).json().user.calledName).toBe('Ngozi');
    // And again: it still follows.
    await put(agent, 'personal', { fullName: 'Ada Okafor', calledName: 'Ngozi' });
    expect((await agent.get('/api/me')).json().user.calledName).toBe('Ada');

    // Set by hand, it stays through any change of the full name, even to the old prefill's word.
    await put(agent, 'personal', { fullName: 'Ada Okafor', calledName: 'Dinma' });
    const kept = await put(agent, 'personal', { fullName: 'Ngozi Okafor', calledName: 'Dinma' });
    expect(kept.json().profile.personal.calledName).toBe('Dinma');
    expect((await agent.get('/api/me')).json().user.calledName).toBe('Dinma');
    const handSetLikePrefill = await put(agent, 'personal', { fullName: 'Ngozi Okafor', calledName: 'Ngozi' });
    expect(handSetLikePrefill.json().profile.personal.calledName).toBe('Ngozi');
    await put(agent, 'personal', { fullName: 'Ifeoma Okafor', calledName: 'Ngozi' });
    expect((await agent.get('/api/me')).json().user.calledName).toBe('Ngozi');
  });
});
