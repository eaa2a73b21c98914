import type { AdminPlan } from '@azubi/shared/billing/billing';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { ApiError } from '../../../../lib/api-error';
import { useUpdateAdminPlan } from '../../api/admin-plans';
import { useBillingFormat } from '../../hooks/use-billing-format';

/** "99", "99.5", "1.299,00" or "1,299.00" → cents; NaN when it is not an amount. */
export function parseEuros(text: string): number {
  const trimmed = text.replace(/[\s€]/g, '');
  if (!/^\d{1,3}([.,]?\d{3})*([.,]\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const decimal = /[.,]\d{1,2}$/.exec(trimmed);
  const whole = (decimal ? trimmed.slice(0, decimal.index) : trimmed).replace(/[.,]/g, '');
  const fraction = decimal ? decimal[0].slice(1).padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(fraction);
}

/**
 * One plan as the admin edits it: names in both languages, the price and whether it is on sale.
 * A new price applies to new purchases at once and to running monthly plans after the 30-day
 * notice (spec §9), which the server answers with.
 */
export function AdminPlanEditor({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const id = useId();
  const update = useUpdateAdminPlan(plan.id);
  const [nameEn, setNameEn] = useState(plan.nameEn);
  const [nameDe, setNameDe] = useState(plan.nameDe);
  const [price, setPrice] = useState((plan.priceCents / 100).toFixed(2));
  const [isActive, setIsActive] = useState(plan.isActive);
  const [priceError, setPriceError] = useState<string | null>(null);
  const fields = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priceCents = parseEuros(price);
    if (Number.isNaN(priceCents)) {
      setPriceError(t('admin.plans.priceFormat'));
      return;
    }
    setPriceError(null);
    update.mutate(
      { nameEn, nameDe, priceCents, isActive },
      { onSuccess: ({ message }) => toast({ title: message, variant: 'success' }) },
    );
  };
  const priceMessage = priceError ?? fields.priceCents ?? null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-card border border-border bg-background p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
          {plan.nameEn}
        </h3>
        <p className="text-sm text-muted-foreground">
          {plan.kind === 'subscription'
            ? t('admin.plans.monthly')
            : t('admin.plans.package', { count: plan.durationMonths })}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-en`}>{t('admin.plans.nameEn')}</Label>
          <Input id={`${id}-en`} value={nameEn} onChange={(event) => setNameEn(event.target.value)} />
          {fields.nameEn ? <p className="text-sm text-destructive">{fields.nameEn}</p> : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-de`}>{t('admin.plans.nameDe')}</Label>
          <Input id={`${id}-de`} value={nameDe} onChange={(event) => setNameDe(event.target.value)} />
          {fields.nameDe ? <p className="text-sm text-destructive">{fields.nameDe}</p> : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-price`}>{t('admin.plans.price', { currency: plan.currency })}</Label>
          <Input
            id={`${id}-price`}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={Boolean(priceMessage)}
            aria-describedby={priceMessage ? `${id}-price-error` : undefined}
          />
          {priceMessage ? (
            <p id={`${id}-price-error`} className="text-sm text-destructive">
              {priceMessage}
            </p>
          ) : null}
        </div>
      </div>
      {plan.pendingPriceCents !== null && plan.pendingPriceFrom ? (
        <p className="text-sm text-muted-foreground">
          {t('admin.plans.pending', {
            price: format.money(plan.pendingPriceCents, plan.currency),
            date: format.date(plan.pendingPriceFrom),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-active`}
            checked={isActive}
            onCheckedChange={(checked) => setIsActive(checked === true)}
          />
          <Label htmlFor={`${id}-active`}>{t('admin.plans.onSale')}</Label>
        </div>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {t('admin.plans.save')}
        </Button>
      </div>
      {update.isError && Object.keys(fields).length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {update.error.message}
        </p>
      ) : null}
    </form>
  );
}
