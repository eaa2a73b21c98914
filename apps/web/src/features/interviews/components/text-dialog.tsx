import { LoaderCircle } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import type { LazyDialogState } from '../../../components/lazy-dialog-trigger';
import { Textarea } from '../../../components/ui/textarea';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/form-error-text';
import { FormField } from '../../../components/form-field';
import { useSharedMessage } from '../../../hooks/use-shared-message';

export interface TextDialogProps extends LazyDialogState {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  cancelLabel: string;
  maxLength: number;
  /** The shared schema's check of the text: the message key of what is wrong, or undefined. */
  check: (text: string) => string | undefined;
  /** Sends the text; resolves when done, rejects with the message to show (the text stays). */
  onSubmit: (text: string) => Promise<void>;
  destructive?: boolean;
}

/**
 * A dialog asking for one text before an action (a cancel reason, a decline reason, the times
 * that would suit): checked with the shared schema, the server's refusal shown in the dialog with
 * the text kept. Opened by a LazyDialogTrigger: its form code loads only when someone reaches the button.
 */
export function TextDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  label,
  submitLabel,
  cancelLabel,
  maxLength,
  check,
  onSubmit,
  destructive = false,
}: TextDialogProps) {
  const id = useId();
  const tShared = useSharedMessage();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ text: string }>({ defaultValues: { text: '' } });

  const submit = handleSubmit(async ({ text }) => {
    const problem = check(text);
    if (problem) {
      setError('text', { message: problem }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(text);
      onOpenChange(false);
      reset({ text: '' });
    } catch (error) {
      setError('root.server', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  // Each opening starts without the last one's errors (the text itself is kept).
  useEffect(() => {
    if (open) clearErrors();
  }, [open, clearErrors]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormAlert message={errors.root?.server?.message} />
        <FormField id={`${id}-text`} label={label} error={fieldErrorText(errors.text, tShared)}>
          {(control) => <Textarea {...control} {...register('text')} rows={4} maxLength={maxLength} />}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
