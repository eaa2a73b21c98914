import { formatDate } from '@azubi/shared/dates/format-date';
import type { ModerationReview } from '@azubi/shared/reviews/reviews';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { useReviewQueue } from '../api/get-review-queue';
import { ReviewAspects } from './public-reviews';
import { ReviewDecision } from './review-decision';
import { StarRating } from './star-rating';

/** The moderation queue at /admin/reviews: each waiting review, reply or report, oldest first. */
export function ReviewQueue() {
  const { t } = useTranslation('reviews');
  const queue = useReviewQueue();
  if (queue.isPending) return <LoadingSpinner size="lg" className="py-16" />;
  if (queue.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-5" aria-hidden="true" />
          {t('admin.loadFailed')}
        </p>
        <Button variant="outline" onClick={() => void queue.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  if (queue.data.length === 0) return <p className="text-muted-foreground">{t('admin.empty')}</p>;
  return (
    <ul className="grid gap-4">
      {queue.data.map((item) => (
        <li key={item.id}>
          <QueueItem item={item} />
        </li>
      ))}
    </ul>
  );
}

function QueueItem({ item }: { item: ModerationReview }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const subject = t('admin.reviewOf', { company: item.companyName });
  const reviewWaits = item.status === 'pending' || item.reports.length > 0;
  return (
    <Card className="grid gap-4" role="region" aria-labelledby={`review-${item.id}-title`}>
      <div className="grid gap-1">
        <h2 id={`review-${item.id}-title`} className="text-xl font-semibold text-brand-950 [overflow-wrap:anywhere]">
          {subject}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('admin.submitted', { date: formatDate(item.submittedAt, locale, { timeZone }) })}
          {item.resubmitted ? ` · ${t('admin.resubmitted')}` : ''}
          {item.status === 'approved' ? ` · ${t('admin.published')}` : ''}
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('admin.author')}</dt>
          <dd className="[overflow-wrap:anywhere]">
            {item.authorName ?? '—'}
            {item.authorEmail ? ` (${item.authorEmail})` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('admin.shownAs')}</dt>
          <dd>{item.anonymous ? t('admin.shownAnonymous') : t('admin.shownNamed')}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('admin.contact')}</dt>
          <dd>
            {item.contact
              ? `${t(`contacts.${item.contact.kind}`)}, ${formatDate(item.contact.at, locale, { timeZone })}`
              : t('admin.noContact')}
          </dd>
        </div>
      </dl>
      <StarRating value={item.rating} />
      {item.text ? <p className="whitespace-pre-line [overflow-wrap:anywhere]">{item.text}</p> : null}
      <ReviewAspects review={item} />
      {item.reports.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('admin.reports')}</h3>
          <ul className="grid gap-1 text-sm">
            {item.reports.map((report) => (
              <li key={report.createdAt} className="[overflow-wrap:anywhere]">
                {t(`reasons.${report.reason}`)}
                {report.note ? `: ${report.note}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reviewWaits ? <ReviewDecision id={item.id} target="review" subject={subject} /> : null}
      {item.reply?.status === 'pending' ? (
        <div className="grid gap-3 border-t border-border pt-3">
          <h3 className="font-semibold">{t('admin.replyTitle')}</h3>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{item.reply.text}</p>
          <ReviewDecision id={item.id} target="reply" subject={`${subject}, ${t('admin.replyTitle')}`} />
        </div>
      ) : null}
    </Card>
  );
}
