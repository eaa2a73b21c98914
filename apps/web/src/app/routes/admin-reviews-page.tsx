import { useTranslation } from 'react-i18next';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { ReviewQueue } from '../../features/reviews/components/review-queue';

/** `/admin/reviews` (spec §2, §4; issue 18): the review moderation queue, for moderators and admins. */
export function AdminReviewsPage() {
  const { t } = useTranslation('reviews');
  const text = useSharedMessage();
  return (
    <>
      <title>{t('admin.documentTitle')}</title>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['moderator', 'admin']} wrongRoleText={text('moderation.moderatorsOnly') ?? ''}>
          {() => (
            <>
              <header className="grid gap-2">
                <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('admin.title')}</h1>
                <p className="text-muted-foreground">{t('admin.intro')}</p>
              </header>
              <ReviewQueue />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}
