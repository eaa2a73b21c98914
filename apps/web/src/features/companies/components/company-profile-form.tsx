import {
  CompanyProfileInputSchema,
  type CompanyProfile,
  type CompanyProfileInput,
} from '@azubi/shared/companies/company-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/form-error-text';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useSaveCompanyProfile } from '../api/company-profile-api';

const FIELDS = ['name', 'industry', 'location', 'about', 'website'] as const;

/**
 * Name, industry, location (required, spec §5), about and website. A verified company that
 * changes its name or website is told it will be verified again (the server decides).
 */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const tShared = useSharedMessage();
  const save = useSaveCompanyProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CompanyProfileInput, unknown, CompanyProfileInput>({
    // The form keeps the typed text; the schema's clean-up and address normalising run on the server.
    resolver: async (values, context, options) => {
      const result = await zodResolver(CompanyProfileInputSchema)(values, context, options);
      return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
    },
    defaultValues: {
      name: profile.name,
      industry: profile.industry ?? '',
      location: profile.location ?? '',
      about: profile.about ?? '',
      website: profile.website ?? '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, [...FIELDS])) return;
        setError('root.server', { message: failureText(error, t('form.failed')) });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('form.label')}>
      <FormAlert message={errors.root?.server?.message} />
      <FormField id="company-name" label={t('form.name')} error={fieldErrorText(errors.name, tShared)}>
        {(control) => <Input {...control} {...register('name')} autoComplete="organization" maxLength={150} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="company-industry"
          label={t('form.industry')}
          hint={t('form.industryHint')}
          error={fieldErrorText(errors.industry, tShared)}
        >
          {(control) => <Input {...control} {...register('industry')} maxLength={100} />}
        </FormField>
        <FormField
          id="company-location"
          label={t('form.location')}
          hint={t('form.locationHint')}
          error={fieldErrorText(errors.location, tShared)}
        >
          {(control) => <Input {...control} {...register('location')} maxLength={100} />}
        </FormField>
      </div>
      <FormField
        id="company-website"
        label={t('form.website')}
        hint={t('form.websiteHint')}
        error={fieldErrorText(errors.website, tShared)}
      >
        {(control) => (
          <Input {...control} {...register('website')} type="url" inputMode="url" autoComplete="url" maxLength={255} />
        )}
      </FormField>
      <FormField
        id="company-about"
        label={t('form.about')}
        hint={t('form.aboutHint')}
        error={fieldErrorText(errors.about, tShared)}
      >
        {(control) => <Textarea {...control} {...register('about')} rows={6} maxLength={1000} />}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {t('form.save')}
      </Button>
    </form>
  );
}
