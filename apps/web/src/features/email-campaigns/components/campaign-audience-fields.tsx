import { CAMPAIGN_AUDIENCES, CAMPAIGN_VERIFIED, type CampaignAudience } from '@azubi/shared/admin/email-campaigns';
import { PROGRAM_TYPES } from '@azubi/shared/listings/listing-options';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { CampaignValues } from '../campaign-values';

export interface CampaignAudienceFieldsProps {
  /** The form's id prefix (fields are `${id}-<name>`, so a refused field can get focus). */
  id: string;
  values: CampaignValues;
  set: <K extends keyof CampaignValues>(key: K, value: CampaignValues[K]) => void;
  /** A field's message, already translated. */
  error: (field: string) => string | undefined;
  /** Whether the audience can be counted, and the server's count once it answered. */
  audienceValid: boolean;
  recipients: number | undefined;
}

/** Who gets the campaign (role, language, country, verified, programs) and how many they are. */
export function CampaignAudienceFields({
  id,
  values,
  set,
  error,
  audienceValid,
  recipients,
}: CampaignAudienceFieldsProps) {
  const { t } = useTranslation('campaigns');
  return (
    <fieldset className="grid gap-4 rounded-card border border-border p-4">
      <legend className="px-1 text-lg font-semibold text-brand-950">{t('audience.title')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-audience`} label={t('audience.who')} error={error('audience')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.audience}
              onChange={(event) => set('audience', event.target.value as CampaignAudience)}
              options={CAMPAIGN_AUDIENCES.map((value) => ({ value, label: t(`audiences.${value}`) }))}
            />
          )}
        </FormField>
        <FormField id={`${id}-language`} label={t('audience.language')} error={error('filter.language')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.language}
              onChange={(event) => set('language', event.target.value as CampaignValues['language'])}
              options={[
                { value: '', label: t('audience.anyLanguage') },
                { value: 'en', label: t('audience.english') },
                { value: 'de', label: t('audience.german') },
              ]}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-country`}
          label={t('audience.country')}
          hint={t('audience.countryHint')}
          error={error('filter.country')}
        >
          {(control) => (
            <Input
              {...control}
              maxLength={2}
              autoComplete="off"
              className="uppercase"
              value={values.country}
              onChange={(event) => set('country', event.target.value.toUpperCase())}
            />
          )}
        </FormField>
        <FormField id={`${id}-verified`} label={t('audience.verified')} error={error('filter.verified')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.verified}
              onChange={(event) => set('verified', event.target.value as CampaignValues['verified'])}
              options={CAMPAIGN_VERIFIED.map((value) => ({ value, label: t(`audience.verifiedOptions.${value}`) }))}
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('audience.programs')}</legend>
        <p className="text-sm text-muted-foreground">{t('audience.programsHint')}</p>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {PROGRAM_TYPES.map((program) => (
            <div key={program} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-program-${program}`}
                checked={values.programs.includes(program)}
                onCheckedChange={(checked) =>
                  set(
                    'programs',
                    checked === true
                      ? [...values.programs, program]
                      : values.programs.filter((value) => value !== program),
                  )
                }
              />
              <Label htmlFor={`${id}-program-${program}`}>{t(`programs.${program}`)}</Label>
            </div>
          ))}
        </div>
      </fieldset>
      <p
        aria-live="polite"
        className="flex items-start gap-2 rounded-control bg-muted p-3 text-sm"
        data-testid="audience-count"
      >
        <Users className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {!audienceValid ? (
            t('audience.countUnknown')
          ) : recipients === undefined ? (
            t('audience.counting')
          ) : (
            <>
              <strong className="font-semibold">{t('audience.count', { count: recipients })}</strong>{' '}
              {t('audience.countNote')}
            </>
          )}
        </span>
      </p>
    </fieldset>
  );
}
