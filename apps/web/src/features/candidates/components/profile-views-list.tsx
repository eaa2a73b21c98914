import { PROFILE_VIEWS_DAYS } from '@azubi/shared/candidates/candidate-search-options';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useListingFormat } from '../../../hooks/use-listing-format';
import { useProfileViews } from '../api/get-profile-views';

/** For the candidate: the companies that opened their profile in the last 30 days, and those that saved it. */
export function ProfileViewsList() {
  const { t } = useTranslation('candidates');
  const format = useListingFormat();
  const views = useProfileViews();
  return (
    <section aria-labelledby="profile-views-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="profile-views-title" className="flex items-center gap-2 text-xl font-semibold text-brand-950">
          <Eye className="size-5 text-primary" aria-hidden="true" />
          {t('views.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('views.intro', { days: PROFILE_VIEWS_DAYS })}</p>
      </div>
      {views.isError ? <FormAlert message={views.error.message} /> : null}
      {views.data?.length ? (
        <ul className="divide-y divide-border rounded-control border border-border">
          {views.data.map((view) => (
            <li key={view.companyId} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="font-medium break-words">{view.companyName}</span>
              <span className="grid justify-items-end text-sm text-muted-foreground">
                {view.lastViewedAt ? (
                  <span>{t('views.count', { count: view.views, date: format.date(view.lastViewedAt) })}</span>
                ) : null}
                {view.savedAt ? <span>{t('views.saved', { date: format.date(view.savedAt) })}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : views.isSuccess ? (
        <p className="text-sm text-muted-foreground">{t('views.none', { days: PROFILE_VIEWS_DAYS })}</p>
      ) : null}
    </section>
  );
}
