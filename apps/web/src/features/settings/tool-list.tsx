// A list of tool screens from the route table, each linked by its translated title with its one-line purpose.
import { namespaces } from '@groeipad/i18n';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeTable } from '../../lib/route-table';

function toolsAt(paths: readonly string[]) {
  return paths.flatMap((path) => {
    const entry = routeTable.find((route) => route.path === path && route.kind === 'screen');
    return entry ? [entry] : [];
  });
}

export function ToolList({ paths, id }: { paths: readonly string[]; id?: string }) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack id={id} gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {toolsAt(paths).map((tool) => (
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
  );
}
