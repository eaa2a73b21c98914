import type { Interview } from '@azubi/shared/interviews/interviews';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LazyDialogTrigger } from '../../../components/lazy-dialog-trigger';
import { preloadable } from '../../../lib/preloadable';

// The interview form, its validation and time zones load when the button is reached, not with the
// interviews (issue 35).
const RescheduleDialog = preloadable(() => import('./reschedule-dialog').then((module) => module.RescheduleDialog));

/** "Change time": a new time (and meeting details) in the employer's zone; the candidate accepts it again. */
export function RescheduleButton({ interview, name }: { interview: Interview; name: string }) {
  const { t } = useTranslation('interviews');
  return (
    <LazyDialogTrigger
      preload={RescheduleDialog.preload}
      trigger={
        <Button variant="outline" aria-label={`${t('reschedule.button')}: ${t('card.withCandidate', { name })}`}>
          <CalendarClock aria-hidden="true" />
          {t('reschedule.button')}
        </Button>
      }
    >
      {(state) => <RescheduleDialog.Component interview={interview} {...state} />}
    </LazyDialogTrigger>
  );
}
