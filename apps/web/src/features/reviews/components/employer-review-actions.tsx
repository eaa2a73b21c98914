import type { EmployerReview } from '@azubi/shared/reviews/reviews';
import { Flag, MessageSquareReply } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { preloadable } from '../../../lib/preloadable';

const ReplyForm = preloadable(() => import('./employer-review-forms').then((module) => module.ReplyForm));
const ReportForm = preloadable(() => import('./employer-review-forms').then((module) => module.ReportForm));
const loadForms = () => Promise.all([ReplyForm.preload(), ReportForm.preload()]);
const preload = () => void loadForms();

/**
 * The company's own controls under a published review (issue 18): one public reply (moderated)
 * and a report to the moderators with a reason. There is no delete or hide. The forms' code
 * downloads when the pointer or focus reaches a button.
 */
export function EmployerReviewActions({ review }: { review: EmployerReview }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  const own = review.ownReply;
  return (
    <div className="grid gap-3 border-t border-border pt-3">
      {own?.status === 'pending' ? <p className="text-sm text-muted-foreground">{t('employer.replyPending')}</p> : null}
      {own?.status === 'rejected' ? (
        <p className="text-sm text-muted-foreground">
          {t('employer.replyRejected', { reason: own.rejectionReason ? t(`reasons.${own.rejectionReason}`) : '' })}
        </p>
      ) : null}
      {review.reported ? <p className="text-sm text-muted-foreground">{t('employer.reported')}</p> : null}
      {open === 'reply' ? (
        <Suspense fallback={null}>
          <ReplyForm.Component review={review} onDone={() => setOpen(null)} />
        </Suspense>
      ) : open === 'report' ? (
        <Suspense fallback={null}>
          <ReportForm.Component review={review} onDone={() => setOpen(null)} />
        </Suspense>
      ) : (
        <div className="flex flex-wrap gap-2">
          {own?.status !== 'approved' ? (
            <Button
              variant="outline"
              size="sm"
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => setOpen('reply')}
            >
              <MessageSquareReply className="size-4" aria-hidden="true" />
              {t('employer.reply')}
            </Button>
          ) : null}
          {!review.reported ? (
            <Button
              variant="outline"
              size="sm"
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => setOpen('report')}
            >
              <Flag className="size-4" aria-hidden="true" />
              {t('employer.report')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
