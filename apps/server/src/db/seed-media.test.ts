import { readFileSync, statSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, seedDemoData } from './seed';
import { DEMO_AUDIO_URL, demoAudioIntroduction } from './seed-media';
import * as schema from './schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { storage: t.app.storage });
}, 180_000);
afterAll(() => t.close());

/** The demo data lets an employer try a candidate's audio and documents (issue 29). */
describe('demo media', () => {
  it('commits a small real recording that passes the upload checks (type from the bytes, length measured)', async () => {
    expect(statSync(DEMO_AUDIO_URL).size).toBeLessThan(50_000);
    const audio = await demoAudioIntroduction();
    expect(audio.mimeType).toBe('audio/mpeg');
    expect(audio.durationSeconds).toBe(12);
  });

  it("shows the seeded company's team the candidate's audio introduction and shared documents", async () => {
    const [amina] = await t.db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.candidate.email));
    for (const email of [DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.teamMember.email]) {
      const klinikum = await signIn(t, email);
      const page = await klinikum.get(`/api/employer/candidates/${amina!.id}`);
      expect(page.statusCode, page.body).toBe(200);
      const view = page.json<{
        audio: { durationSeconds: number } | null;
        documents: { id: string; kind: string; name: string }[] | null;
      }>();
      expect(view.audio).toEqual({ durationSeconds: 12 });
      expect(view.documents?.map(({ kind, name }) => ({ kind, name }))).toEqual([
        { kind: 'german_certificate', name: 'goethe-b2-certificate-demo.pdf' },
        { kind: 'other_document', name: 'cv-demo.pdf' },
      ]);

      const audio = await klinikum.get(`/api/audio/${amina!.id}`);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toContain('audio/mpeg');
      expect(audio.rawPayload.equals(readFileSync(DEMO_AUDIO_URL))).toBe(true);
      for (const document of view.documents!) {
        const file = await klinikum.get(`/api/files/${document.id}`);
        expect(file.statusCode, document.name).toBe(200);
        expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      }
    }
  });

  it('keeps her media from a company she has no contact with', async () => {
    const [amina] = await t.db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.candidate.email));
    const baeckerei = await signIn(t, DEMO_ACCOUNTS.employer2.email);
    const page = await baeckerei.get(`/api/employer/candidates/${amina!.id}`);
    if (page.statusCode === 200) {
      expect(page.json().audio).toBeNull();
      expect(page.json().documents).toBeNull();
    } else expect([403, 404]).toContain(page.statusCode);
    expect([403, 404]).toContain((await baeckerei.get(`/api/audio/${amina!.id}`)).statusCode);
  });

  it('gives every demo candidate a phone number of their own', async () => {
    const phones = (await t.db.select({ phone: schema.candidateProfiles.phone }).from(schema.candidateProfiles)).map(
      (row) => row.phone,
    );
    expect(phones.every(Boolean)).toBe(true);
    expect(new Set(phones).size).toBe(phones.length);
  });
});
