// Route adapter for /ai-buddy: reads the user id and type from the URL and shows the AI buddy's coming-soon state.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { useAiBuddyParams } from '../features/ai-buddy/use-ai-buddy-params';
import { ComingSoonScreen } from '../features/coming-soon/coming-soon-screen';

export function AiBuddyRoute() {
  const { t } = useTranslation(namespaces);
  const { userId, mbtiType } = useAiBuddyParams();
  return (
    <div data-user-id={userId} data-mbti-type={mbtiType}>
      <ComingSoonScreen screen="aiBuddy" note={t('routes:aiBuddy.note', { type: mbtiType })} />
    </div>
  );
}
