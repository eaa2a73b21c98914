import { mergeFields, type MergeValues } from '@azubi/shared/admin/campaign-merge-fields';
import type { CampaignContentSchema, CampaignPreview } from '@azubi/shared/admin/email-campaigns';
import { translate } from '@azubi/shared/i18n/messages';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { campaignEmail } from '../../mail/templates/campaign-email';
import { auditCampaignAction, type CampaignActionDeps } from './campaign-actions';
import { findCampaign } from './campaign-row';
import { assertKnownMergeFields, mergeValuesOfUser } from './merge-fields';
import { campaignMessage } from './send-campaign-batch';
import { campaignUnsubscribeUrl } from './unsubscribe-token';

/**
 * `POST /api/admin/campaigns/preview`: the mail in both languages exactly as the template renders
 * it for a recipient (the unsubscribe link is a sample; each recipient's is signed for them), its
 * merge fields filled in with the given person's values (the admin's own, as in a test send).
 */
export function previewCampaign(
  config: Pick<Config, 'publicUrl'>,
  content: z.output<typeof CampaignContentSchema>,
  values: MergeValues = { firstName: null, name: null },
): CampaignPreview {
  assertKnownMergeFields(content);
  const unsubscribeUrl = campaignUnsubscribeUrl(config.publicUrl, 'sample');
  const render = (locale: 'en' | 'de') =>
    campaignEmail(locale, {
      subject: mergeFields(locale === 'de' ? content.subjectDe : content.subjectEn, values),
      body: mergeFields(locale === 'de' ? content.bodyDe : content.bodyEn, values),
      publicUrl: config.publicUrl,
      unsubscribeUrl,
    });
  return { en: render('en'), de: render('de') };
}

/**
 * `POST /api/admin/campaigns/:id/test-send`: the saved campaign to the admin's own address, in one
 * language or both, marked "[Test]" in the subject; the same template and headers as the real send,
 * its merge fields filled in with the admin's own name.
 */
export async function testSendCampaign(
  deps: CampaignActionDeps & { config: Pick<Config, 'publicUrl' | 'authSecret'>; mailer: Mailer },
  id: string,
  locale: 'en' | 'de' | 'both',
  answerIn: 'en' | 'de',
): Promise<string> {
  const campaign = await findCampaign(deps.db, id);
  assertKnownMergeFields(campaign);
  const values = await mergeValuesOfUser(deps.db, deps.actor.userId);
  const locales: ('en' | 'de')[] = locale === 'both' ? ['en', 'de'] : [locale];
  for (const l of locales)
    await deps.mailer.send(
      campaignMessage(deps.config, campaign, deps.actor.userId, deps.actor.email, l, '[Test] ', values),
    );
  await auditCampaignAction(deps, campaign, 'test_sent', { locales });
  return translate(answerIn, 'campaigns.testSent', { email: deps.actor.email });
}
