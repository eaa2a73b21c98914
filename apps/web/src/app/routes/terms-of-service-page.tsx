import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../features/legal';
import { ImprintDetails } from '../../features/site';

/** `/terms-of-service`: the provider comes from the imprint configuration. */
export function TermsOfServicePage() {
  const { t } = useTranslation('terms');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <LegalDocument
        title={t('title')}
        lastUpdated={t('lastUpdated')}
        intro={t('intro')}
        tocLabel={t('tocLabel')}
        sections={t('sections', { returnObjects: true })}
        extras={{ scope: <ImprintDetails variant="contact" /> }}
      />
    </>
  );
}
