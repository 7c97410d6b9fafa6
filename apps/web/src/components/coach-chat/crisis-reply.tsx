// A stored crisis reply in the conversation: its numbers tappable, and the call buttons right under it,
// derived from the device's country so they come back after a reload (the panel itself is not stored).
import type { CrisisResources } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Fragment, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './coach-chat.module.css';

export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** Every number the resources name, longest first so '0800-0113' wins over '113'. */
function knownNumbers(resources: CrisisResources): string[] {
  const numbers = [
    ...resources.emergency.map((emergency) => emergency.number),
    ...resources.lines.flatMap((line) => (line.phone ? [line.phone] : [])),
  ];
  return [...new Set(numbers)].sort((a, b) => b.length - a.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text split into plain parts and the known numbers in it (only ours: nothing else becomes a link). */
export function splitNumbers(
  text: string,
  resources: CrisisResources,
): { text: string; number: boolean }[] {
  const numbers = knownNumbers(resources);
  if (numbers.length === 0) return [{ text, number: false }];
  const pattern = new RegExp(
    `(?<![\\d+-])(${numbers.map(escape).join('|')})(?![\\d-]\\d|\\d)`,
    'g',
  );
  const parts: { text: string; number: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), number: false });
    parts.push({ text: match[0], number: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), number: false });
  return parts;
}

export function CrisisReplyText({ text, resources }: { text: string; resources: CrisisResources }) {
  return (
    <Text className={classes.text}>
      {splitNumbers(text, resources).map((part, index) =>
        part.number ? (
          <Anchor key={index} href={telHref(part.text)} fw={600} inherit>
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}

type Emergency = CrisisResources['emergency'][number];

/** A button that calls an emergency number, labelled with the number and what it is for. */
export function EmergencyButton({
  emergency,
  size,
  variant,
}: {
  emergency: Emergency;
  size: 'compact-sm' | 'compact-md';
  variant: 'filled' | 'light';
}) {
  const { t } = useTranslation(namespaces);
  return (
    <Button
      component="a"
      href={telHref(emergency.number)}
      size={size}
      color="red"
      variant={variant}
    >
      {t('coach:crisis.emergencyCall', { number: emergency.number, label: emergency.label })}
    </Button>
  );
}

/** The emergency number and the first line to call, as large buttons under the crisis reply. */
export function CrisisCallRow({
  resources,
  ref,
}: {
  resources: CrisisResources;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation(namespaces);
  const line = resources.lines.find((candidate) => candidate.phone);
  return (
    <Group ref={ref} gap="xs" data-testid="crisis-call" className={classes.scrollTarget}>
      {line?.phone && (
        <Button component="a" href={telHref(line.phone)} size="compact-md" color="red">
          {t('coach:crisis.call', { number: line.phone })}
        </Button>
      )}
      {resources.emergency.slice(0, 1).map((emergency) => (
        <EmergencyButton
          key={`${emergency.kind}-${emergency.number}`}
          emergency={emergency}
          size="compact-md"
          variant="light"
        />
      ))}
    </Group>
  );
}
