import type { ReviewContactKind } from '@azubi/shared/reviews/reviews';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, conversations, interviews, listings, messages } from '../../db/schema';

export type ProvenContact = { kind: ReviewContactKind; at: Date };

/** Application states that are not the company's answer. */
const UNANSWERED = ['pending', 'withdrawn'] as const;

/**
 * The proven contacts between a candidate and companies (docs/decisions/README.md "Reviews"): an application the
 * company answered (moved past pending), an interview that took place (completed), or a conversation
 * in which the company wrote. The earliest of each company, by the kind that came first.
 */
export async function provenContacts(
  db: Database,
  candidateId: string,
  companyIds?: string[],
): Promise<Map<string, ProvenContact>> {
  const byCompany = new Map<string, ProvenContact>();
  const keep = (companyId: string, contact: ProvenContact) => {
    const known = byCompany.get(companyId);
    if (!known || contact.at < known.at) byCompany.set(companyId, contact);
  };
  if (companyIds && companyIds.length === 0) return byCompany;
  const answered = await db
    .select({ companyId: listings.companyId, at: applications.updatedAt })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(
      and(
        eq(applications.candidateId, candidateId),
        notInArray(applications.status, [...UNANSWERED]),
        companyIds ? inArray(listings.companyId, companyIds) : undefined,
      ),
    );
  for (const row of answered) keep(row.companyId, { kind: 'application', at: row.at });
  const held = await db
    .select({
      companyId: interviews.companyId,
      at: sql<Date>`coalesce(${interviews.startsAt}, ${interviews.updatedAt})`,
    })
    .from(interviews)
    .where(
      and(
        eq(interviews.candidateId, candidateId),
        eq(interviews.status, 'completed'),
        companyIds ? inArray(interviews.companyId, companyIds) : undefined,
      ),
    );
  for (const row of held) keep(row.companyId, { kind: 'interview', at: new Date(row.at) });
  const written = await db
    .select({ companyId: conversations.companyId, at: sql<Date>`min(${messages.createdAt})` })
    .from(conversations)
    .innerJoin(messages, and(eq(messages.conversationId, conversations.id), eq(messages.senderSide, 'company')))
    .where(
      and(
        eq(conversations.candidateId, candidateId),
        companyIds ? inArray(conversations.companyId, companyIds) : undefined,
      ),
    )
    .groupBy(conversations.companyId)
    .orderBy(asc(conversations.companyId));
  for (const row of written) keep(row.companyId, { kind: 'conversation', at: new Date(row.at) });
  return byCompany;
}
