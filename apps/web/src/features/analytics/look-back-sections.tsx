// The look-back part of /analytics: super insights and rewind sessions, each failing on its own.
import { namespaces } from '@groeipad/i18n';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/use-current-user';
import { LookBackBoundary } from './look-back-boundary';
import { LookBackError } from './look-back-error';
import { RewindSection } from './rewind-section';
import { SuperInsightsSection } from './super-insights-section';

type SectionProps = { id: string; title: string; intro: string; children: ReactNode };

function Section({ id, title, intro, children }: SectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Stack gap={2}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

export function LookBackSections({ user, today }: { user: CurrentUser; today: number }) {
  const { t } = useTranslation(namespaces);
  return (
    <>
      <Section
        id="analytics-super-insights"
        title={t('insights:superInsights.title')}
        intro={t('insights:superInsights.intro')}
      >
        <LookBackBoundary
          fallback={(retry) => (
            <LookBackError
              message={t('insights:superInsights.error')}
              retryLabel={t('insights:superInsights.retry')}
              onRetry={retry}
            />
          )}
        >
          <SuperInsightsSection user={user} today={today} />
        </LookBackBoundary>
      </Section>
      <Section
        id="analytics-rewind"
        title={t('insights:rewind.title')}
        intro={t('insights:rewind.intro')}
      >
        <LookBackBoundary
          fallback={(retry) => (
            <LookBackError
              message={t('insights:rewind.error')}
              retryLabel={t('insights:rewind.retry')}
              onRetry={retry}
            />
          )}
        >
          <RewindSection user={user} today={today} />
        </LookBackBoundary>
      </Section>
    </>
  );
}
