import type { AdminAnalytics } from '@azubi/shared/admin/admin-analytics';
import { Briefcase, CalendarCheck, Inbox, MessageSquare, Sparkles, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAnalyticsFormat } from '../hooks/use-admin-analytics-format';

/** The period's headline figures as a list of terms and values. */
export function PlatformSummary({ totals }: { totals: AdminAnalytics['totals'] }) {
  const { t } = useTranslation('adminAnalytics');
  const format = useAdminAnalyticsFormat();
  const signups = Object.values(totals.signups).reduce((sum, n) => sum + n, 0);
  return (
    <section aria-labelledby="platform-summary">
      <h2 id="platform-summary" className="sr-only">
        {t('summary.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile
          icon={<UserPlus />}
          term={t('summary.signups')}
          value={format.count(signups)}
          note={t('summary.signupsNote', {
            candidates: format.count(totals.signups.azubi),
            employers: format.count(totals.signups.employer),
          })}
        />
        <Tile icon={<Users />} term={t('summary.activeUsers')} value={format.decimal(totals.averageActiveUsers)} />
        <Tile icon={<Briefcase />} term={t('summary.listings')} value={format.count(totals.listings)} />
        <Tile icon={<Inbox />} term={t('summary.applications')} value={format.count(totals.applications)} />
        <Tile icon={<CalendarCheck />} term={t('summary.interviews')} value={format.count(totals.interviews)} />
        <Tile icon={<MessageSquare />} term={t('summary.messages')} value={format.count(totals.messages)} />
        <Tile icon={<Sparkles />} term={t('summary.matches')} value={format.count(totals.matches)} />
      </dl>
    </section>
  );
}

function Tile({ icon, term, value, note }: { icon: ReactNode; term: string; value: string; note?: string }) {
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-card border border-border bg-background p-4 shadow-sm">
      <dt className="grid items-start gap-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-2 text-sm font-medium text-muted-foreground [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0">
        <span aria-hidden="true">{icon}</span>
        <span className="min-w-0 break-words">{term}</span>
      </dt>
      <dd className="text-2xl font-bold break-words text-brand-950 sm:text-3xl">{value}</dd>
      {note ? <dd className="text-sm text-muted-foreground">{note}</dd> : null}
    </div>
  );
}
