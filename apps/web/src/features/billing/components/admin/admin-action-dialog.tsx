import type { AdminPlan, AdminSubscriptionRow } from '@azubi/shared/billing/billing';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/use-toast';
import { ApiError } from '../../../../lib/api-error';
import { useLocale } from '../../../../i18n/use-locale';
import { useChangeAdminSubscription } from '../../api/change-admin-subscription';

export type AdminAction = 'extend-trial' | 'grant' | 'end';

/**
 * Extend a company's trial, grant a plan for free, or end its plan: each with a reason, which the
 * server records in the audit log. Errors show at their field, or above the buttons.
 */
export function AdminActionDialog({
  action,
  row,
  plans,
  onClose,
}: {
  action: AdminAction;
  row: AdminSubscriptionRow;
  plans: AdminPlan[];
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const id = useId();
  const change = useChangeAdminSubscription(row.companyId);
  const [days, setDays] = useState('7');
  const [grant, setGrant] = useState(plans[0]?.id ?? 'months');
  const [months, setMonths] = useState('1');
  const [reason, setReason] = useState('');
  const fields = change.error instanceof ApiError ? (change.error.fields ?? {}) : {};
  const formError = change.isError && Object.keys(fields).length === 0 ? change.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input =
      action === 'extend-trial'
        ? ({ action, input: { days: Number(days), reason } } as const)
        : action === 'grant'
          ? ({
              action,
              input: grant === 'months' ? { months: Number(months), reason } : { planId: grant, reason },
            } as const)
          : ({ action, input: { reason } } as const);
    change.mutate(input, {
      onSuccess: ({ message }) => {
        toast({ title: message, variant: 'success' });
        onClose();
      },
    });
  };

  const fieldError = (name: string) =>
    fields[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {fields[name]}
      </p>
    ) : null;
  const describedBy = (name: string) => (fields[name] ? `${id}-${name}-error` : undefined);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`admin.dialog.${action}.title`, { company: row.companyName })}
      description={t(`admin.dialog.${action}.description`)}
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        {action === 'extend-trial' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-days`}>{t('admin.dialog.days')}</Label>
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              aria-invalid={Boolean(fields.days)}
              aria-describedby={describedBy('days')}
            />
            {fieldError('days')}
          </div>
        ) : null}
        {action === 'grant' ? (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-plan`}>{t('admin.dialog.grantWhat')}</Label>
              <NativeSelect
                id={`${id}-plan`}
                value={grant}
                onChange={(event) => setGrant(event.target.value)}
                options={[
                  ...plans.map((plan) => ({
                    value: plan.id,
                    label: t('admin.dialog.planOption', {
                      name: locale === 'de' ? plan.nameDe : plan.nameEn,
                      count: plan.durationMonths,
                    }),
                  })),
                  { value: 'months', label: t('admin.dialog.monthsOption') },
                ]}
                aria-invalid={Boolean(fields.planId)}
                aria-describedby={describedBy('planId')}
              />
              {fieldError('planId')}
            </div>
            {grant === 'months' ? (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-months`}>{t('admin.dialog.months')}</Label>
                <Input
                  id={`${id}-months`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={36}
                  value={months}
                  onChange={(event) => setMonths(event.target.value)}
                  aria-invalid={Boolean(fields.months)}
                  aria-describedby={describedBy('months')}
                />
                {fieldError('months')}
              </div>
            ) : null}
          </>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-reason`}>{t('admin.dialog.reason')}</Label>
          <Textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={Boolean(fields.reason)}
            aria-describedby={describedBy('reason')}
          />
          {fieldError('reason')}
        </div>
        {formError ? (
          <p role="alert" className="text-sm font-semibold text-destructive">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('admin.dialog.cancel')}</Button>
          </DialogClose>
          <Button type="submit" variant={action === 'end' ? 'destructive' : 'primary'} disabled={change.isPending}>
            {t(`admin.dialog.${action}.submit`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
