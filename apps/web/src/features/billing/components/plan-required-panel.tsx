import { localizePath } from '@azubi/shared/i18n/locales';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { useSubscription } from '../api/get-subscription';

/**
 * What a page the plan unlocks (candidate search, saved candidates, a candidate's details) shows
 * once the trial or plan has expired, instead of the server's refusal: what is locked, what still
 * works, and the way to buy (team admins) or whom to ask (members).
 */
export function PlanRequiredPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  // A company whose domain already had the trial never had a plan: it is told so, not "expired".
  const noTrial = useSubscription().data?.state.status === 'no_trial';
  return (
    <section
      aria-labelledby="plan-required-title"
      className="grid gap-4 rounded-card border border-destructive bg-background p-6 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Lock className="mt-1 size-8 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="plan-required-title" className="text-xl font-semibold text-brand-950">
            {noTrial ? t('locked.titleNoTrial') : t('locked.title')}
          </h2>
          <p>{t('locked.text')}</p>
          <p className="text-muted-foreground">{t('includes.stillWorks')}</p>
        </div>
      </div>
      {canManage ? null : <p className="text-muted-foreground">{t('locked.askAdmin')}</p>}
      <Button asChild className="justify-self-start">
        <Link to={localizePath('/subscription', locale)}>
          {canManage ? t('locked.choosePlan') : t('locked.seePlans')}
        </Link>
      </Button>
    </section>
  );
}
