import { LoaderCircle } from 'lucide-react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';

/**
 * A dialog that asks for a reason (one of a list, as radio buttons) before it sends something:
 * declining a first contact, reporting a conversation. Further fields go between the reasons and
 * the error, which is announced and describes the reasons.
 */
export function ReasonDialog<R extends string>({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  legend,
  reasons,
  reasonLabel,
  reason,
  onReason,
  submitLabel,
  destructive = false,
  pending,
  onSubmit,
  error,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  title: string;
  description: string;
  legend: string;
  reasons: readonly R[];
  reasonLabel: (reason: R) => string;
  reason: R | '';
  onReason: (reason: R) => void;
  submitLabel: string;
  destructive?: boolean;
  pending: boolean;
  onSubmit: () => void;
  error?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('messages');
  const id = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button variant={destructive ? 'destructive' : undefined} disabled={pending} onClick={onSubmit}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="mb-1 font-semibold">{legend}</legend>
          {reasons.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 rounded-control px-1">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => onReason(value)}
                className="size-5 accent-primary"
              />
              {reasonLabel(value)}
            </label>
          ))}
        </fieldset>
        {children}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
