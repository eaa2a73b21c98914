import type { CandidateMatch, ListingMatch } from '@azubi/shared/matching/matching';
import {
  Bell,
  BellOff,
  ChevronDown,
  CirclePause,
  CirclePlay,
  LoaderCircle,
  Pencil,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { failureText } from '../../../components/failure-toast';
import { useListingFormat } from '../../../hooks/use-listing-format';
import { useCheckSearchProfile } from '../api/check-search-profile';
import { useMoreProfileMatches } from '../api/get-profile-matches';
import { useMarkProfileSeen } from '../api/mark-profile-seen';
import type { ProfileInput, ProfileItem, ProfileKind } from '../api/search-profile-kinds';
import { useUpdateSearchProfile } from '../api/update-search-profile';

type AnyMatch = ListingMatch | CandidateMatch;
export type MatchOf<K extends ProfileKind> = ProfileItem<K>['matches'][number];

/** A match's own id: the listing's or the candidate's. */
export function matchId(match: AnyMatch): string {
  return 'listing' in match ? match.listing.id : match.candidate.id;
}

type Notice = { tone: 'info' | 'error'; text: string } | null;

export interface SearchProfileCardProps<K extends ProfileKind> {
  kind: K;
  item: ProfileItem<K>;
  /** The profile's criteria as short phrases. */
  criteria: readonly string[];
  /** More about the profile under its name (who created an alert). */
  meta?: ReactNode;
  /** The same profile with `isActive` changed, as the API's input (pause and resume). */
  withActive: (active: boolean) => ProfileInput<K>;
  onEdit: () => void;
  onDelete: () => void;
  /** What an empty list of matches says instead of "none fit yet" (matching is off for the account). */
  noMatchesText?: string;
  /** A match as its card (the page composes the listing or candidate card); `isNew` since the last visit. */
  renderMatch: (match: MatchOf<K>, isNew: boolean) => ReactNode;
}

/**
 * One search profile: its name, criteria, state (active or paused, notifications on or off), how
 * many matches and how many new, and what can be done with it. Its matches open below it; opening
 * them marks them seen on the server, while the "New" marks stay for this visit.
 */
export function SearchProfileCard<K extends ProfileKind>({
  kind,
  item,
  criteria,
  meta,
  withActive,
  onEdit,
  onDelete,
  noMatchesText,
  renderMatch,
}: SearchProfileCardProps<K>) {
  const { t } = useTranslation('matching');
  const format = useListingFormat();
  const id = useId();
  const { profile } = item;
  const check = useCheckSearchProfile(kind);
  const update = useUpdateSearchProfile(kind);
  const seen = useMarkProfileSeen(kind);
  const [open, setOpen] = useState(false);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const [wantMore, setWantMore] = useState(false);
  const [order, setOrder] = useState<'newest' | 'best'>('newest');
  const [notice, setNotice] = useState<Notice>(null);
  const more = useMoreProfileMatches(kind, profile.id, item.nextCursor, wantMore);
  const typed = item.matches as AnyMatch[];

  const matches = useMemo(() => {
    const all: AnyMatch[] = [...typed];
    const known = new Set(all.map(matchId));
    for (const page of more.data?.pages ?? [])
      for (const match of page.matches as AnyMatch[])
        if (!known.has(matchId(match))) {
          known.add(matchId(match));
          all.push(match);
        }
    // Training matches are places: newest first unless the candidate asks for the best fit first.
    if (kind === 'training' && order === 'newest')
      all.sort((a, b) =>
        'listing' in a && 'listing' in b ? b.listing.createdAt.localeCompare(a.listing.createdAt) : 0,
      );
    else all.sort((a, b) => b.score - a.score);
    return all;
  }, [typed, more.data, kind, order]);

  /** Keeps the "New" marks of what is on screen, then tells the server it was seen. */
  const markSeen = (shown: readonly AnyMatch[]) => {
    const fresh = shown.filter((match) => match.isNew).map(matchId);
    if (fresh.length === 0) return;
    setNewIds((current) => new Set([...current, ...fresh]));
    seen.mutate(profile.id);
  };

  const toggle = () => {
    if (!open) markSeen(typed);
    setOpen(!open);
  };

  const runCheck = () => {
    setNotice(null);
    check.mutate(profile.id, {
      onSuccess: (result) => {
        setNotice({
          tone: 'info',
          text: result.found > 0 ? t('profile.found', { count: result.found }) : t('profile.foundNone'),
        });
        if (open) markSeen(result.item.matches as AnyMatch[]);
      },
      // "Too soon" and every other refusal: the server's own words.
      onError: (error) => setNotice({ tone: 'error', text: failureText(error, t('profile.checkFailed')) }),
    });
  };

  const setActive = (active: boolean) => {
    setNotice(null);
    update.mutate(
      { id: profile.id, input: withActive(active) },
      {
        onSuccess: () =>
          toast({
            title: active
              ? t('profile.resumedDone', { name: profile.name })
              : t('profile.pausedDone', { name: profile.name }),
            variant: 'success',
          }),
        onError: (error) =>
          setNotice({ tone: 'error', text: failureText(error, t('profile.pauseFailed', { name: profile.name })) }),
      },
    );
  };

  const canLoadMore = wantMore ? more.isPending || more.hasNextPage : item.nextCursor !== null;
  const titleId = `${id}-title`;
  const matchesId = `${id}-matches`;
  const tooSoon = check.error instanceof ApiError && check.error.status === 429;

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-card border border-border bg-background p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-2">
        <h2 id={titleId} className="text-xl leading-snug font-semibold break-words text-brand-950">
          {profile.name}
        </h2>
        {meta}
        <p className="flex flex-wrap gap-2 text-sm">
          <span
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold',
              profile.isActive ? 'bg-emerald-100 text-emerald-950' : 'bg-muted text-foreground',
            )}
          >
            {profile.isActive ? (
              <CirclePlay className="size-4" aria-hidden="true" />
            ) : (
              <CirclePause className="size-4" aria-hidden="true" />
            )}
            {profile.isActive ? t('profile.active') : t('profile.paused')}
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-0.5">
            {profile.notifyOnMatch ? (
              <Bell className="size-4" aria-hidden="true" />
            ) : (
              <BellOff className="size-4" aria-hidden="true" />
            )}
            {profile.notifyOnMatch ? t('profile.notifyOn') : t('profile.notifyOff')}
          </span>
        </p>
        <p className="text-sm">
          <span className="font-semibold">{t('profile.matchCount', { count: item.matchCount })}</span>
          {item.newCount > 0 ? (
            <span className="ml-2 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950">
              {t('profile.newCount', { count: item.newCount })}
            </span>
          ) : null}
          <span className="ml-2 text-muted-foreground">
            {profile.lastCheckedAt
              ? t('profile.lastChecked', { date: format.dateTime(profile.lastCheckedAt) })
              : t('profile.neverChecked')}
          </span>
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {criteria.length ? criteria.join(' · ') : t('profile.noCriteria')}
        </p>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button size="sm" aria-expanded={open} aria-controls={matchesId} onClick={toggle}>
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
          {open ? t('profile.hideMatches') : t('profile.showMatches')}
        </Button>
        <Button size="sm" variant="outline" disabled={check.isPending} onClick={runCheck}>
          {check.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {check.isPending ? t('profile.checking') : t('profile.checkNow')}
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('profile.edit')}
        </Button>
        <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => setActive(!profile.isActive)}>
          {profile.isActive ? <CirclePause aria-hidden="true" /> : <CirclePlay aria-hidden="true" />}
          {profile.isActive ? t('profile.pause') : t('profile.resume')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          {t('profile.delete')}
        </Button>
      </div>

      <div aria-live="polite">
        {notice ? (
          <p
            role={notice.tone === 'error' ? 'alert' : undefined}
            className={cn(
              'rounded-control px-3 py-2 text-sm font-medium',
              notice.tone === 'error' && !tooSoon
                ? 'bg-destructive/5 text-destructive'
                : 'bg-secondary text-secondary-foreground',
            )}
          >
            {notice.text}
          </p>
        ) : null}
      </div>

      <section id={matchesId} hidden={!open} aria-labelledby={`${matchesId}-title`} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`${matchesId}-title`} className="text-lg font-semibold text-brand-950">
            {kind === 'training'
              ? t('training.matchesTitle', { name: profile.name })
              : t('employer.matchesTitle', { name: profile.name })}
          </h3>
          {kind === 'training' && matches.length > 1 ? (
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-order`} className="text-sm font-medium whitespace-nowrap">
                {t('training.sort')}
              </label>
              <NativeSelect
                id={`${id}-order`}
                value={order}
                onChange={(event) => setOrder(event.target.value === 'best' ? 'best' : 'newest')}
                options={[
                  { value: 'newest', label: t('training.sortNewest') },
                  { value: 'best', label: t('training.sortBest') },
                ]}
              />
            </div>
          ) : null}
        </div>
        {open ? (
          matches.length === 0 ? (
            <p className="rounded-card border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
              {noMatchesText ??
                (!profile.isActive
                  ? t(kind === 'training' ? 'training.noMatchesPaused' : 'employer.noMatchesPaused')
                  : t(kind === 'training' ? 'training.noMatches' : 'employer.noMatches'))}
            </p>
          ) : (
            <>
              <ul className={cn('grid gap-4', kind === 'training' && 'sm:grid-cols-2')}>
                {matches.map((match) => (
                  <li key={matchId(match)} className="grid content-start gap-2">
                    {renderMatch(match as MatchOf<K>, match.isNew || newIds.has(matchId(match)))}
                  </li>
                ))}
              </ul>
              {more.isError ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {more.error.message}
                </p>
              ) : null}
              {canLoadMore ? (
                <Button
                  variant="outline"
                  className="justify-self-center"
                  disabled={more.isFetching}
                  onClick={() => (wantMore ? void more.fetchNextPage() : setWantMore(true))}
                >
                  {more.isFetching ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                  {more.isFetching ? t('profile.loadingMore') : t('profile.loadMore')}
                </Button>
              ) : null}
            </>
          )
        ) : null}
      </section>
    </article>
  );
}
