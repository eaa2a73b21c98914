import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

export type TestLocale = 'en' | 'de' | 'both';

/** A test send to oneself, in one language or both. */
export function CampaignTestSend({ busy, onSend }: { busy: boolean; onSend: (locale: TestLocale) => void }) {
  const { t } = useTranslation('campaigns');
  const id = useId();
  const [testLocale, setTestLocale] = useState<TestLocale>('both');
  return (
    <fieldset className="grid gap-3 rounded-card border border-border p-4">
      <legend className="px-1 text-lg font-semibold text-brand-950">{t('test.title')}</legend>
      <p className="text-sm text-muted-foreground">{t('test.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-test-locale`}>{t('test.language')}</Label>
          <NativeSelect
            id={`${id}-test-locale`}
            value={testLocale}
            onChange={(event) => setTestLocale(event.target.value as typeof testLocale)}
            options={[
              { value: 'both', label: t('test.both') },
              { value: 'en', label: t('audience.english') },
              { value: 'de', label: t('audience.german') },
            ]}
          />
        </div>
        <Button type="button" variant="outline" onClick={() => onSend(testLocale)} disabled={busy}>
          <Mail aria-hidden="true" />
          {t('test.send')}
        </Button>
      </div>
    </fieldset>
  );
}
