// The generated answer to every statement: its text, the dimension it measures and the chosen scale label.
import {
  dimensionLetters,
  type Likert,
  type PersonalityItemId,
  type PersonalityTest,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { test: PersonalityTest; answers: Readonly<Record<string, Likert>> };

export function MockAnswersCard({ test, answers }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="mock-answers">
      <Stack gap="md">
        <Title order={2} size="h3" id="mock-answers">
          {t('profile:mock.answers', { count: test.items.length })}
        </Title>
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {test.items.map((item, index) => {
            const answer = answers[item.id];
            return (
              <Paper
                component="li"
                key={item.id}
                withBorder
                p="sm"
                radius="sm"
                data-testid="mock-answer"
              >
                <Stack gap={4}>
                  <Text size="sm">
                    {t('profile:mock.statement', {
                      n: index + 1,
                      text: t(`personality:items.${item.id as PersonalityItemId}`),
                    })}
                  </Text>
                  <Group gap="xs" wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {t('profile:mock.keyed', {
                        dimension: item.dimension,
                        letter: dimensionLetters[item.dimension][item.keyed === 'first' ? 0 : 1],
                      })}
                    </Text>
                    <Text size="sm" fw={600}>
                      {answer === undefined
                        ? t('profile:mock.unanswered')
                        : t('profile:mock.answer', {
                            value: answer,
                            label: t(`personality:scale.${answer}`),
                          })}
                    </Text>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
