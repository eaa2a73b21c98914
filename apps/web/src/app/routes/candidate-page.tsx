import type { CandidateView } from '@azubi/shared/candidates/candidate-view';
import { localizePath } from '@azubi/shared/i18n/locales';
import { ArrowLeft, ExternalLink, FileText, Lock, Mail, MapPin, Phone, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Card } from '../../components/ui/card';
import { AudioPlayer } from '../../features/audio/components/audio-player';
import { useMe } from '../../lib/account/use-me';
import { PlanRequiredPanel } from '../../features/billing';
import { ReportAudioButton } from '../../features/audio/components/report-audio-button';
import { useCandidate } from '../../features/candidates/api/get-candidate';
import { useCandidateAccess } from '../../features/candidates/api/get-candidate-access';
import { CandidateAvatar } from '../../features/candidates/components/candidate-avatar';
import { CandidateNotes } from '../../features/candidates/components/candidate-notes';
import { SaveCandidateButton } from '../../features/candidates/components/save-candidate-button';
import { MessageButton } from '../../features/messaging/components/message-button';
import { ScheduleInterviewButton } from '../../features/interviews/components/schedule-interview-button';
import { CertificateVerifiedBadge } from '../../features/candidates/components/verified-badge';
import { VerificationRequired } from '../../features/candidates/components/verification-required';
import { useCandidateLabels } from '../../features/candidates/hooks/use-candidate-labels';
import { RequireAccount } from '../require-account';
import { useListingFormat } from '../../hooks/use-listing-format';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type From = 'search' | 'saved' | 'applications';

/**
 * `/candidate/:id`: a candidate as the employer's team may see them (spec §6, docs/decisions/README.md
 * "Anonymised first contact"). Until a relationship reveals the candidate the server sends no
 * name, photo, exact age, contact, documents or audio; the page says what opens them. The page
 * composes the candidates feature (profile, save, notes) with the audio feature (player, report).
 * `?from=applications&listingId=…` (or `search`, `saved`) leads back where the employer came from.
 */
export function CandidatePage() {
  const { t } = useTranslation('candidates');
  const { t: tEmployer } = useTranslation('employer');
  return (
    <>
      <title>{t('page.documentTitle')}</title>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <BackLink />
        <RequireAccount roles={['employer', 'team_member']} wrongRoleText={tEmployer('area.employersOnly')}>
          {() => <Candidate />}
        </RequireAccount>
      </div>
    </>
  );
}

function BackLink() {
  const { t } = useTranslation('candidates');
  const locale = useLocale();
  const [params] = useSearchParams();
  const from = (['search', 'saved', 'applications'] as const).find((value) => value === params.get('from'));
  const listingId = params.get('listingId') ?? '';
  const target: Record<From, string> = {
    search: '/employer/candidates',
    saved: '/employer/saved',
    applications: UUID.test(listingId)
      ? `/employer/applications?listingId=${encodeURIComponent(listingId)}`
      : '/employer/applications',
  };
  return (
    <Link
      to={localizePath(target[from ?? 'search'], locale)}
      className="inline-flex items-center gap-1.5 justify-self-start font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t(`page.back.${from ?? 'search'}`)}
    </Link>
  );
}

function Candidate() {
  const { t } = useTranslation('candidates');
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const query = useCandidate(id, { enabled: valid });
  const refused = query.error instanceof ApiError && query.error.status === 403;
  const access = useCandidateAccess();
  const canManage = useMe({ enabled: false }).data?.company?.teamRole === 'admin';
  if (!valid) return <Unavailable title={t('page.notFoundTitle')} />;
  if (query.isPending) return <LoadingSpinner size="lg" className="py-16" />;
  if (query.isError) {
    if (refused && access.data && !access.data.canSearchCandidates)
      // The trial or plan is over: the way to buy, not a refusal.
      return access.data.verified && !access.data.active ? (
        <PlanRequiredPanel canManage={canManage} />
      ) : (
        <VerificationRequired access={access.data} />
      );
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <Unavailable
        title={status === 404 ? t('page.notFoundTitle') : status === 403 ? t('page.deniedTitle') : t('page.errorTitle')}
        message={query.error.message}
      />
    );
  }
  return <Profile candidate={query.data} />;
}

function Unavailable({ title, message }: { title: string; message?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-brand-950">{title}</h1>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
    </div>
  );
}

