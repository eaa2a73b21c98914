import { CalendarSync, Copy, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';

/**
 * The private calendar subscription: create it (its address shown once, with a copy button),
 * replace it (the old address stops working) or turn it off.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation('interviews');
  const id = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [error, setError] = useState<string | undefined>();
  const url = feed.data?.url ?? null;
  const active = feed.data?.active ?? false;
  const busy = create.isPending || revoke.isPending;

  const onFailure = (failure: unknown) => setError(failureText(failure, t('feed.failed')));
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('feed.copied'), variant: 'success' });
    } catch {
      toast({ title: t('feed.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-card border border-border bg-background p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-brand-950">
        <CalendarSync className="size-5 text-primary" aria-hidden="true" />
        {t('feed.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('feed.text')}</p>
      <FormAlert message={error} />
      {url ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-url`}>{t('feed.address')}</Label>
          <p id={`${id}-hint`} className="text-sm font-medium">
            {t('feed.shownOnce')}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-url`}
              readOnly
              value={url}
              aria-describedby={`${id}-hint`}
              onFocus={(event) => event.target.select()}
              className="font-mono text-sm"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('feed.copy')}
            </Button>
          </div>
        </div>
      ) : active ? (
        <p className="text-sm font-medium">{t('feed.active')}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant={active ? 'outline' : 'primary'}
          size="sm"
          disabled={busy || feed.isPending}
          aria-describedby={active ? `${id}-replace` : undefined}
          onClick={() => {
            setError(undefined);
            create.mutate(undefined, { onError: onFailure });
          }}
        >
          {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {active ? t('feed.replace') : t('feed.create')}
        </Button>
        {active ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => {
              setError(undefined);
              revoke.mutate(undefined, {
                onSuccess: () => toast({ title: t('feed.revoked'), variant: 'success' }),
                onError: onFailure,
              });
            }}
          >
            {revoke.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {t('feed.revoke')}
          </Button>
        ) : null}
      </div>
      {active ? (
        <p id={`${id}-replace`} className="text-sm text-muted-foreground">
          {t('feed.replaceHint')}
        </p>
      ) : null}
    </section>
  );
}
