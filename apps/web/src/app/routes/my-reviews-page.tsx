import { localizePath } from '@azubi/shared/i18n/locales';
import type { MyReview } from '@azubi/shared/reviews/reviews';
import { Pencil } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RequireAccount } from '../require-account';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { useMyReviews } from '../../features/reviews/api/get-my-reviews';
import { ReviewAspects } from '../../features/reviews/components/public-reviews';
import { StarRating } from '../../features/reviews/components/star-rating';
import { useLocale } from '../../i18n/use-locale';
import { cn } from '../../lib/cn';
import { preloadable } from '../../lib/preloadable';

// The review form (react-hook-form, the shared schema) opens on a click: its code downloads when the
// pointer or focus reaches "Write a review" or "Edit", not with the list (issue 35).
const ReviewForm = preloadable(() =>
  import('../../features/reviews/components/review-form').then((module) => module.ReviewForm),
);
const preloadReviewForm = () => void ReviewForm.preload();

/**
 * `/my-reviews` (spec §2 "my reviews"; issue 18): the candidate's reviews with their states and the
 * moderator's reason, editing (back to moderation; a rejected review once more), and the companies
 * they have a proven contact with and may review.
 */
export function MyReviewsPage() {
  const { t } = useTranslation('reviews');
  return (
    <>
      <title>{t('mine.documentTitle')}</title>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['azubi']} wrongRoleText={t('mine.noneToReview')}>
          {() => (
            <>
              <CandidateTabs />
              <header className="grid gap-2">
                <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('mine.title')}</h1>
                <p className="text-muted-foreground">{t('mine.intro')}</p>
              </header>
              <MyReviews />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}

function MyReviews() {
  const { t } = useTranslation('reviews');
  const query = useMyReviews();
  const [writing, setWriting] = useState<string | null>(null);
  const writtenHeading = useRef<HTMLHeadingElement>(null);
  if (query.isPending) return <LoadingSpinner size="lg" className="py-16" />;
  if (query.isError)
    return (
      <LoadError
        title={t('mine.loadFailed')}
        message={query.error.message}
        retryLabel={t('mine.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  const { items, reviewable } = query.data;
  const writtenRef = writtenHeading;
  return (
    <>
      <section aria-labelledby="to-review-title" className="grid gap-3">
        <h2 id="to-review-title" className="text-2xl font-semibold text-brand-950">
          {t('mine.toReview')}
        </h2>
        {reviewable.length === 0 ? (
          <p className="text-muted-foreground">{t('mine.noneToReview')}</p>
        ) : (
          <ul className="grid gap-3">
            {reviewable.map((company) => (
              <li key={company.companyId}>
                <Card className="grid gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="grid gap-0.5">
                      <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">{company.companyName}</h3>
                      <p className="text-sm text-muted-foreground">{t(`contacts.${company.contact}`)}</p>
                    </div>
                    {writing !== company.companyId ? (
                      <Button
                        className="h-auto min-h-11 max-w-full shrink py-2 whitespace-normal"
                        onPointerEnter={preloadReviewForm}
                        onFocus={preloadReviewForm}
                        onClick={() => setWriting(company.companyId)}
                      >
                        {t('mine.write', { company: company.companyName })}
                      </Button>
                    ) : null}
                  </div>
                  {writing === company.companyId ? (
                    <Suspense fallback={null}>
                      <ReviewForm.Component
                        companyId={company.companyId}
                        idPrefix={`new-${company.companyId}`}
                        onDone={() => {
                          setWriting(null);
                          keepPlace(writtenRef.current);
                        }}
                      />
                    </Suspense>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="written-title" className="grid gap-3">
        <h2
          id="written-title"
          ref={writtenRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-semibold text-brand-950 outline-none"
        >
          {t('mine.written')}
        </h2>
        {items.length === 0 ? (
          <p className="text-muted-foreground">{t('mine.noneWritten')}</p>
        ) : (
          <ul className="grid gap-3">
            {items.map((review) => (
              <li key={review.id}>
                <MyReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * After a review is sent its form closes and the page gets shorter: without this the browser
 * would land near the footer. The reader is taken to where the review now is (issue 28).
 */
function keepPlace(target: HTMLElement | null) {
  requestAnimationFrame(() => {
    target?.focus({ preventScroll: true });
    target?.scrollIntoView?.({ block: 'start' });
  });
}

const STATUS_STYLE = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

function MyReviewCard({ review }: { review: MyReview }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  return (
    <Card className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">
            <Link
              className="underline-offset-4 hover:underline"
              to={localizePath(`/employer-profile/${review.companyId}`, locale)}
            >
              {review.companyName}
            </Link>
          </h3>
          <StarRating value={review.rating} />
        </div>
        <span className={cn('rounded-full px-2.5 py-1 text-sm font-medium', STATUS_STYLE[review.status])}>
          {t(`statuses.${review.status}`)}
        </span>
      </div>
      {review.status === 'rejected' ? (
        <div className="grid gap-1 rounded-control border border-border bg-muted p-3 text-sm">
          {review.rejectionReason ? (
            <p>{t('mine.reason', { reason: t(`reasons.${review.rejectionReason}`) })}</p>
          ) : null}
          {review.moderationNote ? (
            <p className="[overflow-wrap:anywhere]">{t('mine.note', { note: review.moderationNote })}</p>
          ) : null}
          <p>{review.canEdit ? t('mine.canResubmit') : t('mine.noResubmit')}</p>
        </div>
      ) : null}
      {editing ? (
        <>
          <p className="text-sm text-muted-foreground">{t('mine.editHint')}</p>
          <Suspense fallback={null}>
            <ReviewForm.Component
              companyId={review.companyId}
              review={review}
              idPrefix={`edit-${review.id}`}
              onDone={() => setEditing(false)}
            />
          </Suspense>
        </>
      ) : (
        <>
          {review.text ? <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p> : null}
          <ReviewAspects review={review} />
          <p className="text-sm text-muted-foreground">
            {review.anonymous ? t('form.showAnonymous') : t('form.showName')}
          </p>
          {review.canEdit ? (
            <div>
              <Button
                variant="outline"
                onPointerEnter={preloadReviewForm}
                onFocus={preloadReviewForm}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" />
                {t('mine.edit')}
                <span className="sr-only">: {review.companyName}</span>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
