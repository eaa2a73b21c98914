import { localizePath } from '@azubi/shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { storeSignedOut } from '../../../lib/account/use-me';
import { useSignOut } from '../api/use-sign-out';
import { showFailureToast } from '../../../components/failure-toast';

/** Sign out: the session ends on the server, the server's message shows, and the home page opens. */
export function useSignOutAndLeave() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const signOut = useSignOut();
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: async (result) => {
        toast({ title: result.message, variant: 'success' });
        // Leave first: a page for signed-in people would otherwise send the visitor to sign in.
        await navigate(localizePath('/', locale));
        storeSignedOut(queryClient);
      },
      onError: (error) => showFailureToast(error, t('signOut.failed')),
    });
  return { signOut: run, isPending: signOut.isPending };
}
