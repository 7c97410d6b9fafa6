// The /active-imagination screen: choose a life area, walk a guided session step by step, keep what it gave.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { DailyScreen } from '../../components/daily/daily-screen';
import { ImaginationBody } from './imagination-body';
import { ImaginationErrorBoundary } from './imagination-error-boundary';
import { LoadFailed } from './imagination-states';

export function ImaginationScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <DailyScreen
      tabs={false}
      title={t('imagination:title')}
      intro={t('imagination:intro')}
      loadingLabel={t('imagination:loading')}
      noUser={{
        title: t('imagination:noUser.title'),
        body: t('imagination:noUser.body'),
        action: t('imagination:noUser.action'),
      }}
      skeletonHeights={[96, 240]}
    >
      {(_userId, user) => (
        <ImaginationErrorBoundary
          fallback={(retry, error) => <LoadFailed error={error} onRetry={retry} />}
        >
          <ImaginationBody user={user} />
        </ImaginationErrorBoundary>
      )}
    </DailyScreen>
  );
}
