import { CampaignAudienceInputSchema } from '@azubi/shared/admin/email-campaigns';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAudienceCount } from '../api/campaigns';
import { toInput, type CampaignValues } from '../campaign-values';

/**
 * How many people the form's audience reaches, asked of the server 300 ms after the last change;
 * `audienceValid` is false while the audience cannot be counted (a country that is not two letters).
 */
export function useDebouncedAudienceCount(values: CampaignValues): {
  audienceValid: boolean;
  recipients: number | undefined;
} {
  const audienceInput = useDebouncedValue(
    {
      audience: values.audience,
      filter: toInput(values).filter,
    },
    300,
  );
  const audienceValid = CampaignAudienceInputSchema.safeParse(audienceInput).success;
  const count = useAudienceCount(audienceInput, audienceValid);
  return { audienceValid, recipients: count.data?.count };
}
