import { localizePath } from '@azubi/shared/i18n/locales';
import type { CandidateView } from '@azubi/shared/candidates/candidate-view';
import { ArrowLeft, FileText, Lock, Mail, MapPin, Phone, TriangleAlert, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Card } from '../../components/ui/card';
import { useCandidate } from '../../features/employer/api/get-candidate';
import { RequireAccount } from '../../features/listings/components/require-account';
import { useListingFormat } from '../../features/listings/hooks/use-listing-format';
import { useLocale } from '../../i18n/use-locale';

/**
 * `/candidate/:id`: a candidate as an employer may see them (spec §6). Photo, contact and
 * documents only once a relationship exists; documents only with the candidate's consent.
 */
export function CandidatePage() {
  const { t } = useTranslation('employer');
  const locale = useLocale();
  return (
    <>
      <title>{t('candidate.documentTitle')}</title>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to={localizePath('/employer/applications', locale)}
          className="inline-flex items-center gap-1.5 justify-self-start font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('candidate.back')}
        </Link>
        <RequireAccount roles={['employer', 'team_member']} wrongRoleText={t('area.employersOnly')}>
          {() => <Candidate />}
        </RequireAccount>
      </div>
    </>
  );
}

function Candidate() {
  const { t } = useTranslation('employer');
  const { id = '' } = useParams();
  const query = useCandidate(id);
  if (query.isPending) return <LoadingSpinner size="lg" className="py-16" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-950">{t('candidate.unavailable')}</h1>
        <p className="text-muted-foreground">{query.error.message}</p>
      </div>
    );
  }
  return <Profile candidate={query.data} />;
}

function Profile({ candidate }: { candidate: CandidateView }) {
  const { t } = useTranslation('employer');
  const { t: tJobs } = useTranslation('browseJobs');
  const format = useListingFormat();
  const related = Object.values(candidate.relationship).some(Boolean);
  const relations = (Object.keys(candidate.relationship) as (keyof CandidateView['relationship'])[]).filter(
    (key) => candidate.relationship[key],
  );

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center gap-4">
        {candidate.photoUrl ? (
          <img src={candidate.photoUrl} alt="" className="size-20 rounded-full object-cover" width={80} height={80} />
        ) : (
          <span className="grid size-20 place-items-center rounded-full bg-secondary text-primary" aria-hidden="true">
            <UserRound className="size-10" />
          </span>
        )}
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl leading-tight font-bold tracking-tight break-words text-brand-950">
            {candidate.fullName}
          </h1>
          {candidate.location || candidate.country ? (
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="size-4" aria-hidden="true" />
              {[candidate.location, candidate.country].filter(Boolean).join(', ')}
            </p>
          ) : null}
          {relations.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              {t('candidate.relationship', {
                list: relations.map((key) => t(`candidate.relations.${key}`)).join(', '),
              })}
            </p>
          ) : null}
        </div>
      </header>

      <Card className="grid gap-4">
        <h2 className="text-xl font-semibold text-brand-950">{t('candidate.profile')}</h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label={t('candidate.germanLevel')}>
            {candidate.germanLevel ?? t('candidate.notGiven')}
            {candidate.certificateType ? ` (${candidate.certificateType})` : ''}
          </Item>
          <Item label={t('candidate.programs')}>
            {candidate.programInterests.length
              ? candidate.programInterests.map((p) => tJobs(`programTypes.${p as 'fsj'}`)).join(', ')
              : t('candidate.notGiven')}
          </Item>
          {candidate.ausbildungFields.length ? (
            <Item label={t('candidate.fields')}>{candidate.ausbildungFields.join(', ')}</Item>
          ) : null}
          {candidate.fsjSectors.length ? (
            <Item label={t('candidate.sectors')}>
              {candidate.fsjSectors.map((s) => tJobs(`sectors.${s as 'health'}`, { defaultValue: s })).join(', ')}
            </Item>
          ) : null}
          <Item label={t('candidate.availableFrom')}>
            {candidate.availableFrom ? format.date(candidate.availableFrom) : t('candidate.notGiven')}
          </Item>
          <Item label={t('candidate.relocate')}>
            {candidate.willingToRelocate ? t('candidate.yes') : t('candidate.no')}
          </Item>
          <Item label={t('candidate.driversLicense')}>
            {candidate.driversLicense ? t('candidate.yes') : t('candidate.no')}
          </Item>
          {candidate.skills.length ? <Item label={t('candidate.skills')}>{candidate.skills.join(', ')}</Item> : null}
        </dl>
        {candidate.bio ? <p className="break-words whitespace-pre-line">{candidate.bio}</p> : null}
      </Card>

      <Card className="grid gap-3">
        <h2 className="text-xl font-semibold text-brand-950">{t('candidate.contact')}</h2>
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
          <Hidden text={t('candidate.contactHidden')} />
        )}
      </Card>

      <Card className="grid gap-3">
        <h2 className="text-xl font-semibold text-brand-950">{t('candidate.documents')}</h2>
        {candidate.documents === null ? (
          <Hidden text={related ? t('candidate.documentsNoConsent') : t('candidate.documentsHidden')} />
        ) : candidate.documents.length === 0 ? (
          <p className="text-muted-foreground">{t('candidate.noDocuments')}</p>
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
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

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
