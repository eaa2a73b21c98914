import { localizePath } from '@azubi/shared/i18n/locales';
import { formatInterviewTime } from '@azubi/shared/interviews/interview-time';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { useInterviews } from '../api/get-interviews';
import { useViewerTimeZone } from '../hooks/use-viewer-time-zone';
import { InterviewStatusBadge } from './interview-status-badge';

/** The candidate dashboard's interviews tab (spec §2): the next interviews, each opening on /my-interviews. */
export function UpcomingInterviews({ limit = 3 }: { limit?: number }) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const viewerZone = useViewerTimeZone();
  const query = useInterviews({ scope: 'upcoming' });
  const base = localizePath('/my-interviews', locale);
  const items = (query.data?.items ?? []).slice(0, limit);
  return (
    <Card role="region" aria-labelledby="dashboard-interviews-title" className="grid gap-3 p-4 sm:p-5">
      <h2 id="dashboard-interviews-title" className="flex items-center gap-2 text-xl font-semibold text-brand-950">
        <CalendarClock className="size-5 text-primary" aria-hidden="true" />
        {t('dashboard.title')}
      </h2>
      {query.isPending ? (
        <LoadingSpinner text={t('loading')} className="py-4" />
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{query.isError ? query.error.message : t('dashboard.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((interview) => (
            <li key={interview.id}>
              <Link
                to={`${base}#${interview.id}`}
                className="grid gap-1 rounded-control border border-border px-3 py-2 hover:border-primary hover:bg-secondary"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold break-words text-brand-950">{interview.company.name}</span>
                  <InterviewStatusBadge interview={interview} />
                </span>
                <span className="text-sm break-words text-muted-foreground">
                  {interview.startsAt
                    ? formatInterviewTime(interview.startsAt, viewerZone, locale)
                    : t('status.awaitingBooking')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={base} className="text-sm font-semibold text-primary hover:underline">
        {t('dashboard.all')}
      </Link>
    </Card>
  );
}
