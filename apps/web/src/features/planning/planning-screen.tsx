// The /journaling/planning screen: plans for a day, week, month or longer, with goals you tick off as you go.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { PlanningView } from './planning-view';

export function PlanningScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('planning:title')}
      intro={t('planning:intro')}
      loadingLabel={t('planning:loading')}
      noUser={{
        title: t('planning:noUser.title'),
        body: t('planning:noUser.body'),
        action: t('planning:noUser.action'),
      }}
    >
      {(userId) => <PlanningView userId={userId} />}
    </DailyScreen>
  );
}
