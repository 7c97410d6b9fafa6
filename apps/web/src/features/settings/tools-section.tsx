// Practice and developer tools in settings: the mock test, the onboarding simulator, demo data and diagnostics.
import { namespaces } from '@groeipad/i18n';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeTable } from '../../lib/route-table';
import { SettingsSection } from './settings-section';

/** The tool screens of the route table this section opens, in the order shown. */
export const TOOL_PATHS = [
  '/mock-test',
  '/onboarding-simulator',
  '/develop-data',
  '/pwa-test',
  '/test-database',
] as const;

const tools = TOOL_PATHS.flatMap((path) => {
  const entry = routeTable.find((route) => route.path === path && route.kind === 'screen');
  return entry ? [entry] : [];
});

export function ToolsSection() {
  const { t } = useTranslation(namespaces);
  return (
    <SettingsSection id="settings-tools" title={t('settings:tools.title')}>
      <Text size="sm">{t('settings:tools.intro')}</Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {tools.map((tool) => (
          <li key={tool.path}>
            <Anchor component={Link} to={tool.path} fw={600}>
              {t(tool.titleKey)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(`routes:screens.${tool.screen}.description`)}
            </Text>
          </li>
        ))}
      </Stack>
    </SettingsSection>
  );
}
