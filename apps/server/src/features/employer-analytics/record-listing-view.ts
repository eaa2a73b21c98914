import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, listingViewSalts, listingViewVisitors } from '../../db/schema';

/**
 * Browsers that are programs rather than people: crawlers, link previews, HTTP libraries. A
 * request without a user agent is one of them too. Headless browsers are not excluded: the
 * site's own end-to-end tests and people's automation look alike, and neither is common.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|whatsapp|telegram|curl\/|wget\/|python-|httpclient|okhttp|go-http-client|node-fetch|undici|axios\/|libwww|java\/|lighthouse|pingdom|uptime|monitor/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim().length === 0) return true;
  return BOT_AGENT.test(userAgent);
}

export type ListingViewVisit = {
  listingId: string;
  companyId: string;
  /** The signed-in viewer, if any. */
  userId: string | null;
  address: string;
  userAgent: string | undefined;
};

/**
 * Counts views of listing pages: one per visitor, listing and UTC day. A visitor is their account
 * when signed in, else their address and browser; only a hash of that with the day's random salt
 * is stored, and the first view of a new day deletes the hashes and salts of the days before, so
 * no stored count can be tied back to a person (privacy by design, no personal data kept).
 */
export function createListingViewRecorder(db: Database) {
  let current: { day: string; salt: string } | null = null;

  async function saltOf(day: string): Promise<string> {
    if (current?.day === day) return current.salt;
    await db
      .insert(listingViewSalts)
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select().from(listingViewSalts).where(eq(listingViewSalts.day, day));
    if (!row) throw new Error('listing view salt missing');
    // A new day: yesterday's visitors and salts are no longer needed.
    await db.delete(listingViewVisitors).where(lt(listingViewVisitors.day, day));
    await db.delete(listingViewSalts).where(lt(listingViewSalts.day, day));
    current = { day, salt: row.salt };
    return row.salt;
  }

  /** Whether the view was counted (false for bots, the company's own team and a repeat visit). */
  return async function recordListingView(visit: ListingViewVisit, now = new Date()): Promise<boolean> {
    if (isBotUserAgent(visit.userAgent)) return false;
    if (visit.userId) {
      const [member] = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.userId, visit.userId), eq(companyMembers.companyId, visit.companyId)))
        .limit(1);
      if (member) return false;
    }
    const day = now.toISOString().slice(0, 10);
    const salt = await saltOf(day);
    const visitor = visit.userId ? `user:${visit.userId}` : `guest:${visit.address}|${visit.userAgent ?? ''}`;
    const visitorHash = createHash('sha256').update(`${salt}\n${visitor}`).digest('base64url');
    const counted = await db.execute(sql`
      with visitor as (
        insert into listing_view_visitors (listing_id, day, visitor_hash)
        values (${visit.listingId}, ${day}, ${visitorHash})
        on conflict do nothing
        returning listing_id
      )
      insert into listing_views (listing_id, day, views)
      select listing_id, ${day}, 1 from visitor
      on conflict (listing_id, day) do update set views = listing_views.views + 1
      returning views`);
    return (counted as unknown as { rows: unknown[] }).rows.length > 0;
  };
}
