import { useTranslation } from 'react-i18next';
import { CookiePreferences } from '../../features/privacy/components/cookie-preferences';
import { DataExport } from '../../features/privacy/components/data-export';
import { DeleteAccount } from '../../features/privacy/components/delete-account';
import { SharingSettings } from '../../features/privacy/components/sharing-settings';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { SectionCard } from '../../features/profile/components/section-card';
import { SignedInGate } from '../../features/profile/components/signed-in-gate';

/**
 * `/privacy-settings` (spec §2): sharing flags (candidates), cookie preferences, data export and
 * account deletion (everyone signed in).
 */
export function PrivacySettingsPage() {
  const { t } = useTranslation('privacySettings');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <SignedInGate wrongRoleMessage="">
          {(me) => (
            <>
              {me.user.role === 'azubi' ? <CandidateTabs /> : null}
              <header className="grid gap-2">
                <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
                <p className="text-muted-foreground">{t('intro')}</p>
              </header>
              {me.user.role === 'azubi' ? (
                <SectionCard id="sharing" title={t('sharing.title')} description={t('sharing.description')}>
                  <SharingSettings />
                </SectionCard>
              ) : null}
              <SectionCard id="cookies" title={t('cookies.title')}>
                <CookiePreferences />
              </SectionCard>
              <SectionCard id="export" title={t('export.title')}>
                <DataExport />
              </SectionCard>
              <SectionCard id="delete" title={t('delete.title')}>
                <DeleteAccount />
              </SectionCard>
            </>
          )}
        </SignedInGate>
      </div>
    </>
  );
}
