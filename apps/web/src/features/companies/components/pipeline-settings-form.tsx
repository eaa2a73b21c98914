import {
  PipelineSettingsInputSchema,
  STALE_AFTER_DAYS_MAX,
  STALE_AFTER_DAYS_MIN,
  type CompanyProfile,
  type PipelineSettingsInput,
} from '@azubi/shared/companies/company-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/form-error-text';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useSavePipelineSettings } from '../api/company-profile-api';

/** When a kanban card counts as waiting too long (issue 29): team admins set the days. */
export function PipelineSettingsForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const tShared = useSharedMessage();
  const save = useSavePipelineSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PipelineSettingsInput>({
    resolver: zodResolver(PipelineSettingsInputSchema),
    defaultValues: { staleAfterDays: profile.staleAfterDays },
  });
  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ['staleAfterDays'])) return;
        setError('root.server', { message: failureText(error, t('form.failed')) });
      },
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('pipeline.label')}>
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        id="company-stale-after-days"
        label={t('pipeline.staleAfterDays')}
        hint={t('pipeline.staleAfterDaysHint')}
        error={fieldErrorText(errors.staleAfterDays, tShared)}
      >
        {(control) => (
          <Input
            {...control}
            {...register('staleAfterDays', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={STALE_AFTER_DAYS_MIN}
            max={STALE_AFTER_DAYS_MAX}
            step={1}
            className="max-w-32"
          />
        )}
      </FormField>
      {/* A long label (German) wraps instead of widening a phone's page. */}
      <Button
        type="submit"
        className="h-auto min-h-11 max-w-full justify-self-start py-2 text-left whitespace-normal"
        disabled={save.isPending}
      >
        {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {t('pipeline.save')}
      </Button>
    </form>
  );
}
