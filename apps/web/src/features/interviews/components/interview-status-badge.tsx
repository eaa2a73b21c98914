import type { Interview } from '@azubi/shared/interviews/interviews';
import { Ban, CalendarCheck, CalendarClock, CalendarX, CircleCheck, Hourglass, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { awaitsBooking } from '../interview-state';

type Shown = Interview['status'] | 'awaitingBooking';

const looks: Record<Shown, { className: string; icon: LucideIcon }> = {
  scheduled: { className: 'bg-brand-100 text-brand-900', icon: CalendarClock },
  awaitingBooking: { className: 'bg-brand-100 text-brand-900', icon: Hourglass },
  rescheduled: { className: 'bg-amber-100 text-amber-900', icon: CalendarClock },
  accepted: { className: 'bg-emerald-100 text-emerald-900', icon: CalendarCheck },
  declined: { className: 'bg-red-100 text-red-900', icon: CalendarX },
  canceled: { className: 'bg-slate-200 text-slate-900', icon: Ban },
  completed: { className: 'bg-slate-100 text-slate-900', icon: CircleCheck },
};

/** The interview's state in words with an icon (colour is never the only sign). */
export function InterviewStatusBadge({ interview, className }: { interview: Interview; className?: string }) {
  const { t } = useTranslation('interviews');
  const shown: Shown = awaitsBooking(interview) ? 'awaitingBooking' : interview.status;
  const { className: look, icon: Icon } = looks[shown];
  return (
    <Badge className={cn('gap-1.5 whitespace-nowrap', look, className)}>
      <Icon className="size-4" aria-hidden="true" />
      {t(`status.${shown}`)}
    </Badge>
  );
}
