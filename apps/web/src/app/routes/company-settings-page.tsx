import { BANNER_HEIGHT, BANNER_WIDTH, LOGO_SIZE, type CompanyProfile } from '@azubi/shared/companies/company-profile';
import { localizePath } from '@azubi/shared/i18n/locales';
import { Building2, Columns3, ExternalLink, FileCheck2, Image, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { VerifiedBadge } from '../../components/verified-badge';
import { FormAlert } from '../../components/form-alert';
import { useCompanyProfile } from '../../features/companies/api/company-profile-api';
import { CompanyDocuments } from '../../features/companies/components/company-documents';
import { CompanyImageUpload } from '../../features/companies/components/company-image-upload';
import { CompanyProfileForm } from '../../features/companies/components/company-profile-form';
import { PipelineSettingsForm } from '../../features/companies/components/pipeline-settings-form';
import { CompanyVerificationPanel } from '../../features/companies/components/company-verification-panel';
import { useMe } from '../../lib/account/use-me';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api-error';
import { isEmployer } from '../../lib/account/roles';

/**
 * `/company-settings` (spec §2, §3, §5): the company profile, its logo and banner, its verification
 * and documents. Team admins edit; team members read ("Team members cannot edit the company profile").
 */
export function CompanySettingsPage() {
  const { t } = useTranslation('company');
  return (
    <>
      <title>{t('settings.documentTitle')}</title>
      {/* Inside the employer area's frame (employer-layout), which lets in employers and team members only. */}
      <div className="grid max-w-4xl gap-6">
        <Settings />
      </div>
    </>
  );
}

function Settings() {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const me = useMe();
  const canOnboard = isEmployer(me.data?.user.role);
  const profile = useCompanyProfile();

  if (profile.isPending) return <LoadingSpinner size="lg" text={t('settings.loading')} className="py-24" />;
  if (profile.isError) {
    const notFound = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-950">{profile.error.message}</h1>
        {notFound && canOnboard ? (
          <Button asChild>
            <Link to={localizePath('/employer-onboarding', locale)}>{t('settings.setUpCompany')}</Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void profile.refetch()}>
            {t('settings.retry')}
          </Button>
        )}
      </div>
    );
  }
  return <Profile profile={profile.data} />;
}

function Profile({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const tShared = useSharedMessage();
  const locale = useLocale();
  const verified = profile.verificationStatus === 'verified' || profile.verificationStatus === 'verified_manually';

  return (
    <>
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('settings.eyebrow')}</p>
        <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-3xl leading-tight font-bold tracking-tight text-brand-950 [overflow-wrap:anywhere] sm:text-4xl">
          {profile.name}
          {verified ? <VerifiedBadge label={t('verifiedBadge')} className="text-base" /> : null}
        </h1>
        <p className="text-lg text-muted-foreground">{t('settings.intro')}</p>
        <Link
          to={localizePath(`/employer-profile/${profile.id}`, locale)}
          className="inline-flex items-center gap-1.5 justify-self-start font-medium text-primary underline underline-offset-4"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('settings.viewPublic')}
        </Link>
      </header>

      {profile.canEdit ? null : (
        <div className="grid gap-1">
          <FormAlert message={tShared('companies.membersCannotEdit')} />
          <p className="text-sm text-muted-foreground">{t('settings.readOnly')}</p>
        </div>
      )}

      <Section id="details" icon={<Building2 />} title={t('settings.sections.details')}>
        {profile.canEdit ? <CompanyProfileForm profile={profile} /> : <ReadOnlyDetails profile={profile} />}
      </Section>

      <Section id="images" icon={<Image />} title={t('settings.sections.images')}>
        {profile.canEdit ? (
          <div className="grid gap-8">
            <CompanyImageUpload
              kind="logo"
              url={profile.logoUrl}
              width={LOGO_SIZE}
              height={LOGO_SIZE}
              companyName={profile.name}
            />
            <CompanyImageUpload
              kind="banner"
              url={profile.bannerUrl}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              companyName={profile.name}
            />
          </div>
        ) : (
          <div className="grid gap-4">
            {profile.logoUrl ? (
              <img
                src={profile.logoUrl}
                alt={t('images.logoAlt', { name: profile.name })}
                className="size-24 rounded-card border border-border object-cover"
              />
            ) : null}
            {profile.bannerUrl ? (
              <img
                src={profile.bannerUrl}
                alt={t('images.bannerAlt', { name: profile.name })}
                className="aspect-[3/1] w-full max-w-md rounded-card border border-border object-cover"
              />
            ) : null}
            {!profile.logoUrl && !profile.bannerUrl ? (
              <p className="text-muted-foreground">{t('settings.notSet')}</p>
            ) : null}
          </div>
        )}
      </Section>

      <Section id="pipeline" icon={<Columns3 />} title={t('settings.sections.pipeline')}>
        <p className="text-muted-foreground">{t('pipeline.intro')}</p>
        {profile.canEdit ? (
          <PipelineSettingsForm profile={profile} />
        ) : (
          <p>{t('pipeline.readOnly', { count: profile.staleAfterDays })}</p>
        )}
      </Section>

      <Section id="verification" icon={<ShieldCheck />} title={t('settings.sections.verification')}>
        <CompanyVerificationPanel profile={profile} />
      </Section>

      <Section id="documents" icon={<FileCheck2 />} title={t('settings.sections.documents')}>
        <p className="text-muted-foreground">{t('documents.intro')}</p>
        <CompanyDocuments profile={profile} />
      </Section>
    </>
  );
}

function Section({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} id={id} className="grid scroll-mt-24 gap-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold text-brand-950 [&_svg]:size-5">
        <span className="text-primary" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function ReadOnlyDetails({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const value = (text: string | null) => text || t('settings.notSet');
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-muted-foreground">{t('form.name')}</dt>
      <dd className="[overflow-wrap:anywhere]">{profile.name}</dd>
      <dt className="font-medium text-muted-foreground">{t('form.industry')}</dt>
      <dd className="[overflow-wrap:anywhere]">{value(profile.industry)}</dd>
      <dt className="font-medium text-muted-foreground">{t('form.location')}</dt>
      <dd className="[overflow-wrap:anywhere]">{value(profile.location)}</dd>
      <dt className="font-medium text-muted-foreground">{t('form.website')}</dt>
      <dd className="[overflow-wrap:anywhere]">{value(profile.website)}</dd>
      <dt className="font-medium text-muted-foreground">{t('form.about')}</dt>
      <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{value(profile.about)}</dd>
    </dl>
  );
}
