// The /ai3-action-plans screen: turn a goal into a step-by-step plan, then tick steps off as you go.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { ActionPlansView } from './action-plans-view';

export function ActionPlansScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('insights:plans.title')}
      intro={t('insights:plans.intro')}
      loadingLabel={t('insights:plans.loading')}
      noUser={{
        title: t('insights:plans.noUser.title'),
        body: t('insights:plans.noUser.body'),
        action: t('insights:plans.noUser.action'),
      }}
      skeletonHeights={[220, 96, 96]}
      tabs={false}
    >
      {(userId, user) => <ActionPlansView userId={userId} mbtiType={user.mbtiType} />}
    </DailyScreen>
  );
}
