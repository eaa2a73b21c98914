import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { authHref, localizeHref } from '../auth-paths';

/**
 * Spec §8: an invitation that cannot be used says why ("Invalid invitation link", "This invitation
 * has already been accepted", "This invitation has expired", otherwise "Error validating
 * invitation") and leads to the employer portal without it.
 */
export function useInvitationErrorHandler(): (error: unknown) => void {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (error) => {
      const known = error instanceof ApiError && [404, 409, 410].includes(error.status);
      toast({ title: known ? error.message : t('invitationError'), variant: 'destructive' });
      void navigate(localizeHref(authHref({ role: 'employer' }), locale), { replace: true });
    },
    [locale, navigate, t, toast],
  );
}
