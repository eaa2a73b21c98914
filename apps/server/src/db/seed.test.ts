import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOG_ILLUSTRATIONS } from '@azubi/shared/blog/blog-illustrations';
import { BLOG_CATEGORIES } from '@azubi/shared/blog/blog-posts';
import { verifyPassword } from '../platform/session/password';
import { completionOf, loadProfileState } from '../features/profile/profile-state';
import { autoApprovable } from '../features/profile/review-profile';
import { createLocalStorage } from '../storage/local-storage';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseConnection } from './client';
import { DEMO_ACCOUNTS, seedDemoData, type SeedResult } from './seed';
import * as schema from './schema';
import { renderBlogMarkdown } from '../features/blog/render-markdown';

let connection: DatabaseConnection;
let first: SeedResult;
const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'azubi-seed-files-')));
const count = async (
  table: typeof schema.users | typeof schema.listings | typeof schema.blogPosts | typeof schema.companies,
) => {
  const [row] = await connection.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

beforeAll(async () => {
  connection = await createTestDatabase();
  first = await seedDemoData(connection.db, { storage });
});
afterAll(() => connection.close());

describe('demo data', () => {
  it('creates every demo account with the printed password', async () => {
    expect(first.created).toBe(true);
    expect(first.accounts.map((a) => a.email)).toEqual(
      expect.arrayContaining(Object.values(DEMO_ACCOUNTS).map((a) => a.email)),
    );
    const [admin] = await connection.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin?.role).toBe('admin');
    const [moderator] = await connection.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_ACCOUNTS.moderator.email));
    expect(moderator?.role).toBe('moderator');
    const [credential] = await connection.db
      .select()
      .from(schema.accounts)
      .where(and(eq(schema.accounts.userId, admin!.id), eq(schema.accounts.providerId, 'credential')));
    expect(await verifyPassword({ hash: credential!.password!, password: first.password })).toBe(true);
    expect(await verifyPassword({ hash: credential!.password!, password: 'wrong' })).toBe(false);
  });

  it('is clearly marked as demo data', async () => {
    const users = await connection.db.select().from(schema.users);
    expect(users.length).toBeGreaterThan(5);
    expect(users.every((u) => u.isDemo && u.email.endsWith('.example'))).toBe(true);
    const companies = await connection.db.select().from(schema.companies);
    expect(companies.every((c) => c.isDemo && /demo/i.test(c.name))).toBe(true);
  });

  it('exists in both languages', async () => {
    const posts = await connection.db.select().from(schema.blogPosts);
    const en = posts.filter((p) => p.locale === 'en');
    const de = posts.filter((p) => p.locale === 'de');
    expect(en.length).toBeGreaterThan(0);
    expect(de.length).toBe(en.length);
    // Each English post has its German translation in the same group.
    expect(new Set(de.map((p) => p.translationGroup))).toEqual(new Set(en.map((p) => p.translationGroup)));
    const locales = new Set((await connection.db.select().from(schema.users)).map((u) => u.locale));
    expect(locales).toEqual(new Set(['en', 'de']));
  });

  it('fills the blog: at least three published posts per category in each language, with illustrations we serve', async () => {
    const posts = await connection.db.select().from(schema.blogPosts);
    // Each has an author (the demo admin), never "Unknown".
    const [admin] = await connection.db.select().from(schema.users).where(eq(schema.users.role, 'admin'));
    expect(new Set(posts.map((post) => post.authorId))).toEqual(new Set([admin!.id]));
    for (const locale of ['en', 'de'] as const) {
      for (const category of BLOG_CATEGORIES) {
        const inCategory = posts.filter(
          (p) => p.locale === locale && p.category === category && p.status === 'published',
        );
        expect(inCategory.length, `${locale}/${category}`).toBeGreaterThanOrEqual(3);
      }
    }
    const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.publishedAt!.getTime()).toBeLessThan(Date.now());
      expect(post.featuredImagePath, post.slug).toMatch(/^\/blog\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(webPublic, post.featuredImagePath!)), post.featuredImagePath!).toBe(true);
      expect(BLOG_ILLUSTRATIONS[post.featuredImagePath!], post.featuredImagePath!).toBeDefined();
      // A few paragraphs with headings or lists, never HTML.
      const blocks = renderBlogMarkdown(post.content).match(/<(h[2-4]|p|ul|ol)>/g) ?? [];
      expect(blocks.length, post.slug).toBeGreaterThanOrEqual(4);
      expect(post.content).not.toMatch(/<[a-z/]/i);
    }
  });

  it('covers the main entities: companies, team, listings of each program, applications, interviews, plans', async () => {
    const listings = await connection.db.select().from(schema.listings);
    expect(new Set(listings.map((l) => l.programType))).toEqual(new Set(['ausbildung', 'fsj', 'bfd']));
    expect(listings.some((l) => !l.isActive)).toBe(true);
    expect(await connection.db.select().from(schema.companyMembers)).toHaveLength(3);
    expect((await connection.db.select().from(schema.applications)).length).toBeGreaterThanOrEqual(3);
    // One to come, one that took place (with the team's note).
    const demoInterviews = await connection.db.select().from(schema.interviews);
    expect(demoInterviews.map((i) => i.status).sort()).toEqual(['completed', 'scheduled']);
    const plans = await connection.db.select().from(schema.plans);
    expect(plans.map((p) => [p.code, p.priceCents])).toEqual(
      expect.arrayContaining([
        ['monthly', 9900],
        ['package-3', 27900],
        ['package-6', 52900],
        ['package-12', 99900],
      ]),
    );
  });

  it('gives each demo candidate a phone number of their own (issue 29)', async () => {
    const profiles = await connection.db
      .select({ phone: schema.candidateProfiles.phone })
      .from(schema.candidateProfiles);
    const phones = profiles.map((p) => p.phone).filter(Boolean);
    expect(phones.length).toBeGreaterThan(1);
    expect(new Set(phones).size).toBe(phones.length);
  });

  it('gives every demo profile a state the profile rules allow', async () => {
    const profiles = await connection.db.select().from(schema.candidateProfiles);
    const [moderator] = await connection.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_ACCOUNTS.moderator.email));
    expect(new Set(profiles.map((p) => p.approvalStatus))).toEqual(new Set(['approved', 'pending', 'rejected']));
    for (const { userId } of profiles) {
      const state = await loadProfileState(connection.db, userId);
      const { profile, user } = state;
      const completion = completionOf(state);
      const who = `${user.email} (${profile.approvalStatus})`;
      // Only a complete profile leaves the draft state (review-profile.ts), and nothing is missing from it.
      expect(completion.complete, who).toBe(profile.approvalStatus !== 'draft');
      if (profile.approvalStatus === 'draft') continue;
      expect(completion.missing, who).toEqual([]);
      expect(profile.submittedAt, who).not.toBeNull();
      if (profile.approvalStatus === 'approved' && profile.autoApproved) {
        // Approved at once only with a Goethe or telc certificate at B1 or higher on file.
        expect(autoApprovable(state), who).toBe(true);
        expect(profile.reviewedBy, who).toBeNull();
      } else {
        // Everything else went to review: pending, or decided by the moderator.
        expect(autoApprovable(state), who).toBe(false);
        expect(profile.autoApproved, who).toBe(false);
        if (profile.approvalStatus === 'pending') expect(profile.reviewedBy, who).toBeNull();
        else expect(profile.reviewedBy, who).toBe(moderator!.id);
      }
      expect(profile.rejectionReason !== null, who).toBe(profile.approvalStatus === 'rejected');
    }
  });

  it('stores the demo certificates as PDF documents that say they are demos', async () => {
    const certificates = await connection.db
      .select()
      .from(schema.files)
      .where(eq(schema.files.kind, 'german_certificate'));
    expect(certificates.length).toBeGreaterThanOrEqual(4);
    for (const file of certificates) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(file.storageKey)) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length, file.originalName).toBe(file.sizeBytes);
      expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(bytes.toString('latin1')).toContain('(DEMO - not a real certificate)');
    }
  });

  it('loads only once', async () => {
    const before = [
      await count(schema.users),
      await count(schema.listings),
      await count(schema.blogPosts),
      await count(schema.companies),
    ];
    const again = await seedDemoData(connection.db);
    expect(again.created).toBe(false);
    expect(again.accounts).toEqual(first.accounts);
    const after = [
      await count(schema.users),
      await count(schema.listings),
      await count(schema.blogPosts),
      await count(schema.companies),
    ];
    expect(after).toEqual(before);
  });
});
