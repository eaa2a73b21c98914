import type { MatchExplanationPart } from '@azubi/shared/matching/matching';
import { Check, Info, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useMatchingLabels } from '../hooks/use-matching-labels';

/**
 * A match's score with its explanation ("German B2 ≥ B1 ✓, Hamburg ✓"). The explanation opens on
 * hover with a mouse, on keyboard focus, and on a tap or click (which keeps it open until the next
 * tap, Escape or leaving); a screen reader hears it as the button's description in every case.
 */
export function MatchScore({ score, explanation }: { score: number; explanation: readonly MatchExplanationPart[] }) {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const id = useId();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [pinned, setPinned] = useState(false);
  // A tap or click focuses the button too: that focus must not count as keyboard focus, or the tap
  // that follows it would close what the focus just opened.
  const pointerDown = useRef(false);
  const open = hover || focus || pinned;
  const close = () => {
    setHover(false);
    setFocus(false);
    setPinned(false);
  };

  return (
    // No position of its own: the explanation opens under the row it is in (MatchHeader), from that
    // row's left edge, so it stays on a phone's screen wherever the button is.
    <div
      className="inline-block"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHover(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHover(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-explanation`}
        aria-describedby={`${id}-explanation`}
        onPointerDown={() => {
          pointerDown.current = true;
        }}
        onFocus={() => {
          if (!pointerDown.current) setFocus(true);
          pointerDown.current = false;
        }}
        onBlur={close}
        onClick={() => {
          if (pinned) close();
          else setPinned(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            close();
          }
        }}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary/30 bg-secondary px-3 text-sm font-semibold text-secondary-foreground hover:border-primary"
      >
        <Info className="size-4 shrink-0" aria-hidden="true" />
        {/* What people understand: the conditions met, not a number that reads as a percentage. */}
        {explanation.length > 0
          ? t('match.conditions', { met: explanation.filter((part) => part.met).length, count: explanation.length })
          : t('match.score', { score })}
        <span className="font-normal underline underline-offset-2">{t('match.why')}</span>
      </button>
      <div
        id={`${id}-explanation`}
        hidden={!open}
        className="absolute top-full left-0 z-20 mt-1 w-72 max-w-[calc(100vw-3rem)] rounded-card border border-border bg-background p-3 text-sm shadow-lg"
      >
        <p className="font-semibold">{t('match.explanationTitle', { score })}</p>
        {explanation.length === 0 ? (
          <p className="mt-1 text-muted-foreground">{t('match.noCriteria')}</p>
        ) : (
          <ul className="mt-1 grid gap-1">
            {explanation.map((part) => (
              <li key={`${part.criterion}-${part.detail}`} className="flex items-start gap-1.5">
                {part.met ? (
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                ) : (
                  <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                )}
                <span className={cn(!part.met && 'text-muted-foreground')}>
                  {labels.part(part)} <span aria-hidden="true">{part.met ? '✓' : '✗'}</span>
                  <span className="sr-only"> ({part.met ? t('match.met') : t('match.notMet')})</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-muted-foreground">{t('match.scoreHelp')}</p>
      </div>
    </div>
  );
}
