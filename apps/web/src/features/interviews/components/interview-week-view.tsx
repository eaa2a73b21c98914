import { formatWeekday } from '@azubi/shared/dates/format-date';
import { formatInterviewClock, utcToLocalDateTime } from '@azubi/shared/interviews/interview-time';
import type { Interview } from '@azubi/shared/interviews/interviews';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { awaitsBooking } from '../interview-state';

/** A calendar date ("2027-03-29") moved by `days`, without any time zone involved. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/**
 * The team's week, Monday to Sunday in the reader's zone: seven columns on a wide screen, the
 * days one below the other on a phone (each day with its interviews, in order). An interview
 * opens as its card in the list.
 */
export function InterviewWeekView({
  interviews,
  viewerZone,
  weekStart,
  onWeekChange,
  onOpen,
}: {
  interviews: readonly Interview[];
  viewerZone: string;
  /** The Monday shown ("2027-03-29"). */
  weekStart: string;
  onWeekChange: (monday: string) => void;
  onOpen: (interview: Interview) => void;
}) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const days = Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
  const today = utcToLocalDateTime(new Date(), viewerZone).date;
  const dayName = (date: string, style: 'long' | 'short') => formatWeekday(date, locale, { short: style === 'short' });

  // Each interview on its day; one not booked yet shows on the day of each offered time.
  const byDay = new Map<string, { interview: Interview; at: string }[]>();
  for (const interview of interviews) {
    const times = interview.startsAt
      ? [interview.startsAt]
      : awaitsBooking(interview)
        ? interview.slots.filter((slot) => slot.available).map((slot) => slot.startsAt)
        : [];
    for (const at of times) {
      const day = utcToLocalDateTime(at, viewerZone).date;
      const list = byDay.get(day) ?? [];
      list.push({ interview, at });
      byDay.set(day, list);
    }
  }
  for (const list of byDay.values()) list.sort((a, b) => a.at.localeCompare(b.at));

  return (
    <section aria-label={t('week.label', { date: dayName(weekStart, 'long') })} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-950">
          {t('week.label', { date: dayName(weekStart, 'long') })}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="icon" onClick={() => onWeekChange(addDays(weekStart, -7))}>
            <ChevronLeft aria-hidden="true" />
            <span className="sr-only">{t('week.previous')}</span>
          </Button>
          <Button variant="outline" onClick={() => onWeekChange(mondayOf(today))}>
            {t('week.today')}
          </Button>
          <Button variant="outline" size="icon" onClick={() => onWeekChange(addDays(weekStart, 7))}>
            <ChevronRight aria-hidden="true" />
            <span className="sr-only">{t('week.next')}</span>
          </Button>
        </div>
      </div>
      <ol className="grid grid-cols-1 gap-2 md:grid-cols-7">
        {days.map((day) => {
          const entries = byDay.get(day) ?? [];
          return (
            <li
              key={day}
              aria-current={day === today ? 'date' : undefined}
              className={cn(
                'grid min-w-0 content-start gap-2 rounded-control border p-2',
                day === today ? 'border-primary bg-secondary/40' : 'border-border bg-background',
                // A phone shows only the days with interviews, and today.
                entries.length === 0 && day !== today && 'max-md:hidden',
              )}
            >
              <h3 className="text-sm font-semibold text-brand-950">
                <span className="md:hidden">{dayName(day, 'long')}</span>
                <span className="max-md:hidden">{dayName(day, 'short')}</span>
              </h3>
              {entries.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('week.none')}</p>
              ) : (
                <ul className="grid gap-1.5">
                  {entries.map(({ interview, at }) => {
                    const status = awaitsBooking(interview)
                      ? t('status.awaitingBooking')
                      : t(`status.${interview.status}`);
                    const clock = formatInterviewClock(at, viewerZone, locale).split(' (')[0] ?? '';
                    return (
                      <li key={`${interview.id}-${at}`}>
                        <button
                          type="button"
                          onClick={() => onOpen(interview)}
                          className={cn(
                            'grid min-h-11 w-full gap-0.5 rounded-md border-l-4 bg-muted px-2 py-1.5 text-left text-sm hover:bg-secondary',
                            interview.status === 'canceled' || interview.status === 'declined'
                              ? 'border-slate-400 line-through decoration-1'
                              : 'border-primary',
                          )}
                        >
                          <span className="font-semibold">{clock}</span>
                          <span className="break-words">{interview.candidate.name}</span>
                          <span className="text-xs text-muted-foreground no-underline">{status}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
