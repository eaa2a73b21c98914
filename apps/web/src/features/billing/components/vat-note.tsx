import type { Vat } from '@azubi/shared/billing/billing';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/**
 * How the prices are taxed, from the imprint configuration: the small-business note (§ 19 UStG,
 * no VAT charged) or the VAT rate the prices include.
 */
export function VatNote({ vat, className }: { vat: Vat; className?: string }) {
  const { t } = useTranslation('billing');
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      {vat.mode === 'small_business' ? t('vat.smallBusiness') : t('vat.included', { rate: vat.ratePercent })}
    </p>
  );
}
