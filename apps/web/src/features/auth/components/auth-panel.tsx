import type { Me } from '@azubi/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import type { AuthTab } from '../auth-paths';
import type { AuthPageState } from '../hooks/use-auth-page-query';
import type { ActiveInvitation } from './active-invitation';
import { InvitationBanner } from './invitation-banner';
import { PortalSwitch } from './portal-switch';
import { SignedInNotice } from './signed-in-notice';
import { SignInForm, SignInFormSchema, type SignInValues } from './sign-in-form';
import { SignUpForm, SignUpFormSchema, type SignUpValues } from './sign-up-form';

export interface AuthPanelProps {
  state: AuthPageState;
  onTabChange: (tab: AuthTab) => void;
  invitation: ActiveInvitation | null;
  me: Me | null;
}

/**
 * Portal choice, invitation banner and the two tabs. The forms' state lives here, so what was
 * typed survives switching tabs; the address typed in one tab is carried to the other.
 */
export function AuthPanel({ state, onTabChange, invitation, me }: AuthPanelProps) {
  const { t } = useTranslation('authPage');
  const invitedEmail = invitation?.info.email ?? '';
  const signInForm = useForm<SignInValues>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: invitedEmail, password: '' },
  });
  const signUpForm = useForm<SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { fullName: '', email: invitedEmail, password: '' },
  });

  const changeTab = (tab: AuthTab) => {
    const typedIn = signInForm.getValues('email');
    const typedUp = signUpForm.getValues('email');
    if (tab === 'sign-in' && typedUp && !typedIn) signInForm.setValue('email', typedUp);
    if (tab === 'sign-up' && typedIn && !typedUp) signUpForm.setValue('email', typedIn);
    onTabChange(tab);
  };

  return (
    <div className="grid gap-5">
      <PortalSwitch role={state.role} locked={Boolean(invitation)} />
      {invitation ? <InvitationBanner invitation={invitation} me={me} /> : null}
      {me && !invitation ? <SignedInNotice me={me} redirectTo={state.redirectTo} /> : null}
      {state.redirectTo && !me ? <p className="text-muted-foreground">{t('redirectNotice')}</p> : null}
      <Tabs
        label={t('tabs.label')}
        value={state.tab}
        onValueChange={(value) => changeTab(value as AuthTab)}
        listClassName="sm:flex sm:w-full"
        items={[
          {
            value: 'sign-in',
            label: t('tabs.signIn'),
            content: (
              <SignInForm
                form={signInForm}
                invitation={invitation}
                redirectTo={state.redirectTo}
                forgotOpen={state.forgot}
              />
            ),
          },
          {
            value: 'sign-up',
            label: t('tabs.signUp'),
            content: (
              <SignUpForm
                form={signUpForm}
                role={state.role}
                invitation={invitation}
                redirectTo={state.redirectTo}
                onSignInInstead={() => {
                  signInForm.setValue('email', signUpForm.getValues('email'));
                  onTabChange('sign-in');
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
