// The /wellness-assessment screen: take the holistic check (again); saving leads to /holistic-wellness.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { HolisticForm } from './holistic-form';

export function WellnessAssessmentScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('routes:screens.wellnessAssessment.title')}
      intro={t('routes:screens.wellnessAssessment.description')}
      loadingLabel={t('wellnessCheck:overview.loading')}
      noUser={{
        title: t('insights:wellnessAnalysis.noUser.title'),
        body: t('wellnessCheck:overview.noUser'),
        action: t('insights:wellnessAnalysis.noUser.action'),
      }}
      skeletonHeights={[120, 320]}
      tabs={false}
    >
      {(_userId, user) => <HolisticForm user={user} />}
    </DailyScreen>
  );
}
