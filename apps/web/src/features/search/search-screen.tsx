// The /search screen: find anything in the journal, daily goals and tasks, on the device and offline.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { SearchView } from './search-view';

export function SearchScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      title={t('search:title')}
      intro={t('search:intro')}
      loadingLabel={t('search:loading')}
      noUser={{
        title: t('search:noUser.title'),
        body: t('search:noUser.body'),
        action: t('search:noUser.action'),
      }}
      skeletonHeights={[56, 120]}
    >
      {(userId) => <SearchView userId={userId} />}
    </DailyScreen>
  );
}
