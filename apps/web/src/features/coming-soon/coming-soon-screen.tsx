// The honest "coming soon" state of a screen whose feature arrives in a later issue: its title, its purpose, a way home.
import { namespaces } from '@groeipad/i18n';
import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoonIllustration } from './coming-soon-illustration';
import type { ScreenId } from '../../lib/route-table';

type Props = { screen: ScreenId; note?: ReactNode };

export function ComingSoonScreen({ screen, note }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder shadow="sm" p="xl" maw={560} mx="auto" data-screen={screen}>
      <Stack align="center" gap="md" ta="center">
        <ComingSoonIllustration />
        <Badge variant="light" color="teal" size="lg">
          {t('routes:comingSoon.badge')}
        </Badge>
        <Title order={1}>{t(`routes:screens.${screen}.title`)}</Title>
        <Text size="lg">{t(`routes:screens.${screen}.description`)}</Text>
        {note ? <Text fw={500}>{note}</Text> : null}
        <Text c="dimmed" size="sm">
          {t('routes:comingSoon.notice')}
        </Text>
        <Button component={Link} to="/" variant="light">
          {t('routes:comingSoon.backHome')}
        </Button>
      </Stack>
    </Card>
  );
}

const screens = new Map<ScreenId, ComponentType>();

/** One stable component per screen id, so the route table can hand react-router a plain Component. */
export function comingSoonScreen(screen: ScreenId): ComponentType {
  const existing = screens.get(screen);
  if (existing) return existing;
  function ComingSoonRoute() {
    return <ComingSoonScreen screen={screen} />;
  }
  screens.set(screen, ComingSoonRoute);
  return ComingSoonRoute;
}
