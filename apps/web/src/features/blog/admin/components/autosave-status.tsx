import { CircleAlert, CircleCheck, LoaderCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useDates } from '../../../../lib/account/use-dates';
import type { AutosaveState } from '../hooks/autosave-controller';

/** "Saved 12:04" / "Saving…" / "Not saved" with a retry button; read out politely as it changes. */
export function AutosaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  const { t } = useTranslation('blogAdmin');
  const dates = useDates();
  const time = state.savedAt ? dates.time(state.savedAt) : '';
  const failed = state.phase === 'failed' || state.phase === 'invalid' || state.phase === 'conflict';
  const Icon = state.phase === 'saving' ? LoaderCircle : failed ? CircleAlert : CircleCheck;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p
        role="status"
        aria-live="polite"
        data-testid="autosave-status"
        data-phase={state.phase}
        className={
          failed
            ? 'flex items-center gap-2 font-medium text-destructive'
            : 'flex items-center gap-2 text-muted-foreground'
        }
      >
        <Icon className={state.phase === 'saving' ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
        <span>
          {state.phase === 'saved' && !state.savedAt
            ? t('editor.saveState.upToDate')
            : t(`editor.saveState.${state.phase}`, { time })}
          {state.phase === 'failed' && state.message ? `: ${state.message}` : ''}
        </span>
      </p>
      {state.phase === 'failed' ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t('editor.retry_save')}
        </Button>
      ) : null}
    </div>
  );
}
