import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/use-toast';
import { markInvitationWelcomed, wasInvitationWelcomed } from '../invitation-welcome';

/**
 * On the dashboard opened with `?invitation=`: "Welcome! Setting up your team access..." once,
 * unless the form that accepted the invitation already said it.
 */
export function useInvitationWelcome(token: string | null, signedIn: boolean): void {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  useEffect(() => {
    if (!token || !signedIn || wasInvitationWelcomed(token)) return;
    markInvitationWelcomed(token);
    toast({ title: t('teamWelcome'), variant: 'success' });
  }, [signedIn, t, toast, token]);
}
