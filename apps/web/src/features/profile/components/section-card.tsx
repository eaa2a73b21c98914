import { CircleCheck, History, LoaderCircle } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/form-alert';

export interface SectionCardProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  /** A form section has a submit button; without `onSubmit` the card is a plain region. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  /** The last save's confirmation, shown beside the button. */
  savedMessage?: string | null;
  /** What went wrong with the whole section (no connection, too many saves). */
  error?: string | undefined;
  /** The form shows a draft from earlier in this tab that is not saved yet. */
  restored?: boolean;
}

/** One part of the profile editor: a heading, its fields and its own save button. */
export function SectionCard({
  id,
  title,
  description,
  children,
  onSubmit,
  saving = false,
  savedMessage,
  error,
  restored = false,
}: SectionCardProps) {
  const { t } = useTranslation('profileEditor');
  const headingId = `${id}-title`;
  const body = (
    <>
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-brand-950">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {restored ? (
        <p className="flex items-start gap-2 rounded-control bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('draftRestored')}
        </p>
      ) : null}
      <FormAlert message={error} />
      {children}
      {onSubmit ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={saving} className="w-full sm:w-auto">
            {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {saving ? t('saving') : t('save')}
          </Button>
          <p role="status" className="flex items-center gap-1.5 text-sm text-success">
            {savedMessage ? (
              <>
                <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
                {savedMessage}
              </>
            ) : null}
          </p>
        </div>
      ) : null}
    </>
  );
  return (
    <Card id={id} role="region" aria-labelledby={headingId} className="scroll-mt-24 p-4 sm:p-6">
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          {body}
        </form>
      ) : (
        <div className="grid gap-5">{body}</div>
      )}
    </Card>
  );
}
