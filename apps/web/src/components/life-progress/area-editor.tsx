// Editing one life area: progress slider, update frequency, notes, goals, achievements and milestones.
import {
  lifeAreaColor,
  nextUpdateDue,
  parseMilestones,
  parseStringList,
  UPDATE_FREQUENCIES,
  updateFrequencyOf,
  type LifeAreaName,
  type UpdateFrequency,
} from '@groeipad/domain';
import type { LifeAreasProgressRepository } from '@groeipad/local-db';
import { namespaces } from '@groeipad/i18n';
import { Badge, Button, Group, NativeSelect, Slider, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemListEditor } from './item-list-editor';
import { formatDate, MANTINE_COLOR } from './progress-format';
import type { ProgressRecord } from './use-life-progress';

type Props = {
  userId: string;
  area: LifeAreaName;
  record: ProgressRecord | undefined;
  actions: LifeAreasProgressRepository;
  /** Every write goes through here, so failures are reported in one place. */
  run: (write: Promise<unknown>) => Promise<boolean>;
};

export function AreaEditor({ userId, area, record, actions, run }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const stored = record?.progress_level ?? 0;
  const storedNotes = record?.notes ?? '';
  const [level, setLevel] = useState(stored);
  const [notes, setNotes] = useState(storedNotes);
  // Levels this editor wrote that the live record has not shown yet, oldest first. When the record
  // catches up with one of them the slider stays where the user already moved it on; any other new
  // value came from elsewhere (another tab, a sync) and replaces the slider. Notes are replaced only
  // when the stored notes themselves change, so a progress write never drops a note being typed. The
  // parent keys this editor by area, so choosing another area starts afresh.
  const [pending, setPending] = useState<number[]>([]);
  const [seen, setSeen] = useState({ stored, storedNotes });
  if (seen.stored !== stored || seen.storedNotes !== storedNotes) {
    setSeen({ stored, storedNotes });
    if (seen.stored !== stored) {
      const ours = pending.indexOf(stored);
      setPending(ours >= 0 ? pending.slice(ours + 1) : []);
      if (ours < 0) setLevel(stored);
    }
    if (seen.storedNotes !== storedNotes) setNotes(storedNotes);
  }

  function saveLevel(value: number) {
    setPending((list) => [...list, value]);
    void run(actions.setProgress(userId, area, value)).then((saved) => {
      if (!saved) setPending((list) => list.filter((v) => v !== value));
    });
  }
  const areaName = t(`progress:areas.${area}`);
  const color = lifeAreaColor(level);
  const frequency = updateFrequencyOf(record?.update_frequency);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} id={`progress-${area}`}>
            {t('progress:edit.progress', { area: areaName })}
          </Text>
          {/* An area never rated is not at "0 % · needs attention" until the user moves the slider. */}
          {record || level !== stored ? (
            <Badge variant="light" color={MANTINE_COLOR[color]}>
              {t('progress:edit.badge', { value: level, label: t(`progress:color.${color}`) })}
            </Badge>
          ) : (
            <Badge variant="light" color="gray">
              {t('progress:edit.unrated')}
            </Badge>
          )}
        </Group>
        <Slider
          value={level}
          min={0}
          max={100}
          step={5}
          color={MANTINE_COLOR[color]}
          thumbProps={{ 'aria-labelledby': `progress-${area}` }}
          onChange={setLevel}
          onChangeEnd={saveLevel}
        />
        <Text size="xs" c="dimmed">
          {record
            ? `${t('progress:edit.lastUpdated', { date: formatDate(record.last_updated, i18n.language) })} · ${t('progress:edit.nextDue', { date: formatDate(nextUpdateDue(record.last_updated, frequency), i18n.language) })}`
            : t('progress:edit.never')}
        </Text>
      </Stack>
      <NativeSelect
        label={t('progress:edit.frequency')}
        value={frequency}
        data={UPDATE_FREQUENCIES.map((value) => ({
          value,
          label: t(`progress:frequency.${value}`),
        }))}
        onChange={(event) =>
          void run(actions.setFrequency(userId, area, event.currentTarget.value as UpdateFrequency))
        }
      />
      <Stack gap="xs">
        <Textarea
          label={t('progress:edit.notes')}
          value={notes}
          autosize
          minRows={2}
          maxLength={5000}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            disabled={notes === storedNotes}
            onClick={() => void run(actions.setNotes(userId, area, notes))}
          >
            {t('progress:edit.saveNotes')}
          </Button>
        </Group>
      </Stack>
      <ItemListEditor
        title={t('progress:lists.goals')}
        placeholder={t('progress:lists.newGoal')}
        items={parseStringList(record?.goals).map((title) => ({ title }))}
        onAdd={(item) => run(actions.addToList(userId, area, 'goals', item))}
        onRemove={(item) => run(actions.removeFromList(userId, area, 'goals', item))}
      />
      <ItemListEditor
        title={t('progress:lists.achievements')}
        placeholder={t('progress:lists.newAchievement')}
        items={parseStringList(record?.achievements).map((title) => ({ title }))}
        onAdd={(item) => run(actions.addToList(userId, area, 'achievements', item))}
        onRemove={(item) => run(actions.removeFromList(userId, area, 'achievements', item))}
      />
      <ItemListEditor
        title={t('progress:lists.milestones')}
        placeholder={t('progress:lists.newMilestone')}
        items={parseMilestones(record?.milestones)}
        onAdd={(item) => run(actions.addMilestone(userId, area, item))}
        onRemove={(item) => run(actions.removeMilestone(userId, area, item))}
        onToggle={(item) => run(actions.toggleMilestone(userId, area, item))}
      />
    </Stack>
  );
}
