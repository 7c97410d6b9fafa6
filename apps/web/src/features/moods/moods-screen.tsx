// The /journaling/moods screen: a quick mood check-in, how the week and month went, and every check-in.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { MoodsView } from './moods-view';

export function MoodsScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('moods:title')}
      intro={t('moods:intro')}
      loadingLabel={t('moods:loading')}
      noUser={{
        title: t('moods:noUser.title'),
        body: t('moods:noUser.body'),
        action: t('moods:noUser.action'),
      }}
      skeletonHeights={[140, 104]}
    >
      {(userId) => <MoodsView userId={userId} />}
    </DailyScreen>
  );
}
