// The /analytics screen: how writing, mood and daily goals went per day, week or month, with charts.
// The charts' styles load with this lazily loaded screen, so other routes never pay for them.
import '@mantine/charts/styles.css';
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { AnalyticsView } from './analytics-view';

export function AnalyticsScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      tabs={false}
      title={t('analytics:title')}
      intro={t('analytics:intro')}
      loadingLabel={t('analytics:loading')}
      noUser={{
        title: t('analytics:noUser.title'),
        body: t('analytics:noUser.body'),
        action: t('analytics:noUser.action'),
      }}
      skeletonHeights={[64, 240]}
    >
      {(_userId, user) => <AnalyticsView user={user} />}
    </DailyScreen>
  );
}
