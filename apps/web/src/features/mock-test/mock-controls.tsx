// Demo controls: which test, the seed, an optional target type, and "new seed".
import { MBTI_TYPES, toMbtiType, type MbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Group, NativeSelect, SegmentedControl, TextInput, Input } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSeed, parseSeed } from './mock-run';

export type TestKind = 'short' | 'long';

type Props = {
  kind: TestKind;
  seed: number;
  target: MbtiType | undefined;
  onKind: (kind: TestKind) => void;
  onSeed: (seed: number) => void;
  onTarget: (target: MbtiType | undefined) => void;
};

export function MockControls({ kind, seed, target, onKind, onSeed, onTarget }: Props) {
  const { t } = useTranslation(namespaces);
  const [seedText, setSeedText] = useState(String(seed));
  const [seedError, setSeedError] = useState(false);
  const [shownSeed, setShownSeed] = useState(seed);
  if (shownSeed !== seed) {
    // "New seed" changed it from outside the field: show the new value.
    setShownSeed(seed);
    setSeedText(String(seed));
    setSeedError(false);
  }
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Input.Wrapper label={t('profile:mock.test')} labelElement="div">
        <SegmentedControl
          aria-label={t('profile:mock.test')}
          value={kind}
          onChange={(value) => onKind(value === 'long' ? 'long' : 'short')}
          data={[
            { value: 'short', label: t('profile:mock.tests.short') },
            { value: 'long', label: t('profile:mock.tests.long') },
          ]}
        />
      </Input.Wrapper>
      <TextInput
        label={t('profile:mock.seed')}
        value={seedText}
        inputMode="numeric"
        w={140}
        error={seedError ? t('profile:mock.seedInvalid') : undefined}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setSeedText(text);
          const parsed = parseSeed(text);
          setSeedError(parsed === undefined);
          if (parsed !== undefined) {
            setShownSeed(parsed);
            onSeed(parsed);
          }
        }}
      />
      <NativeSelect
        label={t('profile:mock.target')}
        value={target ?? ''}
        onChange={(event) => onTarget(toMbtiType(event.currentTarget.value))}
        data={[
          { value: '', label: t('profile:mock.noTarget') },
          ...MBTI_TYPES.map((type) => ({ value: type, label: type })),
        ]}
      />
      <Button variant="light" onClick={() => onSeed(nextSeed())}>
        {t('profile:mock.newSeed')}
      </Button>
    </Group>
  );
}
