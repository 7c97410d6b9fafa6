// The /back-to-basics screen: a calm daily checklist of sleep, movement, food, daylight and connection.
// Its background theme comes from the path (SPEC 2 table, backgroundThemeForPath), like every screen's.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { BasicsChecklist } from './basics-checklist';

export function BackToBasicsScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      tabs={false}
      title={t('progress:basics.title')}
      intro={t('progress:basics.intro')}
      loadingLabel={t('progress:basics.loading')}
      noUser={{
        title: t('progress:basics.noUser.title'),
        body: t('progress:basics.noUser.body'),
        action: t('progress:basics.noUser.action'),
      }}
      skeletonHeights={[72, 72, 72]}
    >
      {(userId) => <BasicsChecklist userId={userId} />}
    </DailyScreen>
  );
}
