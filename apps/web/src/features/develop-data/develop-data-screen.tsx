// The /develop-data screen: an honest developer view that creates and removes demo data for this profile.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { DevelopDataView } from './develop-data-view';

export function DevelopDataScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('routes:screens.developData.title')}
      intro={t('routes:screens.developData.description')}
      loadingLabel={t('wellnessCheck:develop.loading')}
      noUser={{
        title: t('insights:wellnessAnalysis.noUser.title'),
        body: t('wellnessCheck:develop.noUser'),
        action: t('insights:wellnessAnalysis.noUser.action'),
      }}
      tabs={false}
    >
      {(_userId, user) => <DevelopDataView user={user} />}
    </DailyScreen>
  );
}
