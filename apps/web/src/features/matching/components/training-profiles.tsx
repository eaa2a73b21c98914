import { localizePath } from '@azubi/shared/i18n/locales';
import type { ListingSummary } from '@azubi/shared/listings/listing';
import type { TrainingSearchProfileList, TrainingSearchProfileView } from '@azubi/shared/matching/matching';
import { Hourglass, Plus, SearchCheck } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { useSearchProfiles } from '../api/get-search-profiles';
import type { ProfileItem } from '../api/search-profile-kinds';
import { useTrainingCriteria } from '../hooks/use-criteria-summary';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { MatchHeader } from './match-header';
import { SearchProfileCard } from './search-profile-card';
import { SearchProfileDialog } from './search-profile-dialog';
import { trainingProfileWithActive } from './training-profile-values';

type Editing = { mode: 'create' } | { mode: 'edit'; profile: TrainingSearchProfileView } | null;

/**
 * The candidate's training search profiles (spec §2 dashboard tab, §3): up to 10, each with the
 * places that fit it. `renderListing` draws a place (the page composes the listings feature's card).
 */
export function TrainingProfiles({ renderListing }: { renderListing: (listing: ListingSummary) => ReactNode }) {
  const { t } = useTranslation('matching');
  const query = useSearchProfiles('training');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What the dialog shows stays while it closes; `dialogOpen` opens and closes it.
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const edit = (next: NonNullable<Editing>) => {
    setEditing(next);
    setDialogOpen(true);
  };
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  let content: ReactNode;
  if (query.isPending) content = <LoadingSpinner size="lg" text={t('training.loading')} className="py-16" />;
  else if (query.isError)
    content = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  else
    content = (
      <Profiles
        list={query.data}
        onCreate={() => edit({ mode: 'create' })}
        onEdit={(profile) => edit({ mode: 'edit', profile })}
        onDelete={(profile) => setDeleting({ id: profile.id, name: profile.name })}
        renderListing={renderListing}
      />
    );

  return (
    <section aria-labelledby="training-profiles-title" className="grid gap-5">
      <header className="grid gap-1">
        <h1
          id="training-profiles-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl leading-tight font-bold tracking-tight hyphens-auto text-brand-950 outline-none min-[400px]:text-3xl sm:text-4xl"
        >
          {t('training.title')}
        </h1>
        <p className="text-lg text-muted-foreground">{t('training.intro')}</p>
      </header>
      {content}
      <SearchProfileDialog
        side="training"
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        profile={editing?.mode === 'edit' ? editing.profile : undefined}
      />
      <DeleteProfileDialog
        kind="training"
        target={deleting}
        onClose={() => setDeleting(null)}
        focusAfter={() => headingRef.current?.focus()}
      />
    </section>
  );
}

function Profiles({
  list,
  onCreate,
  onEdit,
  onDelete,
  renderListing,
}: {
  list: TrainingSearchProfileList;
  onCreate: () => void;
  onEdit: (profile: TrainingSearchProfileView) => void;
  onDelete: (profile: TrainingSearchProfileView) => void;
  renderListing: (listing: ListingSummary) => ReactNode;
}) {
  const { t } = useTranslation('matching');
  const full = list.items.length >= list.limit;
  return (
    <>
      {list.matchingActive ? null : <NotApproved status={list.approvalStatus} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t('training.count', { count: list.items.length, max: list.limit })}</p>
        <Button disabled={full} onClick={onCreate}>
          <Plus aria-hidden="true" />
          {t('training.new')}
        </Button>
      </div>
      {full ? (
        <p className="rounded-control bg-secondary px-3 py-2 text-sm">
          {t('training.limitReached', { max: list.limit })}
        </p>
      ) : null}
      {list.items.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-5">
          {list.items.map((item) => (
            <li key={item.profile.id}>
              <TrainingProfileCard
                item={item}
                onEdit={() => onEdit(item.profile)}
                onDelete={() => onDelete(item.profile)}
                renderListing={renderListing}
                noMatchesText={list.matchingActive ? undefined : t('training.notApprovedTitle')}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TrainingProfileCard({
  item,
  onEdit,
  onDelete,
  renderListing,
  noMatchesText,
}: {
  item: ProfileItem<'training'>;
  onEdit: () => void;
  onDelete: () => void;
  renderListing: (listing: ListingSummary) => ReactNode;
  noMatchesText?: string;
}) {
  const criteria = useTrainingCriteria(item.profile);
  return (
    <SearchProfileCard
      kind="training"
      item={item}
      criteria={criteria}
      withActive={(active) => trainingProfileWithActive(item.profile, active)}
      onEdit={onEdit}
      onDelete={onDelete}
      noMatchesText={noMatchesText}
      renderMatch={(match, isNew) => (
        <>
          <MatchHeader isNew={isNew} score={match.score} explanation={match.explanation} />
          {renderListing(match.listing)}
        </>
      )}
    />
  );
}

/** Matches are found only while the candidate's profile is approved: why there are none, and the way there. */
function NotApproved({ status }: { status: TrainingSearchProfileList['approvalStatus'] }) {
  const { t } = useTranslation('matching');
  const locale = useLocale();
  return (
    <div role="status" className="grid gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-start gap-2 font-semibold">
        <Hourglass className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('training.notApprovedTitle')}
      </p>
      <p>{t(`training.notApproved.${status}`)}</p>
      <Button asChild variant="outline" size="sm" className="justify-self-start">
        <Link to={localizePath('/my-profile', locale)}>{t('training.toProfile')}</Link>
      </Button>
    </div>
  );
}

function Empty() {
  const { t } = useTranslation('matching');
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-4 py-12 text-center">
      <SearchCheck className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">{t('training.emptyTitle')}</p>
      <p className="max-w-md text-muted-foreground">{t('training.emptyText')}</p>
      <Button asChild variant="outline">
        <Link to={localizePath('/browse-jobs', locale)}>{t('training.browse')}</Link>
      </Button>
    </div>
  );
}
