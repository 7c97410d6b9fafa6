// The /chat screen: the user's contacts, AI coaches with their own personality and specialisation, and people.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { ContactsView } from './contacts-view';

export function ChatScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('routes:screens.chat.title')}
      intro={t('chat:intro')}
      loadingLabel={t('chat:loading')}
      noUser={{
        title: t('chat:noUser.title'),
        body: t('chat:noUser.body'),
        action: t('chat:noUser.action'),
      }}
      skeletonHeights={[66, 66, 66]}
      tabs={false}
    >
      {(userId) => <ContactsView userId={userId} />}
    </DailyScreen>
  );
}
