import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMe } from '../../lib/account/use-me';
import { MessagesScreen } from '../../features/messaging/components/messages-screen';
import { useLocale } from '../../i18n/use-locale';
import { renderConversationInterviews } from '../conversation-interviews';
import { MessagesPushOffer } from '../messages-push-offer';
import { renderTranslatableMessage } from '../message-actions';

/**
 * `/employer/messages` and `/employer/messages/:conversationId` (spec §2): the company's
 * conversations, shared by its whole team, inside the employer area (which checks the account).
 */
export function EmployerMessagesPage() {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const { conversationId } = useParams();
  const me = useMe().data;
  if (!me) return null;
  return (
    <>
      <title>{t('documentTitle')}</title>
      <header className="grid gap-1 max-md:sr-only">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('title')}</h1>
        <p className="text-muted-foreground">{t('introCompany')}</p>
      </header>
      {/* A conversation shows intent: the offer to be notified on this device (in the list on a phone). */}
      <MessagesPushOffer conversationId={conversationId} />
      <MessagesScreen
        side="company"
        meId={me.user.id}
        basePath={localizePath('/employer/messages', locale)}
        conversationId={conversationId}
        candidateHref={(candidateId) => localizePath(`/candidate/${candidateId}`, locale)}
        renderText={renderTranslatableMessage}
        renderContext={renderConversationInterviews}
      />
    </>
  );
}
