import { PROFILE_NAME_MAX } from '@azubi/shared/matching/matching';
import { LoaderCircle } from 'lucide-react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { useCreateSearchProfile } from '../api/create-search-profile';
import type { ProfileItem, ProfileKind, ProfileView } from '../api/search-profile-kinds';
import { useUpdateSearchProfile } from '../api/update-search-profile';
import { useProfileFieldError } from '../hooks/use-profile-field-error';
import type { SearchProfileFormValues } from './profile-form-values';
import { PROFILE_FORM_SIDES } from './profile-form-sides';
import { PROFILE_SIDES, type ProfileFormValues } from './profile-sides';
import { ProfileSwitch } from './profile-switch';

export interface SearchProfileFormProps<K extends ProfileKind> {
  side: K;
  /** The profile to edit; leave out to create one. */
  profile?: ProfileView<K>;
  /** A new profile's values (from "Save this search"). */
  initialValues?: ProfileFormValues<K>;
  /** Filters of the search that a profile cannot hold, already in words. */
  notKept?: string;
  onSaved: (item: ProfileItem<K>) => void;
}

/**
 * Every field of a search profile of either side (spec §3), checked with the API's own schema.
 * A refused save keeps everything typed and shows the server's message.
 */
export function SearchProfileForm<K extends ProfileKind>({
  side: kind,
  profile,
  initialValues,
  notKept,
  onSaved,
}: SearchProfileFormProps<K>) {
  const { t } = useTranslation('matching');
  const side = PROFILE_SIDES[kind];
  const formSide = PROFILE_FORM_SIDES[kind];
  const create = useCreateSearchProfile(kind);
  const update = useUpdateSearchProfile(kind);
  // The common fields are typed here; each side's own fields are typed in its `Fields`.
  const form = useForm<SearchProfileFormValues>({
    resolver: formSide.resolver as unknown as Resolver<SearchProfileFormValues>,
    defaultValues: profile ? side.toFormValues(profile) : (initialValues ?? formSide.empty),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const error = useProfileFieldError(control);

  const submit = handleSubmit(async (values) => {
    const input = side.toInput(values as ProfileFormValues<K>);
    try {
      const item = profile ? await update.mutateAsync({ id: profile.id, input }) : await create.mutateAsync(input);
      toast({ title: profile ? t('form.updated') : t(formSide.createdText), variant: 'success' });
      onSaved(item);
    } catch (failure) {
      applyServerFieldErrors(failure, setError, formSide.serverFields as readonly (keyof SearchProfileFormValues)[]);
      setError('root.server', {
        message: failureText(failure, profile ? t('form.updateFailed') : t('form.createFailed')),
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <FormAlert message={errors.root?.server?.message} />
        {notKept ? <p className="rounded-control bg-muted px-3 py-2 text-sm">{notKept}</p> : null}
        <FormField id={formSide.nameId} label={t('form.name')} error={error('name')}>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('name')}
              maxLength={PROFILE_NAME_MAX}
              placeholder={t('form.namePlaceholder')}
              autoComplete="off"
            />
          )}
        </FormField>
        <formSide.Fields />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-base font-medium">{t('form.settings')}</legend>
          <ProfileSwitch name="isActive" label={t('form.isActive')} />
          <ProfileSwitch name="notifyOnMatch" label={t('form.notifyOnMatch')} hint={t('form.notifyOnMatchHint')} />
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {isSubmitting ? t('form.saving') : profile ? t('form.save') : t(formSide.createText)}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
