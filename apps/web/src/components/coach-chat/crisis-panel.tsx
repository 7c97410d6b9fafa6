// Shown instead of coaching when a message carries crisis signals: a calm word, who to call in the
// user's country (tap to call), a short grounding exercise and their own safety plan. Works offline.
import { namespaces } from '@groeipad/i18n';
import { Accordion, Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrisisEvent } from '@groeipad/coach';
import { EmergencyButton, telHref } from './crisis-reply';
import { SafetyPlanModal } from './safety-plan-modal';

type Props = { crisis: CrisisEvent; onDismiss: () => void };

function smsHref(sms: { number: string; keyword?: string }): string {
  return `sms:${sms.number}${sms.keyword ? `?body=${encodeURIComponent(sms.keyword)}` : ''}`;
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames(language, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function CrisisPanel({ crisis, onDismiss }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Alert
      color="red"
      variant="light"
      title={t('coach:crisis.title')}
      role="alert"
      data-testid="crisis-panel"
      data-level={crisis.assessment.level}
    >
      <CrisisHelp resources={crisis.resources} grounding={crisis.grounding} onDismiss={onDismiss} />
    </Alert>
  );
}

type HelpProps = Pick<CrisisEvent, 'resources' | 'grounding'> & { onDismiss?: () => void };

/** Who to call, grounding and the safety plan: in the crisis panel and behind "help now". */
export function CrisisHelp({ resources, grounding, onDismiss }: HelpProps) {
  const { t, i18n } = useTranslation(namespaces);
  const [planOpen, setPlanOpen] = useState(false);
  return (
    <>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('coach:crisis.emergencyTitle')}
          </Text>
          <Group gap="xs">
            {resources.emergency.map((emergency) => (
              <EmergencyButton
                key={`${emergency.kind}-${emergency.number}`}
                emergency={emergency}
                size="compact-sm"
                variant="filled"
              />
            ))}
          </Group>
          {resources.countrySource === 'language' && (
            <Text size="xs" c="dimmed">
              {t('coach:crisis.otherCountry', {
                country: countryName(resources.country, i18n.language),
              })}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" data-testid="crisis-resources">
          {resources.lines.map((line) => (
            <Stack key={line.name} gap={2}>
              <Text size="sm" fw={600}>
                {line.name}
              </Text>
              {line.description && <Text size="sm">{line.description}</Text>}
              <Group gap="xs">
                {line.phone && (
                  <Button component="a" href={telHref(line.phone)} size="compact-sm" color="red">
                    {t('coach:crisis.call', { number: line.phone })}
                  </Button>
                )}
                {line.sms && (
                  <Button
                    component="a"
                    href={smsHref(line.sms)}
                    size="compact-sm"
                    variant="light"
                    color="red"
                  >
                    {t('coach:crisis.sms', { number: line.sms.number })}
                  </Button>
                )}
                {line.url && (
                  <Button
                    component="a"
                    href={line.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="compact-sm"
                    variant="light"
                    color="red"
                  >
                    {t(line.chat ? 'coach:crisis.websiteChat' : 'coach:crisis.website')}
                  </Button>
                )}
              </Group>
              {(line.hours ?? line.free) && (
                <Text size="xs" c="dimmed">
                  {[line.hours, line.free ? t('coach:crisis.free') : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
        <Accordion variant="contained" radius="md">
          <Accordion.Item value="grounding">
            <Accordion.Control>{grounding.title}</Accordion.Control>
            <Accordion.Panel>
              <List type="ordered" spacing={4} size="sm">
                {grounding.steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Group gap="xs">
          <Button
            variant="light"
            color="red"
            onClick={() => setPlanOpen(true)}
            data-testid="safety-plan-open"
          >
            {t('coach:crisis.safetyPlan')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onDismiss}>
            {t('coach:crisis.dismiss')}
          </Button>
        </Group>
      </Stack>
      <SafetyPlanModal opened={planOpen} onClose={() => setPlanOpen(false)} />
    </>
  );
}
