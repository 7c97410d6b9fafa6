// Writing the personal safety plan: one box per section, one item per line; it stays on this device.
import { safetyPlanSections } from '@groeipad/coach';
import type { SafetyPlan } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSafetyPlan, saveSafetyPlan } from '../../lib/coach/safety-plan-store';

type Section = (typeof safetyPlanSections)[number];
type Draft = Record<Section, string>;

function toDraft(plan: SafetyPlan): Draft {
  return Object.fromEntries(safetyPlanSections.map((id) => [id, plan[id].join('\n')])) as Draft;
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function SafetyPlanModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Modal opened={opened} onClose={onClose} title={t('coach:safetyPlan.title')} size="lg">
      {/* Mounted while open: each opening starts from the plan as stored. */}
      {opened && <SafetyPlanForm onClose={onClose} />}
    </Modal>
  );
}

function SafetyPlanForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(namespaces);
  const [draft, setDraft] = useState<Draft>(() => toDraft(readSafetyPlan()));
  const [state, setState] = useState<'idle' | 'saved' | 'invalid'>('idle');

  function save() {
    const plan: SafetyPlan = {
      ...readSafetyPlan(),
      ...(Object.fromEntries(safetyPlanSections.map((id) => [id, lines(draft[id])])) as Record<
        Section,
        string[]
      >),
      updatedAt: Date.now(),
    };
    try {
      saveSafetyPlan(plan);
      setState('saved');
    } catch {
      setState('invalid');
    }
  }

  return (
    <Stack gap="sm" data-testid="safety-plan">
      <Text size="sm">{t('coach:safetyPlan.intro')}</Text>
      {safetyPlanSections.map((id) => (
        <Textarea
          key={id}
          label={t(`coach:safetyPlan.sections.${id}.label`)}
          description={t(`coach:safetyPlan.sections.${id}.hint`)}
          autosize
          minRows={2}
          value={draft[id]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft((current) => ({ ...current, [id]: value }));
            setState('idle');
          }}
        />
      ))}
      <Text size="xs" c="dimmed">
        {t('coach:safetyPlan.onDevice')}
      </Text>
      {state === 'saved' && (
        <Alert color="teal" variant="light" role="status">
          {t('coach:safetyPlan.saved')}
        </Alert>
      )}
      {state === 'invalid' && (
        <Alert color="red" variant="light" role="alert">
          {t('coach:safetyPlan.invalid')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('coach:safetyPlan.close')}
        </Button>
        <Button onClick={save} data-testid="safety-plan-save">
          {t('coach:safetyPlan.save')}
        </Button>
      </Group>
    </Stack>
  );
}
