import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe token of a campaign mail (the approach of the match digests'
 * features/matching/unsubscribe-token.ts): the campaign, the recipient and an HMAC of both with
 * the server's secret. It needs no storage and cannot be turned into another person's token.
 */
export type CampaignUnsubscribeTarget = { campaignId: string; userId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, target: CampaignUnsubscribeTarget): string {
  return createHmac('sha256', secret)
    .update(`campaign-unsubscribe:${target.campaignId}:${target.userId}`)
    .digest('base64url');
}

export function campaignUnsubscribeToken(secret: string, target: CampaignUnsubscribeTarget): string {
  return `${target.campaignId}.${target.userId}.${signature(secret, target)}`;
}

/** The target of a token this server signed; null for anything else. */
export function readCampaignUnsubscribeToken(secret: string, token: string): CampaignUnsubscribeTarget | null {
  const [campaignId, userId, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !sig || !campaignId || !userId || !UUID.test(campaignId) || !UUID.test(userId)) return null;
  const expected = Buffer.from(signature(secret, { campaignId, userId }));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { campaignId, userId } : null;
}

/** The unsubscribe address (the mail's link and its List-Unsubscribe header). */
export function campaignUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/campaigns/unsubscribe?token=${encodeURIComponent(token)}`;
}
