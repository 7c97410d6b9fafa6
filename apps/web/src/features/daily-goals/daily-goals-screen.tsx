// The /journaling/goals screen: the day's small goals, ticked off with an optional note, and earlier open ones.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { GoalsDayView } from './goals-day-view';

export function DailyGoalsScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('goals:title')}
      intro={t('goals:intro')}
      loadingLabel={t('goals:loading')}
      noUser={{
        title: t('goals:noUser.title'),
        body: t('goals:noUser.body'),
        action: t('goals:noUser.action'),
      }}
    >
      {(userId) => <GoalsDayView userId={userId} />}
    </DailyScreen>
  );
}
