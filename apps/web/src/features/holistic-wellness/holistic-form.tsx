// The holistic check form: the eight onboarding items (their texts and scoring) and the four deeper sections.
import {
  HOLISTIC_SECTIONS,
  LIKERT_VALUES,
  scoreHolistic,
  WELLNESS_ITEMS,
  type Likert,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDatabase } from '../../lib/database-context';
import type { CurrentUser } from '../../lib/use-current-user';
import { wallClock } from '../../lib/use-repository';
import { QuestionGroup, type GroupQuestion } from './question-group';
import { saveHolisticCheck } from '@groeipad/local-db';

type Props = { user: CurrentUser };

export function HolisticForm({ user }: Props) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Partial<Record<string, Likert>>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const core = useMemo(
    (): GroupQuestion[] =>
      WELLNESS_ITEMS.map(({ id }) => ({
        id,
        statement: t(`wellness:items.${id}.question`),
        options: LIKERT_VALUES.map((value) => ({
          value,
          label: t(`wellness:items.${id}.answers.${value}`),
        })),
      })),
    [t],
  );
  const scale = useMemo(
    () => LIKERT_VALUES.map((value) => ({ value, label: t(`wellnessCheck:scale.${value}`) })),
    [t],
  );

  const score = scoreHolistic(answers);
  const open = score.ok ? 0 : score.missing.length;
  const answer = (id: string, value: Likert) => setAnswers((prev) => ({ ...prev, [id]: value }));

  async function submit() {
    setTried(true);
    if (!score.ok) return;
    setBusy(true);
    setFailed(false);
    try {
      await saveHolisticCheck(db, {
        userId: user.id,
        mbtiType: user.mbtiType,
        answers: answers as Record<string, number>,
        result: score.result,
        now: wallClock(),
      });
      await navigate('/holistic-wellness');
    } catch (error) {
      console.error('Could not save the holistic check', error);
      setFailed(true);
      setBusy(false);
    }
  }

  const missingLabel = tried ? t('wellnessCheck:form.answerThis') : undefined;
  return (
    <Stack gap="xl">
      <Text>{t('wellnessCheck:form.intro')}</Text>
      <QuestionGroup
        title={t('wellnessCheck:form.coreTitle')}
        questions={core}
        answers={answers}
        onAnswer={answer}
        missingLabel={missingLabel}
      />
      {HOLISTIC_SECTIONS.map((section) => (
        <QuestionGroup
          key={section.id}
          title={t(`wellnessCheck:sections.${section.id}.title`)}
          questions={section.items.map((item) => ({
            id: item.id,
            statement: t(`wellnessCheck:items.${item.id}`),
            options: scale,
          }))}
          answers={answers}
          onAnswer={answer}
          missingLabel={missingLabel}
        />
      ))}
      {failed ? (
        <Alert color="red" role="alert">
          {t('wellnessCheck:form.error')}
        </Alert>
      ) : null}
      <Stack gap="xs">
        {open > 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="holistic-open">
            {t('wellnessCheck:form.open', { count: open })}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="wrap">
          <Button component={Link} to="/holistic-wellness" variant="subtle">
            {t('wellnessCheck:form.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {t('wellnessCheck:form.submit')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
