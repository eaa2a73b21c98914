import type { ConversationDetail } from '@azubi/shared/messaging/messaging';
import { REPORT_REASONS, type ReportReason } from '@azubi/shared/messaging/messaging-limits';
import { translate } from '../../../i18n/shared-text';
import { Ban, Flag, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { showFailureToast, failureText } from '../../../components/failure-toast';
import { useSetCompanyBlocked } from '../api/block-company';
import { useReportConversation } from '../api/report-conversation';
import { ReasonDialog } from './reason-dialog';

/** The candidate blocks or unblocks the conversation's company (it then cannot write). */
export function BlockCompanyButton({ conversation }: { conversation: ConversationDetail }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const mutation = useSetCompanyBlocked(conversation.id);
  const blocked = conversation.blockedByCandidate;
  return (
    <Button
      variant="outline"
      size="sm"
      className="max-sm:w-11 max-sm:px-0"
      disabled={mutation.isPending}
      aria-pressed={blocked}
      onClick={() =>
        mutation.mutate(!blocked, {
          onSuccess: (result) =>
            toast({
              title:
                result?.message ??
                translate(locale, blocked ? 'messaging.companyUnblocked' : 'messaging.companyBlocked'),
              variant: 'success',
            }),
          onError: (error) => showFailureToast(error, t('actions.blockFailed')),
        })
      }
    >
      {mutation.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : blocked ? (
        <ShieldCheck aria-hidden="true" />
      ) : (
        <Ban aria-hidden="true" />
      )}
      {/* Only the icon on a phone, where the conversation needs the room; the name stays for screen readers. */}
      <span className="max-sm:sr-only">{blocked ? t('actions.unblock') : t('actions.block')}</span>
    </Button>
  );
}

/** Reports the conversation to the moderators with a reason and an optional note. */
export function ReportConversationButton({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useReportConversation(conversationId);

  const submit = () => {
    if (!reason) {
      setError(translate(locale, 'messaging.reportReasonRequired'));
      return;
    }
    setError(undefined);
    mutation.mutate(
      { reason, note: note.trim() || undefined },
      {
        onSuccess: (result) => {
          toast({ title: result?.message ?? translate(locale, 'messaging.reported'), variant: 'success' });
          setOpen(false);
          setReason('');
          setNote('');
        },
        onError: (failure) => setError(failureText(failure, t('report.failed'))),
      },
    );
  };

  return (
    <ReasonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" className="max-sm:w-11 max-sm:px-0">
          <Flag aria-hidden="true" />
          <span className="max-sm:sr-only">{t('actions.report')}</span>
        </Button>
      }
      title={t('report.title')}
      description={t('report.description')}
      legend={t('report.reason')}
      reasons={REPORT_REASONS}
      reasonLabel={(value) => t(`report.reasons.${value}`)}
      reason={reason}
      onReason={setReason}
      submitLabel={t('report.submit')}
      destructive
      pending={mutation.isPending}
      onSubmit={submit}
      error={error}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{t('report.note')}</Label>
        <Textarea id={`${id}-note`} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
      </div>
    </ReasonDialog>
  );
}
