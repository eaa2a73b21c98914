import {
  EmployerOnboardingSchema,
  type CompanySummary,
  type EmployerOnboardingInput,
} from '@azubi/shared/companies/onboarding';
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
import { useOnboardEmployer } from '../api/onboard-employer';

/**
 * Company name, industry and location (spec §5: all required). The server refuses an unverified
 * e-mail with "Please verify your email before completing your profile."; the typed values stay.
 */
export function EmployerOnboardingForm({
  company,
  onDone,
}: {
  company: Pick<CompanySummary, 'name' | 'industry' | 'location'> | null;
  onDone: (company: CompanySummary) => void;
}) {
  const { t } = useTranslation('employer');
  const tShared = useSharedMessage();
  const onboard = useOnboardEmployer();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmployerOnboardingInput>({
    resolver: zodResolver(EmployerOnboardingSchema),
    defaultValues: {
      companyName: company?.name ?? '',
      industry: company?.industry ?? '',
      location: company?.location ?? '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    onboard.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: tShared('companies.saved') ?? '', variant: 'success' });
        onDone(saved);
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ['companyName', 'industry', 'location'])) return;
        setError('root.server', { message: failureText(error, t('onboarding.failed')) });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('onboarding.formLabel')}>
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        id="company-name"
        label={t('onboarding.companyName')}
        error={fieldErrorText(errors.companyName, tShared)}
      >
        {(control) => <Input {...control} {...register('companyName')} autoComplete="organization" />}
      </FormField>
      <FormField
        id="company-industry"
        label={t('onboarding.industry')}
        hint={t('onboarding.industryHint')}
        error={fieldErrorText(errors.industry, tShared)}
      >
        {(control) => <Input {...control} {...register('industry')} />}
      </FormField>
      <FormField
        id="company-location"
        label={t('onboarding.location')}
        hint={t('onboarding.locationHint')}
        error={fieldErrorText(errors.location, tShared)}
      >
        {(control) => <Input {...control} {...register('location')} autoComplete="address-level2" />}
      </FormField>
      <Button type="submit" size="lg" disabled={onboard.isPending} className="justify-self-start">
        {onboard.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {company ? t('onboarding.save') : t('onboarding.submit')}
      </Button>
    </form>
  );
}
