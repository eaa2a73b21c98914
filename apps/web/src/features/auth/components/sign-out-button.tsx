import { LoaderCircle, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useSignOutAndLeave } from '../hooks/use-sign-out-and-leave';

/** Ends the session on the server, says so and goes to the home page. */
export function SignOutButton({ variant = 'outline', ...props }: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('account');
  const { signOut, isPending } = useSignOutAndLeave();
  return (
    <Button {...props} variant={variant} disabled={isPending} onClick={signOut}>
      {isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      {isPending ? t('signOut.pending') : t('signOut.button')}
    </Button>
  );
}
