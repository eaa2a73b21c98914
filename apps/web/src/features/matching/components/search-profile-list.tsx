import { localizePath } from '@azubi/shared/i18n/locales';
import { Plus } from 'lucide-react';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { useSearchProfiles } from '../api/get-search-profiles';
import type { ProfileItem, ProfileKind, ProfileList, ProfileView } from '../api/search-profile-kinds';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { MatchHeader } from './match-header';
import { PROFILE_SIDES, profileWithActive, type ProfileSide } from './profile-sides';
import { SearchProfileCard, type MatchOf } from './search-profile-card';
import { preloadable } from '../../../lib/preloadable';

// The form to create or edit a profile (react-hook-form, the API's schemas) loads when the pointer
// or focus reaches "New …", or on the first click of a button opening it, not with the list (issue 35).
const SearchProfileDialog = preloadable(() =>
  import('./search-profile-dialog').then((module) => module.SearchProfileDialog),
);
const preload = () => void SearchProfileDialog.preload();

export interface SearchProfileListProps<K extends ProfileKind> {
  side: K;
  /**
   * While the account gets no matches: why, above the list (with the way out), and what each
   * profile's empty matches say instead of "none fit yet". `null` while it gets them.
   */
  blocked: (list: ProfileList<K>) => { notice: ReactNode; noMatchesText: string } | null;
  /** More about a profile under its name (who created an alert). */
  meta?: (profile: ProfileView<K>) => ReactNode;
  /** A matched place or candidate as its card (the page composes the other feature's card). */
  renderMatch: (match: MatchOf<K>) => ReactNode;
}

type Editing<K extends ProfileKind> = { mode: 'create' } | { mode: 'edit'; profile: ProfileView<K> } | null;

/**
 * The search profiles of either side (spec §2, §3), each with what fits it: a candidate's training
 * search profiles (up to 10, places) or a company's search alerts (up to 20, candidates), with
 * the dialogs to create, edit and delete them.
 */
export function SearchProfileList<K extends ProfileKind>(props: SearchProfileListProps<K>) {
  const { t } = useTranslation('matching');
  const side = PROFILE_SIDES[props.side];
  const query = useSearchProfiles(props.side);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What the dialog shows stays while it closes; `dialogOpen` opens and closes it.
  const [editing, setEditing] = useState<Editing<K>>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const edit = (next: NonNullable<Editing<K>>) => {
    setEditing(next);
    setDialogMounted(true);
    setDialogOpen(true);
  };

  let content: ReactNode;
  if (query.isPending) content = <LoadingSpinner size="lg" text={t(`${side.texts}.loading`)} className="py-16" />;
  else if (query.isError)
    content = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  else
    content = (
      <Profiles
        {...props}
        side={side}
        list={query.data}
        onCreate={() => edit({ mode: 'create' })}
        onEdit={(profile) => edit({ mode: 'edit', profile })}
        onDelete={(profile) => setDeleting({ id: profile.id, name: profile.name })}
      />
    );

  return (
    <section aria-labelledby={side.headingId} className="grid gap-5">
      <header className="grid gap-1">
        <h1 id={side.headingId} ref={headingRef} tabIndex={-1} className={side.headingClass}>
          {t(`${side.texts}.title`)}
        </h1>
        <p className={side.introClass}>{t(`${side.texts}.intro`)}</p>
      </header>
      {content}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <SearchProfileDialog.Component
            side={props.side}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            profile={editing?.mode === 'edit' ? editing.profile : undefined}
          />
        </Suspense>
      ) : null}
      <DeleteProfileDialog
        kind={props.side}
        target={deleting}
        onClose={() => setDeleting(null)}
        focusAfter={() => headingRef.current?.focus()}
      />
    </section>
  );
}

function Profiles<K extends ProfileKind>({
  side,
  list,
  onCreate,
  onEdit,
  onDelete,
  blocked,
  meta,
  renderMatch,
}: Omit<SearchProfileListProps<K>, 'side'> & {
  side: ProfileSide<K>;
  list: ProfileList<K>;
  onCreate: () => void;
  onEdit: (profile: ProfileView<K>) => void;
  onDelete: (profile: ProfileView<K>) => void;
}) {
  const { t } = useTranslation('matching');
  const items = list.items as ProfileItem<K>[];
  const full = items.length >= list.limit;
  const off = blocked(list);
  return (
    <>
      {off?.notice}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t(`${side.texts}.count`, { count: items.length, max: list.limit })}</p>
        <Button disabled={full} onPointerEnter={preload} onFocus={preload} onClick={onCreate}>
          <Plus aria-hidden="true" />
          {t(`${side.texts}.new`)}
        </Button>
      </div>
      {full ? (
        <p className="rounded-control bg-secondary px-3 py-2 text-sm">
          {t(`${side.texts}.limitReached`, { max: list.limit })}
        </p>
      ) : null}
      {items.length === 0 ? (
        <Empty side={side} />
      ) : (
        <ul className="grid gap-5">
          {items.map((item) => (
            <li key={item.profile.id}>
              <ProfileCard
                side={side}
                item={item}
                meta={meta?.(item.profile)}
                onEdit={() => onEdit(item.profile)}
                onDelete={() => onDelete(item.profile)}
                renderMatch={renderMatch}
                noMatchesText={off?.noMatchesText}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ProfileCard<K extends ProfileKind>({
  side,
  item,
  meta,
  onEdit,
  onDelete,
  renderMatch,
  noMatchesText,
}: {
  side: ProfileSide<K>;
  item: ProfileItem<K>;
  meta: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  renderMatch: (match: MatchOf<K>) => ReactNode;
  noMatchesText?: string;
}) {
  const criteria = side.useCriteria(item.profile);
  return (
    <SearchProfileCard
      kind={side.kind}
      item={item}
      criteria={criteria}
      meta={meta}
      withActive={(active) => profileWithActive(side, item.profile, active)}
      onEdit={onEdit}
      onDelete={onDelete}
      noMatchesText={noMatchesText}
      renderMatch={(match, isNew) => (
        <>
          <MatchHeader isNew={isNew} score={match.score} explanation={match.explanation} />
          {renderMatch(match)}
        </>
      )}
    />
  );
}

function Empty<K extends ProfileKind>({ side }: { side: ProfileSide<K> }) {
  const { t } = useTranslation('matching');
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-4 py-12 text-center">
      <side.emptyIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">{t(`${side.texts}.emptyTitle`)}</p>
      <p className="max-w-md text-muted-foreground">{t(`${side.texts}.emptyText`)}</p>
      <Button asChild variant="outline">
        <Link to={localizePath(side.searchPath, locale)}>{t(side.searchLinkText)}</Link>
      </Button>
    </div>
  );
}
