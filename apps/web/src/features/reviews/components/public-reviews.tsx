import { formatDate } from '@azubi/shared/dates/format-date';
import type { PublicReview, PublicReviews as Reviews } from '@azubi/shared/reviews/reviews';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { countryName } from '../../../lib/countries';
import { StarRating } from './star-rating';

/**
 * The approved reviews on a company's public page (issue 18): the average and count, each review
 * with its stars, aspects, author (first name and country, or anonymous) and the company's
 * approved reply, and how reviews are checked (UWG §5b). Texts are rendered as text, never HTML.
 * `actions` adds the company's own controls under a review.
 */
export function PublicReviews({
  reviews,
  companyName,
  actions,
}: {
  reviews: Reviews;
  companyName: string;
  actions?: (review: PublicReview) => ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const { summary } = reviews;
  return (
    <section aria-labelledby="employer-reviews-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="employer-reviews-title" className="text-2xl font-semibold text-brand-950">
          {t('section.title')}
        </h2>
        {summary.average !== null ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <StarRating value={summary.average} />
            <span>
              {t('section.summary', {
                count: summary.count,
                average: locale === 'de' ? summary.average.toFixed(1).replace('.', ',') : summary.average.toFixed(1),
              })}
            </span>
          </p>
        ) : null}
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t('section.howChecked')}</span>
      </p>
      {reviews.items.length === 0 ? (
        <p className="text-muted-foreground">{t('section.none')}</p>
      ) : (
        <ul className="grid gap-4">
          {reviews.items.map((review) => (
            <li key={review.id}>
              <Card className="grid gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <StarRating value={review.rating} />
                  <p className="text-sm text-muted-foreground">
                    {review.anonymous || !review.authorFirstName
                      ? t('anonymous')
                      : review.authorCountry
                        ? t('section.byline', {
                            name: review.authorFirstName,
                            country: countryName(review.authorCountry, locale),
                          })
                        : t('section.bylineNoCountry', { name: review.authorFirstName })}
                    {' · '}
                    {formatDate(review.submittedAt, locale, { timeZone })}
                  </p>
                </div>
                {review.text ? <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p> : null}
                <ReviewAspects review={review} />
                {review.reply ? (
                  <div className="grid gap-1 border-l-4 border-brand-200 pl-3">
                    <p className="text-sm font-semibold">{t('section.replyTitle', { company: companyName })}</p>
                    <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.reply.text}</p>
                  </div>
                ) : null}
                {actions?.(review)}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The optional aspects a review rated, as a small list. */
export function ReviewAspects({
  review,
}: {
  review: { communication: number | null; fairness: number | null; visaSupport: number | null };
}) {
  const { t } = useTranslation('reviews');
  const rated = (['communication', 'fairness', 'visaSupport'] as const).filter((aspect) => review[aspect] !== null);
  if (rated.length === 0) return null;
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-3">
      {rated.map((aspect) => (
        <div key={aspect} className="grid gap-0.5">
          <dt className="text-muted-foreground">{t(`aspects.${aspect}`)}</dt>
          <dd>
            <StarRating value={review[aspect]!} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
