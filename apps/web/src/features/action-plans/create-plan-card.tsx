// The new-plan form: pick one of your open goals or type one, choose how many weeks and (optionally) a life area.
import { LEVENSGEBIEDEN, type LevensgebiedId } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  Button,
  Card,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import type { GoalSource } from './plan-record';
import { useGoalSources, type GoalOption } from './use-goal-sources';
import type { NewPlan } from './use-plan-actions';

const HORIZONS = ['2', '4', '8', '12'] as const;
type Horizon = (typeof HORIZONS)[number];

type Props = {
  userId: string;
  /** Prefilled goal, e.g. from a wellness suggestion (?goal=...). */
  initialGoal: string;
  /** true once the plan is stored (the form then clears). */
  onCreate: (request: NewPlan) => Promise<boolean>;
};

export function CreatePlanCard({ userId, initialGoal, onCreate }: Props) {
  const { t } = useTranslation(namespaces);
  const titleId = useId();
  const options = useGoalSources(userId, useNow(60_000));
  const [text, setText] = useState(initialGoal);
  const [picked, setPicked] = useState<GoalOption | null>(null);
  const [horizon, setHorizon] = useState<Horizon>('4');
  const [area, setArea] = useState<LevensgebiedId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const all = options ? [...options.daily, ...options.planning] : [];

  function pick(value: string | null) {
    const option = all.find((o) => o.value === value) ?? null;
    setPicked(option);
    if (option) {
      setText(option.text);
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const goal = text.trim();
    if (goal === '') {
      setError(t('insights:plans.create.goalRequired'));
      return;
    }
    const source: GoalSource = picked && picked.text === text ? picked.source : { kind: 'typed' };
    setBusy(true);
    const ok = await onCreate({ goal, source, horizonWeeks: Number(horizon), levensgebied: area });
    setBusy(false);
    if (ok) {
      setText('');
      setPicked(null);
    }
  }

  const group = (label: string, list: GoalOption[]) =>
    list.length > 0
      ? [{ group: label, items: list.map((o) => ({ value: o.value, label: o.text })) }]
      : [];

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t('insights:plans.create.title')}
          </Title>
          <Select
            label={t('insights:plans.create.pickLabel')}
            placeholder={
              all.length > 0
                ? t('insights:plans.create.pickPlaceholder')
                : t('insights:plans.create.pickEmpty')
            }
            disabled={all.length === 0}
            data={[
              ...group(t('insights:plans.create.groupDaily'), options?.daily ?? []),
              ...group(t('insights:plans.create.groupPlanning'), options?.planning ?? []),
            ]}
            value={picked?.value ?? null}
            onChange={pick}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('insights:plans.create.goalLabel')}
            placeholder={t('insights:plans.create.goalPlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autosize
            minRows={2}
            maxLength={500}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${titleId}-horizon`}>
              {t('insights:plans.create.horizonLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${titleId}-horizon`}
              value={horizon}
              onChange={setHorizon}
              data={HORIZONS.map((weeks) => ({
                value: weeks,
                label: t(`insights:plans.create.horizon.${weeks}`),
              }))}
              fullWidth
            />
          </Stack>
          <Select
            label={t('insights:plans.create.areaLabel')}
            placeholder={t('insights:plans.create.areaPlaceholder')}
            data={LEVENSGEBIEDEN.map((id) => ({ value: id, label: t(`daily:levensgebied.${id}`) }))}
            value={area}
            onChange={setArea}
            clearable
          />
          <Text size="xs" c="dimmed">
            {t('insights:plans.create.offlineNote')}
          </Text>
          <Button type="submit" loading={busy}>
            {t('insights:plans.create.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
