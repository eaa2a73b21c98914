import type { EmployerApplication } from '@azubi/shared/applications/applications';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type EmployerSettableStatus,
} from '@azubi/shared/applications/application-rules';
import { localizePath } from '@azubi/shared/i18n/locales';
import { FileText, Files, Inbox, Languages, LoaderCircle, MapPin, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../components/ui/use-toast';
import { useChangeApplicationStatus } from '../../features/applications/api/change-application-status';
import {
  ConfirmStatusMove,
  needsConfirmation,
  type PlacementClose,
} from '../../features/applications/components/confirm-status-move';
import { useSavedCandidates } from '../../features/candidates/api/saved-candidates';
import { SaveCandidateButton } from '../../features/candidates/components/save-candidate-button';
import { MessageButton } from '../../features/messaging/components/message-button';
import { ScheduleInterviewButton } from '../../features/interviews/components/schedule-interview-button';
import { useEmployerApplications } from '../../features/applications/api/get-employer-applications';
import { readApplicationsView, storeApplicationsView, type ApplicationsView } from '../../features/applications/board';
import { ApplicationBoard } from '../../features/applications/components/application-board';
import { ApplicationsViewToggle } from '../../features/applications/components/applications-view-toggle';
import { ApplicationStatusBadge } from '../../features/applications/components/application-status-badge';
import { StatusHistory } from '../../features/applications/components/status-history';
import { useMe } from '../../lib/account/use-me';
import { showFailureToast } from '../../components/failure-toast';
import { useEmployerListings } from '../../features/listings/api/get-employer-listings';
import { useListingFormat } from '../../hooks/use-listing-format';
import { useLocale } from '../../i18n/use-locale';
import {
  ApplicationPlacement,
  usePlacementsByApplication,
} from '../../features/placements/components/application-placement';
import type { PlacementSummary } from '@azubi/shared/placements/placements';
import { cn } from '../../lib/cn';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/employer/applications`: every application to the company's listings, filtered by listing and
 * status (kept in the URL), each with the candidate's profile and the next steps of the pipeline;
 * or, as the employer chooses (remembered per account on this device), as a board with a column
 * per status whose cards move by dragging or by the keyboard.
 */
export function EmployerApplicationsPage() {
  const { t } = useTranslation('employer');
  const { t: tApps } = useTranslation('applications');
  const id = useId();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const listingParam = params.get('listingId') ?? '';
  const statusParam = params.get('status') ?? '';
  const listingId = UUID.test(listingParam) ? listingParam : undefined;
  const status = (APPLICATION_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as ApplicationStatus)
    : undefined;
  const listings = useEmployerListings();
  const userId = useMe().data?.user.id;
  const [chosenView, setChosenView] = useState<ApplicationsView | null>(null);
  const view = chosenView ?? readApplicationsView(userId);
  const chooseView = (next: ApplicationsView) => {
    setChosenView(next);
    storeApplicationsView(userId, next);
  };
  // The board shows every status in its own column, so it ignores the status filter.
  const query = useEmployerApplications({ listingId, status: view === 'board' ? undefined : status });
  // Which applicants the team saved (shortlisting saves too), for the save buttons.
  const saved = useSavedCandidates();
  const savedIds = new Set(saved.data?.map((entry) => entry.candidate.id));
  // An accepted application links to its placement (issue 20).
  const placements = usePlacementsByApplication(
    (query.data ?? []).filter((application) => application.status === 'accepted').map((application) => application.id),
  );

  const setFilter = (name: 'listingId' | 'status', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );

  let content;
  if (query.isPending) content = <LoadingSpinner size="lg" text={t('applications.loading')} className="py-16" />;
  else if (query.isError) {
    content = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border py-12 text-center">
        <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">
          {listingId || (status && view === 'list') ? t('applications.noMatch') : t('applications.emptyTitle')}
        </p>
      </div>
    );
  } else if (view === 'board') {
    content = (
      <>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {t('applications.count', { count: query.data.length })}
        </p>
        <ApplicationBoard
          applications={query.data}
          cardActions={(application) => (
            <>
              <MessageButton
                applicationId={application.id}
                recipient={application.candidate.fullName}
                side="company"
                defaultSubject={application.listing.title}
              />
              {application.status === 'withdrawn' ? null : (
                <ScheduleInterviewButton
                  candidateId={application.candidate.id}
                  candidateName={application.candidate.fullName}
                  applicationId={application.id}
                  compact
                />
              )}
              <ApplicationPlacement placement={placements.get(application.id)} side="company" />
            </>
          )}
        />
      </>
    );
  } else {
    content = (
      <>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {t('applications.count', { count: query.data.length })}
        </p>
        <ul className="grid gap-4" aria-busy={query.isPlaceholderData}>
          {query.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                saved={savedIds.has(application.candidate.id)}
                placement={placements.get(application.id)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <title>{t('applications.documentTitle')}</title>
      <div className="grid gap-1">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('applications.title')}</h1>
        <p className="text-muted-foreground">{t('applications.intro')}</p>
      </div>
      <ApplicationsViewToggle value={view} onChange={chooseView} />
      <div
        className={cn(
          'grid gap-4 rounded-card border border-border bg-background p-4',
          view === 'list' && 'sm:grid-cols-2',
        )}
      >
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-listing`}>{t('applications.filterListing')}</Label>
          <NativeSelect
            id={`${id}-listing`}
            value={listingId ?? ''}
            onChange={(event) => setFilter('listingId', event.target.value)}
            placeholder={t('applications.allListings')}
            options={(listings.data ?? []).map((listing) => ({ value: listing.id, label: listing.title }))}
          />
          {listingId && listings.data?.some((listing) => listing.id === listingId && listing.isActive) ? (
            <Link
              to={`${localizePath('/employer/candidates', locale)}?listingId=${listingId}`}
              className="text-sm font-medium text-primary underline"
            >
              {t('applications.findForListing')}
            </Link>
          ) : null}
        </div>
        {view === 'list' ? (
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-status`}>{t('applications.filterStatus')}</Label>
            <NativeSelect
              id={`${id}-status`}
              value={status ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
              placeholder={t('applications.allStatuses')}
              options={APPLICATION_STATUSES.map((value) => ({ value, label: tApps(`statuses.${value}`) }))}
            />
          </div>
        ) : null}
      </div>
      {content}
    </>
  );
}

function ApplicationCard({
  application,
  saved,
  placement,
}: {
  application: EmployerApplication;
  saved: boolean;
  placement: PlacementSummary | undefined;
}) {
  const { t } = useTranslation('employer');
  const locale = useLocale();
  const format = useListingFormat();
  const change = useChangeApplicationStatus();
  const titleId = `application-${application.id}`;
  const { candidate } = application;

  // Accepting and leaving "Accepted" ask first (issue 29); the rest moves at once.
  const [asking, setAsking] = useState<EmployerSettableStatus | null>(null);
  const send = (status: EmployerSettableStatus, placementClose?: PlacementClose) =>
    change.mutate(
      { id: application.id, status, placement: placementClose },
      {
        onSuccess: (result) => {
          setAsking(null);
          toast({ title: result.message, variant: 'success' });
        },
        onError: (error) => showFailureToast(error, t('applications.statusFailed')),
      },
    );
  const move = (status: EmployerSettableStatus) =>
    needsConfirmation(application.status, status) ? setAsking(status) : send(status);

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-card border border-border bg-background p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-brand-950">
            <Link
              to={`${localizePath(`/candidate/${candidate.id}`, locale)}?from=applications&listingId=${application.listing.id}`}
              className="inline-flex items-center gap-1.5 underline-offset-4 hover:text-primary hover:underline"
            >
              <UserRound className="size-5 shrink-0" aria-hidden="true" />
              {candidate.fullName}
            </Link>
          </h2>
          <p className="text-sm break-words text-muted-foreground">
            {t('applications.forListing', { title: application.listing.title })}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {candidate.germanLevel ? (
              <span className="inline-flex items-center gap-1">
                <Languages className="size-4" aria-hidden="true" />
                {t('applications.german', { level: candidate.germanLevel })}
              </span>
            ) : null}
            {candidate.location || candidate.country ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {[candidate.location, candidate.country].filter(Boolean).join(', ')}
              </span>
            ) : null}
            <span>{t('applications.appliedOn', { date: format.date(application.appliedAt) })}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MessageButton
            applicationId={application.id}
            recipient={candidate.fullName}
            side="company"
            defaultSubject={application.listing.title}
          />
          {application.status === 'withdrawn' ? null : (
            <ScheduleInterviewButton
              candidateId={candidate.id}
              candidateName={candidate.fullName}
              applicationId={application.id}
            />
          )}
          <SaveCandidateButton candidateId={candidate.id} saved={saved} label={candidate.fullName} />
          <ApplicationStatusBadge status={application.status} />
        </div>
      </div>
      {application.coverLetter ? (
        <details className="rounded-control border border-border px-3 py-2">
          <summary className="flex min-h-9 cursor-pointer items-center gap-2 font-medium">
            <FileText className="size-4 text-primary" aria-hidden="true" />
            {t('applications.coverLetter')}
          </summary>
          <p className="mt-2 break-words whitespace-pre-line">{application.coverLetter}</p>
        </details>
      ) : null}
      <SharedDocuments application={application} />
      <ApplicationPlacement placement={placement} side="company" />
      <details className="rounded-control border border-border px-3 py-2">
        <summary className="flex min-h-9 cursor-pointer items-center font-medium">{t('applications.history')}</summary>
        <div className="mt-2">
          <StatusHistory history={application.history} />
        </div>
      </details>
      {application.status === 'withdrawn' ? (
        <p className="text-sm text-muted-foreground">{t('applications.withdrawnNote')}</p>
      ) : application.nextStatuses.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('applications.actions')}>
          {application.nextStatuses.map((next) => (
            <Button
              key={next}
              size="sm"
              variant={next === 'rejected' ? 'outline' : next === 'accepted' ? 'primary' : 'secondary'}
              disabled={change.isPending}
              onClick={() => move(next as EmployerSettableStatus)}
              aria-describedby={titleId}
            >
              {change.isPending && change.variables?.status === next ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : null}
              {application.status === 'accepted'
                ? t('applications.moveTo.leaveAccepted')
                : t(`applications.moveTo.${next as EmployerSettableStatus}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <ConfirmStatusMove
        move={asking ? { name: candidate.fullName, from: application.status, to: asking } : null}
        pending={change.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={(placementClose) => asking && send(asking, placementClose)}
      />
    </article>
  );
}

/** Exactly what the candidate sent with this application (issue 28.2): the CV and their chosen documents. */
function SharedDocuments({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('employer');
  const headingId = `shared-${application.id}`;
  const empty = !application.cvUrl && application.documents.length === 0;
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-2 rounded-control border border-border px-3 py-2">
      <h3 id={headingId} className="flex min-h-9 items-center gap-2 font-medium">
        <Files className="size-4 text-primary" aria-hidden="true" />
        {t('applications.sharedDocuments')}
      </h3>
      {empty ? (
        <p className="text-sm text-muted-foreground">{t('applications.noSharedDocuments')}</p>
      ) : (
        <ul className="grid gap-1">
          {application.cvUrl ? (
            <li>
              <a href={application.cvUrl} target="_blank" rel="noreferrer" className="text-primary underline">
                {t('applications.sharedCv')}
              </a>
            </li>
          ) : null}
          {application.documents.map((document) => (
            <li key={document.id}>
              <a href={document.url} target="_blank" rel="noreferrer" className="text-primary underline">
                {document.label ?? t(`applications.documentTypes.${document.type}`)}
              </a>{' '}
              <span className="text-sm break-all text-muted-foreground">({document.name})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
