import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../features/legal';
import { ImprintDetails } from '../../features/site';

/** `/privacy-policy`: the controller comes from the imprint configuration. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <LegalDocument
        title={t('title')}
        lastUpdated={t('lastUpdated')}
        intro={t('intro')}
        tocLabel={t('tocLabel')}
        sections={t('sections', { returnObjects: true })}
        extras={{ controller: <ImprintDetails variant="contact" /> }}
      />
    </>
  );
}
