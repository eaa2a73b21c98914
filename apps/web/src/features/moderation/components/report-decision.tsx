import type { ResolveAudioReportInput } from '@azubi/shared/moderation/moderation';
import { LoaderCircle, ShieldCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { ApiError } from '../../../lib/api-error';

type Decision = ResolveAudioReportInput['decision'];

/**
 * The end of a report's card: a note for the record, then uphold or dismiss (the report is then
 * resolved and leaves the queue; a failure is said above the buttons). `wrap` lets long labels
 * wrap on a phone and ties the buttons to the card's heading.
 */
export function ReportDecision({
  idPrefix,
  noteLabel,
  upholdLabel,
  dismissLabel,
  pending,
  resolve,
  wrap = false,
}: {
  idPrefix: string;
  noteLabel: string;
  upholdLabel: string;
  dismissLabel: string;
  pending: boolean;
  resolve: (
    input: { decision: Decision; note: string },
    callbacks: { onSuccess: (result: { message: string }) => void; onError: (failure: unknown) => void },
  ) => void;
  wrap?: boolean;
}) {
  const text = useSharedMessage();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  const decide = (decision: Decision) => {
    setError(undefined);
    resolve(
      { decision, note },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status !== 0 ? failure.message : (text('moderation.failed') ?? ''),
          ),
      },
    );
  };
  // Long German labels wrap on a phone instead of widening the page.
  const buttonProps = wrap
    ? { className: 'h-auto min-h-11 shrink py-2 whitespace-normal', 'aria-describedby': idPrefix }
    : {};

  return (
    <>
      <FormField id={`${idPrefix}-note`} label={noteLabel}>
        {(control) => (
          <Textarea {...control} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={2} />
        )}
      </FormField>
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" {...buttonProps} onClick={() => decide('uphold')} disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ShieldX aria-hidden="true" />}
          {upholdLabel}
        </Button>
        <Button variant="outline" {...buttonProps} onClick={() => decide('dismiss')} disabled={pending}>
          <ShieldCheck aria-hidden="true" />
          {dismissLabel}
        </Button>
      </div>
    </>
  );
}
