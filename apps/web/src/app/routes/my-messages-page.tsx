import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireAccount } from '../require-account';
import { MessagesScreen } from '../../features/messaging/components/messages-screen';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { useLocale } from '../../i18n/use-locale';
import { renderConversationInterviews } from '../conversation-interviews';
import { MessagesPushOffer } from '../messages-push-offer';
import { renderTranslatableMessage } from '../message-actions';

/** `/my-messages` and `/my-messages/:conversationId` (spec §2): the candidate's conversations with companies. */
export function MyMessagesPage() {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const { conversationId } = useParams();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <RequireAccount roles={['azubi']} wrongRoleText={t('candidatesOnly')}>
          {(me) => (
            <>
              {/* A phone shows the open conversation alone: its tabs are one tap back, on the list. */}
              <div className={conversationId ? 'max-md:hidden' : undefined}>
                <CandidateTabs />
              </div>
              <header className="grid gap-1 max-md:sr-only">
                <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('title')}</h1>
                <p className="text-muted-foreground">{t('introCandidate')}</p>
              </header>
              {/* A conversation shows intent: the offer to be notified on this device (in the list on a phone). */}
              <MessagesPushOffer conversationId={conversationId} />
              <MessagesScreen
                side="candidate"
                meId={me.user.id}
                basePath={localizePath('/my-messages', locale)}
                conversationId={conversationId}
                renderText={renderTranslatableMessage}
                renderContext={renderConversationInterviews}
              />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}
