// The /holistic-wellness screen: the holistic check over time, compared, with next steps per weak area.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { HolisticOverview } from './holistic-overview';

export function HolisticWellnessScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('routes:screens.holisticWellness.title')}
      intro={t('routes:screens.holisticWellness.description')}
      loadingLabel={t('wellnessCheck:overview.loading')}
      noUser={{
        title: t('insights:wellnessAnalysis.noUser.title'),
        body: t('wellnessCheck:overview.noUser'),
        action: t('insights:wellnessAnalysis.noUser.action'),
      }}
      skeletonHeights={[260, 180]}
      tabs={false}
    >
      {(userId) => <HolisticOverview userId={userId} />}
    </DailyScreen>
  );
}
