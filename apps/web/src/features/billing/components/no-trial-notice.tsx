import { localizePath } from '@azubi/shared/i18n/locales';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { useSubscription } from '../api/get-subscription';

/**
 * Onboarding, once the company exists: when its e-mail domain already had the one free trial, the
 * company is told so where it happens, with the way to buy (never "Your plan has expired").
 * Nothing for any other state.
 */
export function NoTrialNotice({ continueTo }: { continueTo?: string }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const subscription = useSubscription();
  if (subscription.data?.state.status !== 'no_trial') return null;
  return (
    <section
      aria-labelledby="no-trial-title"
      className="grid gap-3 rounded-card border border-amber-400 bg-background p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Lock className="mt-1 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="no-trial-title" className="text-xl font-semibold text-brand-950">
            {t('state.noTrial.title')}
          </h2>
          <p>{t('state.noTrial.text')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={localizePath('/subscription', locale)}>{t('onboardingNoTrial.choosePlan')}</Link>
        </Button>
        {continueTo ? (
          <Button asChild variant="outline">
            <Link to={localizePath(continueTo, locale)}>{t('onboardingNoTrial.continue')}</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
