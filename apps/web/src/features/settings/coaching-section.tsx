// The coaching choices of onboarding step 4 (how often, what to work on, the tone), shown and changed again.
import {
  COACH_TONES,
  COACHING_FREQUENCIES,
  COACHING_GOALS,
  type CoachingGoal,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingDefinitions } from './setting-definitions';
import { FIELD_WIDTH, SettingsSection } from './settings-section';
import type { SaveSetting } from './use-settings';

type Props = { values: ReadonlyMap<string, string> | undefined; save: SaveSetting };

/** The stored goals, or none when the record is missing or not a list of known goals. */
export function storedGoals(text: string | undefined): CoachingGoal[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return COACHING_GOALS.filter((goal) => parsed.includes(goal));
  } catch {
    return [];
  }
}

function oneOf<T extends string>(options: readonly T[], value: string | undefined, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

export function CoachingSection({ values, save }: Props) {
  const { t } = useTranslation(namespaces);
  const [goalsDraft, setGoalsDraft] = useState<CoachingGoal[]>();
  const stored = storedGoals(values?.get(settingDefinitions.coachingGoals.key));
  const goals = goalsDraft ?? stored;
  const loading = values === undefined;
  const frequency = oneOf(
    COACHING_FREQUENCIES,
    values?.get(settingDefinitions.coachingFrequency.key),
    'weekly',
  );
  const tone = oneOf(COACH_TONES, values?.get(settingDefinitions.coachTone.key), 'warm');

  async function chooseGoals(chosen: string[]) {
    const next = COACHING_GOALS.filter((goal) => chosen.includes(goal));
    setGoalsDraft(next);
    // At least one goal, as in onboarding: an empty choice is shown with its message and not stored.
    if (next.length === 0) return;
    if (await save(settingDefinitions.coachingGoals, JSON.stringify(next)))
      setGoalsDraft(undefined);
  }

  return (
    <SettingsSection id="settings-coaching" title={t('settings:coaching.title')}>
      <NativeSelect
        maw={FIELD_WIDTH}
        disabled={loading}
        label={t('onboarding:coaching.frequency')}
        description={t('settings:coaching.frequencyDescription')}
        value={frequency}
        onChange={(event) =>
          void save(settingDefinitions.coachingFrequency, event.currentTarget.value)
        }
        data={COACHING_FREQUENCIES.map((option) => ({
          value: option,
          label: t(`onboarding:coaching.frequencies.${option}`),
        }))}
      />
      <NativeSelect
        maw={FIELD_WIDTH}
        disabled={loading}
        label={t('onboarding:coaching.tone')}
        description={t(`onboarding:coaching.tones.${tone}.hint`)}
        value={tone}
        onChange={(event) => void save(settingDefinitions.coachTone, event.currentTarget.value)}
        data={COACH_TONES.map((option) => ({
          value: option,
          label: t(`onboarding:coaching.tones.${option}.label`),
        }))}
      />
      <Checkbox.Group
        label={t('onboarding:coaching.goals')}
        description={t('onboarding:coaching.goalsHint')}
        value={goals}
        onChange={(chosen) => void chooseGoals(chosen)}
        error={goalsDraft?.length === 0 ? t('settings:coaching.goalsRequired') : undefined}
      >
        <Stack gap="xs" mt="xs">
          {COACHING_GOALS.map((goal) => (
            <Checkbox
              key={goal}
              value={goal}
              disabled={loading}
              label={t(`onboarding:coaching.goalOptions.${goal}`)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </SettingsSection>
  );
}
