// The /wellness-analysis screen: a reading of the latest wellness check and recent moods, with next steps.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { WellnessAnalysisView } from './wellness-analysis-view';

export function WellnessAnalysisScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('insights:wellnessAnalysis.title')}
      intro={t('insights:wellnessAnalysis.intro')}
      loadingLabel={t('insights:wellnessAnalysis.loading')}
      noUser={{
        title: t('insights:wellnessAnalysis.noUser.title'),
        body: t('insights:wellnessAnalysis.noUser.body'),
        action: t('insights:wellnessAnalysis.noUser.action'),
      }}
      skeletonHeights={[260, 200, 280]}
      tabs={false}
    >
      {(userId) => <WellnessAnalysisView userId={userId} />}
    </DailyScreen>
  );
}
