// Retake the test in a modal (full screen on phones): pick short or long, answer, then see and keep the new result.
import {
  LONG_TEST,
  SHORT_TEST,
  scorePersonality,
  type Likert,
  type PersonalityResult,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { recordTestResult, type ProfileRecord, type UserRecord } from './profile-store';
import { ResultSummary } from './result-summary';
import { RetakeQuestions } from './retake-questions';
import type { RunSave } from './use-save';

const tests = { short: SHORT_TEST, long: LONG_TEST } as const;
type TestKind = keyof typeof tests;

type Props = {
  opened: boolean;
  onClose: () => void;
  user: UserRecord;
  latest: ProfileRecord | undefined;
  run: RunSave;
};

export function RetakeModal({ opened, onClose, ...rest }: Props) {
  const { t } = useTranslation(namespaces);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile:retake.title')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened ? <RetakeFlow onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function RetakeFlow({ onClose, user, latest, run }: Omit<Props, 'opened'>) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const [kind, setKind] = useState<TestKind>('short');
  const [started, setStarted] = useState(false);
  const [answers, setAnswers] = useState<Partial<Record<string, Likert>>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [result, setResult] = useState<PersonalityResult>();
  const [saving, setSaving] = useState(false);
  const test = tests[kind];

  async function finish() {
    const scored = scorePersonality(test, answers);
    if (!scored.ok) {
      setMissing(scored.missing);
      document
        .getElementById(`retake-${scored.missing[0] ?? ''}`)
        ?.scrollIntoView({ block: 'center' });
      return;
    }
    setSaving(true);
    const saved = await run(
      () => recordTestResult(db, user, latest, scored.result, answers as Record<string, Likert>),
      t('profile:retake.saved'),
    );
    setSaving(false);
    if (saved) setResult(scored.result);
  }

  if (result) {
    return (
      <Stack gap="lg">
        <ResultSummary result={result} />
        <Group>
          <Button onClick={onClose}>{t('profile:retake.done')}</Button>
        </Group>
      </Stack>
    );
  }

  if (!started) {
    return (
      <Stack gap="md">
        <Text>{t('profile:retake.intro')}</Text>
        <Radio.Group
          label={t('profile:retake.chooseTest')}
          value={kind}
          onChange={(value) => (value === 'long' || value === 'short') && setKind(value)}
        >
          <Stack mt="xs" gap="sm">
            {(['short', 'long'] as const).map((option) => (
              <Radio
                key={option}
                value={option}
                label={t(`profile:retake.tests.${option}`, { n: tests[option].items.length })}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button onClick={() => setStarted(true)}>{t('profile:retake.start')}</Button>
        </Group>
      </Stack>
    );
  }

  const answered = test.items.filter((item) => answers[item.id] !== undefined).length;
  return (
    <Stack gap="lg">
      <RetakeQuestions
        test={test}
        answers={answers}
        missing={missing}
        onAnswer={(id, value) => {
          setAnswers((before) => ({ ...before, [id]: value }));
          setMissing((before) => before.filter((other) => other !== id));
        }}
      />
      {missing.length > 0 ? (
        <Text c="red.8" role="alert">
          {t('profile:retake.missing', { count: missing.length })}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('profile:retake.progress', { answered, total: test.items.length })}
        </Text>
        <Button onClick={() => void finish()} loading={saving}>
          {t('profile:retake.finish')}
        </Button>
      </Group>
    </Stack>
  );
}
