import {
  CreateTestUsersSchema,
  TEST_CANDIDATE_STATES,
  TEST_USERS_MAX_APPLICATIONS,
  TEST_USERS_MAX_CANDIDATES,
  TEST_USERS_MAX_EMPLOYERS,
  TEST_USERS_MAX_LISTINGS,
  type CreatedTestUsers,
  type TestCandidateState,
} from '@azubi/shared/admin/test-users';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useCreateTestUsers } from '../api/test-users';

type NumberField = 'candidates' | 'employers' | 'listingsPerEmployer' | 'applicationsPerListing';
const NUMBER_FIELDS: [NumberField, number][] = [
  ['candidates', TEST_USERS_MAX_CANDIDATES],
  ['employers', TEST_USERS_MAX_EMPLOYERS],
  ['listingsPerEmployer', TEST_USERS_MAX_LISTINGS],
  ['applicationsPerListing', TEST_USERS_MAX_APPLICATIONS],
];

/**
 * The form of `/admin/create-test-users`: how many candidates (in which profile states) and
 * employers (with listings and applications). Checked with the server's schema before sending;
 * the values stay when anything is refused.
 */
export function CreateTestUsersForm({ onCreated }: { onCreated: (result: CreatedTestUsers) => void }) {
  const { t } = useTranslation('testUsers');
  const text = useSharedMessage();
  const id = useId();
  const [values, setValues] = useState<Record<NumberField, string>>({
    candidates: '3',
    employers: '1',
    listingsPerEmployer: '1',
    applicationsPerListing: '1',
  });
  const [states, setStates] = useState<TestCandidateState[]>(['approved', 'pending']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTestUsers();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { ...values, candidateStates: states };
    const parsed = CreateTestUsersSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        next[field] ??= text(issue.message) ?? issue.message;
      }
      setErrors(next);
      focusFirstError(event.currentTarget);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({ title: result.message, variant: 'success' });
        onCreated(result);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors({ ...error.fields });
      },
    });
  };

  const formError =
    create.error && !(create.error instanceof ApiError && create.error.fields) ? create.error.message : undefined;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-card border border-border bg-background p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map(([field, max]) => (
          <FormField
            key={field}
            id={`${id}-${field}`}
            label={t(`form.${field}`)}
            hint={t('form.range', { max })}
            error={errors[field]}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.candidateStates ? `${id}-states-error` : undefined}
        data-invalid={errors.candidateStates ? true : undefined}
      >
        <legend className="mb-1 font-medium">{t('form.states')}</legend>
        <p className="text-sm text-muted-foreground">{t('form.statesHint')}</p>
        <div className="flex flex-wrap gap-x-6">
          {TEST_CANDIDATE_STATES.map((state) => (
            <label key={state} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={states.includes(state)}
                onChange={(event) =>
                  setStates((current) =>
                    event.target.checked ? [...current, state] : current.filter((value) => value !== state),
                  )
                }
                className="size-5 accent-primary"
              />
              {t(`states.${state}`)}
            </label>
          ))}
        </div>
        {errors.candidateStates ? (
          <p id={`${id}-states-error`} className="text-sm font-medium text-destructive">
            {errors.candidateStates}
          </p>
        ) : null}
      </fieldset>
      <FormAlert message={formError} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('form.creating') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus());
}
