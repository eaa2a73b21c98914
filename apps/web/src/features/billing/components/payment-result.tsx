import type { CheckoutStatus } from '@azubi/shared/billing/billing';
import { localizePath } from '@azubi/shared/i18n/locales';
import { translate } from '../../../i18n/shared-text';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';

/** After "Pay" or "Cancel" (or when the checkout was already settled): what happened, and the way back. */
export function PaymentResult({ status, message }: { status: CheckoutStatus; message: string | null }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const paid = status === 'paid';
  const text =
    message ??
    translate(
      locale,
      paid
        ? 'billing.paymentReceived'
        : status === 'canceled'
          ? 'billing.paymentCancelled'
          : 'billing.verificationFailed',
    );
  const Icon = paid ? CircleCheck : status === 'canceled' ? CircleX : TriangleAlert;
  return (
    <Card role={paid ? 'status' : 'alert'} className="grid justify-items-center gap-4 p-8 text-center">
      <Icon className={paid ? 'size-12 text-success' : 'size-12 text-destructive'} aria-hidden="true" />
      <h1 className="text-2xl font-bold text-brand-950">{text}</h1>
      <p className="text-muted-foreground">{paid ? t('result.paidHint') : t('result.otherHint')}</p>
      <Button asChild variant={paid ? 'primary' : 'outline'}>
        <Link to={localizePath('/subscription', locale)}>{t('result.toSubscription')}</Link>
      </Button>
    </Card>
  );
}
