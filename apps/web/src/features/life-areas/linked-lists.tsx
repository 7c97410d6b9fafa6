// The area's journal entries, goals and imagination sessions as short lists that link to where each lives.
import { namespaces } from '@groeipad/i18n';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from './life-area-format';
import type { LinkedRecords } from './use-life-area-data';

/** Short lists: the newest few, the rest is one tap away on the linked screen. */
const SHOWN = 5;

type Row = { id: string; to: string; text: string; date: number; badge?: string };

function LinkedList({
  testId,
  heading,
  empty,
  rows,
  footer,
}: {
  testId: string;
  heading: string;
  empty: string;
  rows: Row[];
  footer?: ReactNode;
}) {
  const { i18n } = useTranslation(namespaces);
  return (
    <Card withBorder radius="lg" padding="md" component="section" data-testid={testId}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {heading}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.slice(0, SHOWN).map((row) => (
              <Group key={row.id} component="li" gap="xs" justify="space-between" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={row.to}
                  size="sm"
                  lineClamp={1}
                  style={{ minWidth: 0 }}
                >
                  {row.text}
                </Anchor>
                <Group gap={6} wrap="nowrap">
                  {row.badge ? (
                    <Badge size="xs" variant="light">
                      {row.badge}
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {formatDay(row.date, i18n.language)}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {footer}
      </Stack>
    </Card>
  );
}

export function LinkedLists({ linked }: { linked: LinkedRecords }) {
  const { t } = useTranslation(namespaces);
  const untitled = t('lifeAreas:linked.untitled');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <LinkedList
        testId="life-area-journal"
        heading={t('lifeAreas:linked.journal.heading')}
        empty={t('lifeAreas:linked.journal.empty')}
        rows={linked.journal.map((entry) => ({
          id: entry.id,
          to: `/journaling/entry/${entry.id}`,
          text: entry.title.trim() || untitled,
          date: entry.date,
        }))}
      />
      <LinkedList
        testId="life-area-goals"
        heading={t('lifeAreas:linked.goals.heading')}
        empty={t('lifeAreas:linked.goals.empty')}
        rows={linked.goals.map((goal) => ({
          id: goal.id,
          to: '/journaling/goals',
          text: goal.goal_text,
          date: goal.target_date,
          badge: goal.is_completed ? t('lifeAreas:linked.goals.done') : undefined,
        }))}
      />
      <LinkedList
        testId="life-area-imagination"
        heading={t('lifeAreas:linked.imagination.heading')}
        empty={t('lifeAreas:linked.imagination.empty')}
        rows={linked.sessions.map((session) => ({
          id: session.id,
          to: `/active-imagination?session=${session.id}`,
          text: session.session_title.trim() || untitled,
          date: session.created_at,
          badge: session.is_active ? t('lifeAreas:linked.imagination.active') : undefined,
        }))}
        footer={
          <Anchor component={Link} to="/active-imagination" size="sm">
            {t('lifeAreas:linked.imagination.start')}
          </Anchor>
        }
      />
    </SimpleGrid>
  );
}
