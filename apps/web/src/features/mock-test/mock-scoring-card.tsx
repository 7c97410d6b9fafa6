// The full scoring of a demo run: the type, confidence and per dimension the net, strength and tie note.
import { dimensionLetters, type PersonalityResult } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DimensionDetail } from './mock-run';

type Props = { result: PersonalityResult; details: readonly DimensionDetail[] };

export function MockScoringCard({ result, details }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="mock-scoring">
      <Stack gap="md">
        <Title order={2} size="h3" id="mock-scoring">
          {t('profile:mock.scoring')}
        </Title>
        <Group gap="sm" align="baseline" wrap="wrap">
          <Title order={3} size="h1" ff="monospace" data-testid="mock-type">
            {result.type}
          </Title>
          <Text fw={600}>{t(`mbti:types.${result.type}.title`)}</Text>
          <Badge variant="light">
            {t('profile:mock.confidence', { percent: Math.round(result.confidence * 100) })}
          </Badge>
        </Group>
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile:mock.columns.dimension')}</Table.Th>
                <Table.Th>{t('profile:mock.columns.net')}</Table.Th>
                <Table.Th>{t('profile:mock.columns.letter')}</Table.Th>
                <Table.Th>{t('profile:mock.columns.strength')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {details.map((detail) => {
                const [first, second] = dimensionLetters[detail.dimension];
                const score = result.dimensions[detail.dimension];
                return (
                  <Table.Tr
                    key={detail.dimension}
                    data-testid={`mock-dimension-${detail.dimension}`}
                  >
                    <Table.Td>{t('profile:mock.dimensionName', { first, second })}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {t('profile:mock.net', {
                        net: detail.net > 0 ? `+${detail.net}` : String(detail.net),
                        max: detail.max,
                      })}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text fw={700}>{score.letter}</Text>
                        {detail.tie ? (
                          <Text size="xs" c="dimmed">
                            {t('profile:mock.tie', { letter: score.letter, second })}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{t('profile:mock.strength', { strength: score.strength })}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          {t('profile:mock.explain')}
        </Text>
      </Stack>
    </Card>
  );
}
