import { REVIEW_ASPECTS, ReviewInputSchema, type MyReview, type ReviewAspect } from '@azubi/shared/reviews/reviews';
import { toNestErrors } from '@hookform/resolvers';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { SERVER_ERROR_TYPE } from '../../../lib/server-errors';
import { useFieldError } from '../../../hooks/use-field-error';
import { useSaveReview } from '../api/save-review';
import { StarInput } from './star-input';

type Values = {
  rating: number | null;
  text: string;
  communication: number | null;
  fairness: number | null;
  visaSupport: number | null;
  anonymous: boolean;
};

const resolver: Resolver<Values> = (values, _context, options) => {
  const result = ReviewInputSchema.safeParse(values);
  if (result.success) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) flat[issue.path.join('.')] ??= { type: 'validate', message: issue.message };
  return { values: {}, errors: toNestErrors(flat, options) };
};

/**
 * Writing or editing a review (issue 18): stars required, text and aspects optional, shown with
 * first name and country or anonymously. The server's message is a toast; a refused field shows
 * on the field, any other failure in the form's alert.
 */
export function ReviewForm({
  companyId,
  review,
  idPrefix,
  onDone,
}: {
  companyId: string;
  review?: MyReview;
  idPrefix: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('reviews');
  const errorText = useFieldError();
  const save = useSaveReview();
  const [error, setError] = useState<string>();
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      rating: review?.rating ?? null,
      text: review?.text ?? '',
      communication: review?.communication ?? null,
      fairness: review?.fairness ?? null,
      visaSupport: review?.visaSupport ?? null,
      anonymous: review?.anonymous ?? false,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync({
        target: review ? { reviewId: review.id } : { companyId },
        input: { ...values, rating: values.rating ?? undefined },
      });
      toast({ title: saved.message, variant: 'success' });
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields && Object.keys(failure.fields).length > 0) {
        for (const [field, message] of Object.entries(failure.fields))
          form.setError(field as keyof Values, { type: SERVER_ERROR_TYPE, message });
        return;
      }
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <FormAlert message={error} />
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarInput
            name={`${idPrefix}-rating`}
            legend={t('form.ratingLegend')}
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.rating)}
          />
        )}
      />
      <FormField
        id={`${idPrefix}-text`}
        label={t('form.text')}
        hint={t('form.textHint')}
        error={errorText(errors.text)}
      >
        {(control) => <Textarea {...control} maxLength={1000} {...form.register('text')} />}
      </FormField>
      {REVIEW_ASPECTS.map((aspect: ReviewAspect) => (
        <Controller
          key={aspect}
          control={form.control}
          name={aspect}
          render={({ field }) => (
            <StarInput
              name={`${idPrefix}-${aspect}`}
              legend={t(`aspects.${aspect}`)}
              value={field.value}
              onChange={field.onChange}
              optional
              error={errorText(errors[aspect])}
            />
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="anonymous"
        render={({ field }) => (
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">{t('form.showAs')}</legend>
            {[false, true].map((anonymous) => (
              <label key={String(anonymous)} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${idPrefix}-anonymous`}
                  className="size-4 accent-primary"
                  checked={field.value === anonymous}
                  onChange={() => field.onChange(anonymous)}
                />
                {anonymous ? t('form.showAnonymous') : t('form.showName')}
              </label>
            ))}
          </fieldset>
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          {review?.status === 'rejected' ? t('form.resubmit') : t('form.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
