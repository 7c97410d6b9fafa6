// The area's questionnaire: one statement per row on the five-point scale, all required, saved through the repository.
import {
  LIKERT_VALUES,
  levensgebiedItems,
  unansweredItems,
  type LevensgebiedId,
  type Likert,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LikertQuestion } from '../../components/likert-question';

type Props = {
  area: LevensgebiedId;
  /** Stores the answers; rejects when the write failed. */
  onSave: (answers: Record<string, Likert>) => Promise<void>;
};

export function QuestionnaireForm({ area, onSave }: Props) {
  const { t } = useTranslation(namespaces);
  const [answers, setAnswers] = useState<Record<string, Likert>>({});
  const [showMissing, setShowMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const items = levensgebiedItems(area);
  const missing = unansweredItems(area, answers);
  const options = LIKERT_VALUES.map((value) => ({
    value,
    label: t(`lifeAreas:scale.${value}`),
  }));

  async function submit() {
    setFailed(false);
    if (missing.length > 0) {
      setShowMissing(true);
      return;
    }
    setSaving(true);
    try {
      await onSave(answers);
      setAnswers({});
      setShowMissing(false);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-labelledby="questionnaire-heading"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="questionnaire-heading">
            {t('lifeAreas:questionnaire.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lifeAreas:questionnaire.hint')}
          </Text>
        </Stack>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="lg">
            {items.map((id, index) => (
              <LikertQuestion
                key={`${area}-${id}`}
                name={`${area}-${id}`}
                counter={t('lifeAreas:questionnaire.counter', {
                  number: index + 1,
                  total: items.length,
                })}
                statement={t(
                  `lifeAreas:items.${area}.${id}` as 'lifeAreas:items.financieen.overview',
                )}
                options={options}
                value={answers[id]}
                layout="stacked"
                onChange={(value) => setAnswers((current) => ({ ...current, [id]: value }))}
                error={
                  showMissing && missing.includes(id)
                    ? t('lifeAreas:questionnaire.required')
                    : undefined
                }
              />
            ))}
            {showMissing && missing.length > 0 ? (
              <Alert color="red" role="alert" data-testid="questionnaire-incomplete">
                {t('lifeAreas:questionnaire.incomplete', {
                  open: missing.length,
                  total: items.length,
                })}
              </Alert>
            ) : null}
            {failed ? (
              <Alert color="red" role="alert">
                {t('lifeAreas:questionnaire.saveFailed')}
              </Alert>
            ) : null}
            <Button type="submit" loading={saving} size="md">
              {t('lifeAreas:questionnaire.save')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
