import type { CandidateCard } from '@azubi/shared/candidates/candidate-search';
import { localizePath } from '@azubi/shared/i18n/locales';
import type { CandidateSearchProfileList, CandidateSearchProfileView } from '@azubi/shared/matching/matching';
import { BellRing, Plus } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { useSearchProfiles } from '../api/get-search-profiles';
import type { ProfileItem } from '../api/search-profile-kinds';
import { useCandidateCriteria } from '../hooks/use-criteria-summary';
import { SearchProfileDialog } from './search-profile-dialog';
import { candidateProfileWithActive } from './candidate-profile-values';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { MatchHeader } from './match-header';
import { SearchProfileCard } from './search-profile-card';

type Editing = { mode: 'create' } | { mode: 'edit'; profile: CandidateSearchProfileView } | null;

export interface CandidateAlertsProps {
  /** A matched candidate as its card (the page composes the candidates feature's card). */
  renderCandidate: (candidate: CandidateCard) => ReactNode;
  /** Why the company gets no matches and what to do (the page composes it), shown while it gets none. */
  renderBlocked: (reason: NonNullable<CandidateSearchProfileList['blockedBy']>) => ReactNode;
}

/**
 * The company's search alerts (spec §2 "search alerts" and "candidate matches", §3): up to 20,
 * each with the approved, sharing candidates that fit it, anonymised as in candidate search.
 */
export function CandidateAlerts({ renderCandidate, renderBlocked }: CandidateAlertsProps) {
  const { t } = useTranslation('matching');
  const query = useSearchProfiles('candidate');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What the dialog shows stays while it closes; `dialogOpen` opens and closes it.
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const edit = (next: NonNullable<Editing>) => {
    setEditing(next);
    setDialogOpen(true);
  };

  let content: ReactNode;
  if (query.isPending) content = <LoadingSpinner size="lg" text={t('employer.loading')} className="py-16" />;
  else if (query.isError)
    content = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  else
    content = (
      <Alerts
        list={query.data}
        onCreate={() => edit({ mode: 'create' })}
        onEdit={(profile) => edit({ mode: 'edit', profile })}
        onDelete={(profile) => setDeleting({ id: profile.id, name: profile.name })}
        renderCandidate={renderCandidate}
        renderBlocked={renderBlocked}
      />
    );

  return (
    <section aria-labelledby="candidate-alerts-title" className="grid gap-5">
      <header className="grid gap-1">
        <h1
          id="candidate-alerts-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl leading-tight font-bold tracking-tight hyphens-auto text-brand-950 outline-none"
        >
          {t('employer.title')}
        </h1>
        <p className="text-muted-foreground">{t('employer.intro')}</p>
      </header>
      {content}
      <SearchProfileDialog
        side="candidate"
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        profile={editing?.mode === 'edit' ? editing.profile : undefined}
      />
      <DeleteProfileDialog
        kind="candidate"
        target={deleting}
        onClose={() => setDeleting(null)}
        focusAfter={() => headingRef.current?.focus()}
      />
    </section>
  );
}

function Alerts({
  list,
  onCreate,
  onEdit,
  onDelete,
  renderCandidate,
  renderBlocked,
}: {
  list: CandidateSearchProfileList;
  onCreate: () => void;
  onEdit: (profile: CandidateSearchProfileView) => void;
  onDelete: (profile: CandidateSearchProfileView) => void;
} & CandidateAlertsProps) {
  const { t } = useTranslation('matching');
  const full = list.items.length >= list.limit;
  return (
    <>
      {list.blockedBy ? (
        <div className="grid gap-3">
          <p className="font-medium">{t('employer.blocked')}</p>
          {renderBlocked(list.blockedBy)}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t('employer.count', { count: list.items.length, max: list.limit })}</p>
        <Button disabled={full} onClick={onCreate}>
          <Plus aria-hidden="true" />
          {t('employer.new')}
        </Button>
      </div>
      {full ? (
        <p className="rounded-control bg-secondary px-3 py-2 text-sm">
          {t('employer.limitReached', { max: list.limit })}
        </p>
      ) : null}
      {list.items.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-5">
          {list.items.map((item) => (
            <li key={item.profile.id}>
              <CandidateAlertCard
                item={item}
                onEdit={() => onEdit(item.profile)}
                onDelete={() => onDelete(item.profile)}
                renderCandidate={renderCandidate}
                noMatchesText={list.blockedBy ? t('employer.blocked') : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CandidateAlertCard({
  item,
  onEdit,
  onDelete,
  renderCandidate,
  noMatchesText,
}: {
  item: ProfileItem<'candidate'>;
  onEdit: () => void;
  onDelete: () => void;
  renderCandidate: (candidate: CandidateCard) => ReactNode;
  noMatchesText?: string;
}) {
  const { t } = useTranslation('matching');
  const criteria = useCandidateCriteria(item.profile);
  return (
    <SearchProfileCard
      kind="candidate"
      item={item}
      criteria={criteria}
      meta={
        item.profile.createdBy ? (
          <p className="text-sm text-muted-foreground">
            {t('employer.createdBy', { name: item.profile.createdBy.name })}
          </p>
        ) : null
      }
      withActive={(active) => candidateProfileWithActive(item.profile, active)}
      onEdit={onEdit}
      onDelete={onDelete}
      noMatchesText={noMatchesText}
      renderMatch={(match, isNew) => (
        <>
          <MatchHeader isNew={isNew} score={match.score} explanation={match.explanation} />
          {renderCandidate(match.candidate)}
        </>
      )}
    />
  );
}

function Empty() {
  const { t } = useTranslation('matching');
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-4 py-12 text-center">
      <BellRing className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">{t('employer.emptyTitle')}</p>
      <p className="max-w-md text-muted-foreground">{t('employer.emptyText')}</p>
      <Button asChild variant="outline">
        <Link to={localizePath('/employer/candidates', locale)}>{t('employer.toSearch')}</Link>
      </Button>
    </div>
  );
}
