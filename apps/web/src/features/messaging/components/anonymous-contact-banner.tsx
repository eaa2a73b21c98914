import { candidateCode } from '@azubi/shared/candidates/anonymity';
import { translate } from '../../../i18n/shared-text';
import type { ConversationDetail } from '@azubi/shared/messaging/messaging';
import { DECLINE_REASONS, type DeclineReason } from '@azubi/shared/messaging/messaging-limits';
import { ChevronDown, EyeOff, LoaderCircle, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { failureText, showFailureToast } from '../../../components/failure-toast';
import { ReasonDialog } from './reason-dialog';
import { useDeclineConversation, useRevealProfile } from '../api/reveal-or-decline';

/**
 * The first-contact step (issue 28.3, docs/decisions/README.md "Anonymised first contact"): while the
 * candidate has not revealed themselves to the company, the conversation tells them so, says that
 * replying shows their name, and offers "Reveal my profile" and "Not interested". Once they
 * declined, it says so instead. Shown to the candidate only.
 */
export function AnonymousContactBanner({ detail }: { detail: ConversationDetail }) {
  const { t } = useTranslation('messages');
  // On a phone the banner is one line until opened, so the messages keep the room (issue 28).
  const [expanded, setExpanded] = useState(false);
  const detailsId = `anonymous-details-${detail.id}`;
  if (detail.mySide !== 'candidate') return null;
  if (detail.declined)
    return (
      <p role="status" className="border-b border-border bg-muted px-4 py-3 text-sm">
        {t('anonymous.declinedByYou', { reason: t(`anonymous.reasons.${detail.declined.reason}`) })}
      </p>
    );
  if (detail.candidateRevealed || detail.candidate.id === null) return null;
  return (
    <section
      aria-labelledby={`anonymous-${detail.id}`}
      className="grid gap-3 border-b border-border bg-brand-50 px-4 py-2 sm:px-5 md:py-3"
    >
      <div className="flex items-start gap-3">
        <EyeOff className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={`anonymous-${detail.id}`} className="font-semibold text-brand-950 max-md:leading-snug">
              {t('anonymous.title')}
            </h3>
            <button
              type="button"
              className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-control hover:bg-brand-100 md:hidden"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((value) => !value)}
            >
              <ChevronDown className={cn('size-5 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
              <span className="sr-only">{t('anonymous.more')}</span>
            </button>
          </div>
          <div id={detailsId} className={cn('grid gap-1', !expanded && 'max-md:hidden')}>
            <p className="text-sm">{t('anonymous.body', { code: candidateCode(detail.candidate.id) })}</p>
            <p className="text-sm font-medium">{t('anonymous.replyReveals')}</p>
          </div>
        </div>
      </div>
      <div className={cn('flex flex-wrap gap-2', !expanded && 'max-md:hidden')}>
        <RevealButton conversationId={detail.id} />
        <NotInterestedButton conversationId={detail.id} />
      </div>
    </section>
  );
}

function RevealButton({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const mutation = useRevealProfile(conversationId);
  return (
    <Button
      size="sm"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: (result) =>
            toast({ title: result?.message ?? translate(locale, 'messaging.profileRevealed'), variant: 'success' }),
          onError: (error) => showFailureToast(error, t('anonymous.revealFailed')),
        })
      }
    >
      {mutation.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <UserCheck aria-hidden="true" />
      )}
      {t('anonymous.reveal')}
    </Button>
  );
}

function NotInterestedButton({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [error, setError] = useState<string>();
  const mutation = useDeclineConversation(conversationId);

  const submit = () => {
    if (!reason) {
      setError(translate(locale, 'messaging.declineReasonRequired'));
      return;
    }
    setError(undefined);
    mutation.mutate(reason, {
      onSuccess: (result) => {
        toast({ title: result?.message ?? translate(locale, 'messaging.notInterestedSent'), variant: 'success' });
        setOpen(false);
      },
      onError: (failure) => setError(failureText(failure, t('anonymous.declineFailed'))),
    });
  };

  return (
    <ReasonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {t('anonymous.notInterested')}
        </Button>
      }
      title={t('anonymous.declineTitle')}
      description={t('anonymous.declineDescription')}
      legend={t('anonymous.declineReason')}
      reasons={DECLINE_REASONS}
      reasonLabel={(value) => t(`anonymous.reasons.${value}`)}
      reason={reason}
      onReason={setReason}
      submitLabel={t('anonymous.declineSubmit')}
      pending={mutation.isPending}
      onSubmit={submit}
      error={error}
    />
  );
}
