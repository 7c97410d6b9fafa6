// Empty state: no users record yet (onboarded before profiles existed), so offer to make one right here.
import { MBTI_TYPES, parseJsonObject, toMbtiType, type MbtiType } from '@groeipad/domain';
import { currentLanguage, namespaces } from '@groeipad/i18n';
import { firstOnboardingUserData } from '@groeipad/local-db';
import {
  Button,
  Card,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { NAME_MAX } from './profile-form';
import { createProfile } from './profile-store';
import { browserTimeZone } from '../../components/time-zone/time-zones';
import type { RunSave } from './use-save';

/** Name and type the onboarding flow remembered, to start the form from. */
function useOnboardingHints(): { name?: string; type?: MbtiType } | undefined {
  const { db } = useDatabase();
  const [hints, setHints] = useState<{ name?: string; type?: MbtiType }>();
  useEffect(() => {
    let active = true;
    firstOnboardingUserData(db)
      .then((userData) => {
        const data = parseJsonObject<{ name: unknown; mbtiType: unknown }>(userData);
        const name = typeof data.name === 'string' ? data.name : undefined;
        const type = typeof data.mbtiType === 'string' ? toMbtiType(data.mbtiType) : undefined;
        if (active) setHints({ ...(name ? { name } : {}), ...(type ? { type } : {}) });
      })
      .catch((error: unknown) => {
        console.error('Could not read the onboarding state', error);
        if (active) setHints({});
      });
    return () => {
      active = false;
    };
  }, [db]);
  return hints;
}

export function CreateProfileCard({ run }: { run: RunSave }) {
  const hints = useOnboardingHints();
  return hints ? <CreateProfileForm hints={hints} run={run} /> : null;
}

function CreateProfileForm({
  hints,
  run,
}: {
  hints: { name?: string; type?: MbtiType };
  run: RunSave;
}) {
  const { t, i18n } = useTranslation(namespaces);
  const { db } = useDatabase();
  const scheme = useComputedColorScheme('light');
  const [name, setName] = useState(hints.name ?? '');
  const [type, setType] = useState<MbtiType | null>(hints.type ?? null);
  const [error, setError] = useState<'type' | 'name'>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim().length > NAME_MAX) return setError('name');
    if (!type) return setError('type');
    setSaving(true);
    await run(
      () =>
        createProfile(db, {
          name,
          type,
          language: currentLanguage(i18n),
          timezone: browserTimeZone(),
          darkMode: scheme === 'dark',
        }),
      t('profile:create.saved'),
    );
    setSaving(false);
  }

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="profile-create">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="profile-create">
            {t('profile:create.title')}
          </Title>
          <Text>{t('profile:create.body')}</Text>
          <TextInput
            label={t('profile:about.name')}
            description={t('profile:about.nameHint')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error === 'name' ? t('profile:about.errors.nameTooLong') : undefined}
            autoComplete="name"
          />
          <Select
            label={t('profile:create.type')}
            placeholder={t('profile:create.typePlaceholder')}
            value={type}
            onChange={(value) => {
              setType(toMbtiType(value) ?? null);
              setError(undefined);
            }}
            data={MBTI_TYPES.map((code) => ({
              value: code,
              label: t('profile:create.typeOption', {
                type: code,
                title: t(`mbti:types.${code}.title`),
              }),
            }))}
            error={error === 'type' ? t('profile:create.typeRequired') : undefined}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
            {t('profile:create.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
