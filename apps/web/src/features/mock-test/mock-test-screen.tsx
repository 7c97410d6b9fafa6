// /mock-test: fills the personality test with generated answers and shows the whole scoring, for demos.
// It reads and writes nothing: the answers live only in this screen's state.
import { LONG_TEST, SHORT_TEST, type MbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MockAnswersCard } from './mock-answers-card';
import { MockControls, type TestKind } from './mock-controls';
import { mockRun } from './mock-run';
import { MockScoringCard } from './mock-scoring-card';

const tests = { short: SHORT_TEST, long: LONG_TEST } as const;

/** Seed 1 first, so a demo starts the same way every time. */
const FIRST_SEED = 1;

export function MockTestScreen() {
  const { t } = useTranslation(namespaces);
  const [kind, setKind] = useState<TestKind>('short');
  const [seed, setSeed] = useState(FIRST_SEED);
  const [target, setTarget] = useState<MbtiType>();
  const test = tests[kind];
  const run = useMemo(() => mockRun(test, seed, target), [test, seed, target]);
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>{t('profile:mock.title')}</Title>
        <Text c="dimmed">{t('profile:mock.intro')}</Text>
      </Stack>
      <Card withBorder radius="md" p="lg">
        <MockControls
          kind={kind}
          seed={seed}
          target={target}
          onKind={setKind}
          onSeed={setSeed}
          onTarget={setTarget}
        />
      </Card>
      {run.score.ok ? (
        <MockScoringCard result={run.score.result} details={run.details} />
      ) : (
        <Alert color="red" role="alert">
          {t('profile:mock.incomplete', { count: run.score.missing.length })}
        </Alert>
      )}
      <MockAnswersCard test={test} answers={run.answers} />
    </Stack>
  );
}
