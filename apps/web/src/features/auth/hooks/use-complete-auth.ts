import type { AuthResult } from '@azubi/shared/auth/schemas';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/use-toast';
import { localizeHref } from '../auth-paths';
import { invitationTokenIn, markInvitationWelcomed } from '../invitation-welcome';

/** Spec §4: the redirect after sign-in or sign-up waits 100 ms, so the toast is seen first. */
export const AUTH_REDIRECT_DELAY_MS = 100;

/**
 * After a successful sign-in, sign-up or accepted invitation: shows the server's message and,
 * 100 ms later, opens the page the server chose (or `redirectTo`, the page that sent the visitor
 * to sign in), in the account's language.
 */
export function useCompleteAuth(): (result: AuthResult, redirectTo?: string | null) => void {
  const { toast } = useToast();
  const navigate = useNavigate();

  return useCallback(
    (result, redirectTo) => {
      const invitation = invitationTokenIn(result.redirectTo);
      // An invitation's dashboard wins: it finishes setting up the team access.
      const target = invitation ? result.redirectTo : (redirectTo ?? result.redirectTo);
      if (invitation) markInvitationWelcomed(invitation);
      toast({ title: result.message, variant: 'success' });
      // Not cancelled when the form unmounts: the signed-in page may replace it before the redirect.
      // In the account's language, which wins after sign-in (whatever language the form was in).
      setTimeout(() => void navigate(localizeHref(target, result.me.user.locale)), AUTH_REDIRECT_DELAY_MS);
    },
    [navigate, toast],
  );
}