function Profile({ candidate }: { candidate: CandidateView }) {
  const { t } = useTranslation('candidates');
  const labels = useCandidateLabels();
  const format = useListingFormat();
  const name = candidate.fullName ?? labels.code(candidate.code);
  const relations = (Object.keys(candidate.relationship) as (keyof CandidateView['relationship'])[]).filter(
    (key) => candidate.relationship[key],
  );
  const yesNo = (value: boolean) => (value ? t('page.yes') : t('page.no'));

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center gap-4">
        <CandidateAvatar photoUrl={candidate.photoUrl} size="lg" />
        {/* At least 24 rem for the name before the buttons share its line (they wrap below instead):
            beside them a name had a third of a laptop's row and broke onto three lines (issue 29). */}
        <div className="grid min-w-0 grow basis-96 gap-1">
          <h1 className="text-3xl leading-tight font-bold tracking-tight break-words text-brand-950">{name}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            {candidate.age !== null ? (
              <span>{t('page.age', { count: candidate.age })}</span>
            ) : candidate.ageBand ? (
              <span>{labels.ageBand(candidate.ageBand)}</span>
            ) : null}
            {candidate.location || candidate.country ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {[candidate.location, labels.country(candidate.country)].filter(Boolean).join(', ')}
              </span>
            ) : null}
          </p>
          {relations.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              {t('page.relationship', { list: relations.map((key) => t(`page.relations.${key}`)).join(', ') })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <MessageButton candidateId={candidate.id} recipient={name} side="company" size="md" />
          <ScheduleInterviewButton candidateId={candidate.id} candidateName={name} size="md" />
          <SaveCandidateButton candidateId={candidate.id} saved={candidate.relationship.saved} size="md" />
        </div>
      </header>

      {candidate.revealed ? null : (
        <p className="flex items-start gap-2 rounded-control bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {relations.length > 0 ? t('page.anonymousUntilAnswer') : t('page.anonymous')}
        </p>
      )}

      <Card className="grid gap-4">
        <h2 className="text-xl font-semibold text-brand-950">{t('page.language')}</h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label={t('page.germanLevel')}>
            {candidate.germanLevel ? labels.level(candidate.germanLevel) : t('page.notGiven')}
          </Item>
          <Item label={t('page.certificate')}>
            <span className="inline-flex flex-wrap items-center gap-2">
              {candidate.certificateType ? labels.certificate(candidate.certificateType) : t('page.notGiven')}
              {candidate.certificateVerified ? <CertificateVerifiedBadge /> : null}
            </span>
          </Item>
        </dl>
        {candidate.additionalCertifications.length ? (
          <div className="grid gap-2">
            <h3 className="font-semibold">{t('page.certifications')}</h3>
            <ul className="grid gap-1">
              {candidate.additionalCertifications.map((c, index) => (
                <li key={index} className="break-words">
                  {c.issuingOrganization
                    ? t('page.certificationLine', { name: c.name, issuer: c.issuingOrganization, date: c.dateObtained })
                    : t('page.certificationLineHidden', { name: c.name, date: c.dateObtained })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-xl font-semibold text-brand-950">{t('page.interests')}</h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label={t('page.programs')}>
            {candidate.programInterests.length
              ? candidate.programInterests.map(labels.program).join(', ')
              : t('page.notGiven')}
          </Item>
          {candidate.ausbildungFields.length ? (
            <Item label={t('page.fields')}>{candidate.ausbildungFields.map(labels.field).join(', ')}</Item>
          ) : null}
          {candidate.fsjSectors.length ? (
            <Item label={t('page.sectors')}>{candidate.fsjSectors.map(labels.sector).join(', ')}</Item>
          ) : null}
          <Item label={t('page.availableFrom')}>
            {candidate.availableFrom ? format.date(candidate.availableFrom) : t('page.notGiven')}
          </Item>
          <Item label={t('page.relocate')}>{yesNo(candidate.willingToRelocate)}</Item>
          <Item label={t('page.driversLicense')}>{yesNo(candidate.driversLicense)}</Item>
          <Item label={t('page.visa')}>{t(`facts.visa.${candidate.visaStatus ?? 'unknown'}`)}</Item>
        </dl>
      </Card>

      {candidate.bio || candidate.skills.length || candidate.hobbies.length ? (
        <Card className="grid gap-3">
          <h2 className="text-xl font-semibold text-brand-950">{t('page.about')}</h2>
          {candidate.bio ? <p className="break-words whitespace-pre-line">{candidate.bio}</p> : null}
          <dl className="grid gap-3 sm:grid-cols-2">
            {candidate.skills.length ? <Item label={t('page.skills')}>{candidate.skills.join(', ')}</Item> : null}
            {candidate.hobbies.length ? <Item label={t('page.hobbies')}>{candidate.hobbies.join(', ')}</Item> : null}
          </dl>
        </Card>
      ) : null}

      <Card className="grid gap-3">
        <h2 className="text-xl font-semibold text-brand-950">{t('page.education')}</h2>
        {candidate.education.length ? (
          <ul className="grid gap-3">
            {candidate.education.map((entry, index) => (
              <li key={index} className="grid gap-0.5">
                <span className="font-semibold break-words">{entry.qualification}</span>
                <span className="break-words">{entry.institution}</span>
                <span className="text-sm text-muted-foreground">
                  {period(entry.start, entry.end, t('page.present'))}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('page.noEducation')}</p>
        )}
      </Card>

      <Card className="grid gap-3">
        <h2 className="text-xl font-semibold text-brand-950">{t('page.experience')}</h2>
        {candidate.workExperience.length ? (
          <ul className="grid gap-3">
            {candidate.workExperience.map((entry, index) => (
              <li key={index} className="grid gap-0.5">
                <span className="font-semibold break-words">{entry.position}</span>
                <span className="break-words">{entry.company}</span>
                <span className="text-sm text-muted-foreground">
                  {period(entry.start, entry.end, t('page.present'))}
                </span>
                {entry.description ? <p className="break-words whitespace-pre-line">{entry.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('page.noExperience')}</p>
        )}
      </Card>

      <Card className="grid gap-3">
        <h2 className="text-xl font-semibold text-brand-950">{t('page.audio')}</h2>
        {candidate.audio ? (
          <>
            <AudioPlayer src={`/api/audio/${candidate.id}`} label={t('page.audioLabel', { name })} />
            <div className="justify-self-end">
              <ReportAudioButton candidateId={candidate.id} candidateName={name} />
            </div>
          </>
        ) : candidate.revealed ? (
          <p className="text-muted-foreground">{t('page.noAudio')}</p>
        ) : (
          <Hidden text={t('page.audioHidden')} />
        )}
      </Card>

      <Card className="grid gap-3">
        <h2 className="text-xl font-semibold text-brand-950">{t('page.contact')}</h2>
        {candidate.contact ? (
          <>
            <p className="flex items-center gap-2 break-all">
              <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <a href={`mailto:${candidate.contact.email}`} className="text-primary underline">
                {candidate.contact.email}
              </a>
            </p>
            {candidate.contact.phone ? (
              <p className="flex items-center gap-2">
                <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <a href={`tel:${candidate.contact.phone.replace(/[^+\d]/g, '')}`} className="text-primary underline">
                  {candidate.contact.phone}
                </a>
              </p>
            ) : null}
          </>
        ) : (
          <Hidden text={t('page.contactHidden')} />
        )}
        {/* Links come with the reveal; e-mail and phone wait for an application or a reply (issue 27). */}
        {candidate.links
          ? (['linkedin', 'github', 'portfolio'] as const).map((key) =>
              candidate.links?.[key] ? (
                <p key={key} className="flex items-center gap-2 break-all">
                  <ExternalLink className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <a
                    href={candidate.links[key]}
                    className="text-primary underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t(`page.links.${key}`)}
                  </a>
                </p>
              ) : null,
            )
          : null}
      </Card>

      <Card className="grid gap-3">
        <h2 className="text-xl font-semibold text-brand-950">{t('page.documents')}</h2>
        {candidate.documents === null ? (
          <Hidden text={candidate.revealed ? t('page.documentsNoConsent') : t('page.documentsHidden')} />
        ) : candidate.documents.length === 0 ? (
          <p className="text-muted-foreground">{t('page.noDocuments')}</p>
        ) : (
          <ul className="grid gap-2">
            {candidate.documents.map((document) => (
              <li key={document.id}>
                <a
                  href={`/api/files/${document.id}`}
                  className="inline-flex items-center gap-2 break-all text-primary underline"
                  target="_blank"
                  rel="noopener"
                >
                  <FileText className="size-5 shrink-0" aria-hidden="true" />
                  {document.name}
                </a>
                <span className="ml-7 block text-sm text-muted-foreground">
                  {t(`page.documentKinds.${document.kind as 'other_document'}`, { defaultValue: '' })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card>
        <CandidateNotes candidateId={candidate.id} />
      </Card>
    </div>
  );
}

const period = (start: string, end: string | null, present: string) => `${start} – ${end ?? present}`;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Hidden({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2 text-muted-foreground">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
