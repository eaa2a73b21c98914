import { homePathForRole, type Me } from '@azubi/shared/auth/schemas';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { localizeHref } from '../auth-paths';

/** On the auth page while already signed in: a way on, without hiding the forms (another account). */
export function SignedInNotice({ me, redirectTo }: { me: Me; redirectTo: string | null }) {
  const { t } = useTranslation('authPage');
  const locale = useLocale();
  const target = redirectTo ?? homePathForRole(me.user.role);
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-muted/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <span>{t('signedIn.text', { name: me.user.fullName })}</span>
      </p>
      <Button asChild size="sm" className="shrink-0">
        <Link to={localizeHref(target, locale)}>{t('signedIn.continue')}</Link>
      </Button>
    </div>
  );
}
