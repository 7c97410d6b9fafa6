// A reflective question for today that suits the user's type, to write about or to take to the coach.
import { dailyPrompt, journalDayIndex, promptsForType, type MbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from './section-card';

export function CoachPromptCard({ type, now }: { type: MbtiType; now: number }) {
  const { t } = useTranslation(namespaces);
  const day = journalDayIndex(now);
  const prompts = promptsForType(type, day);
  const today = dailyPrompt(type, day);
  // "Another question" walks on through the type's own prompts, starting from today's.
  const [step, setStep] = useState(0);
  const start = Math.max(0, prompts.indexOf(today));
  const prompt = prompts[(start + step) % prompts.length] ?? today;
  return (
    <SectionCard id="home-coach" title={t('home:coach.title')} testId="home-coach">
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="lg" fw={500} data-testid="home-coach-prompt" aria-live="polite">
            {t(`journal:prompts.${prompt}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('home:coach.forType', { type })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={`/journaling/new?prompt=${prompt}`}>
            {t('home:coach.write')}
          </Button>
          <Button component={Link} to="/ai-coaching" variant="light">
            {t('home:coach.talk')}
          </Button>
          <Button variant="subtle" color="gray" onClick={() => setStep((n) => n + 1)}>
            {t('home:coach.another')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
