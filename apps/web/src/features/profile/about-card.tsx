// About me: name, bio, location, website and privacy level; validated, and only changed fields are written.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import {
  BIO_MAX,
  PRIVACY_LEVELS,
  isPrivacyLevel,
  profileFormOf,
  profileFormPatch,
  type ProfileForm,
  type ProfileFormErrors,
} from './profile-form';
import { ProfileSection } from './profile-section';
import { updateUser, type UserRecord } from './profile-store';
import type { RunSave } from './use-save';

type Status = 'saved' | 'unchanged' | undefined;

export function AboutCard({ user, run }: { user: UserRecord; run: RunSave }) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [status, setStatus] = useState<Status>();
  const [saving, setSaving] = useState(false);

  function change<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) {
    setForm((before) => ({ ...before, [key]: value }));
    setErrors((before) => ({ ...before, [key]: undefined }));
    setStatus(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = profileFormPatch(user, form);
    if (!result.ok) return setErrors(result.errors);
    if (Object.keys(result.patch).length === 0) return setStatus('unchanged');
    setSaving(true);
    const saved = await run(() => updateUser(db, user, result.patch));
    setSaving(false);
    if (!saved) return;
    setForm((before) => ({ ...before, website: result.website }));
    setStatus('saved');
  }

  const error = (key: keyof ProfileForm) => {
    const code = errors[key];
    return code ? t(`profile:about.errors.${code}`, { max: BIO_MAX }) : undefined;
  };

  return (
    <ProfileSection id="profile-about" title={t('profile:about.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('profile:about.name')}
            description={t('profile:about.nameHint')}
            value={form.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={error('name')}
            autoComplete="name"
          />
          <Textarea
            label={t('profile:about.bio')}
            description={t('profile:about.bioCount', {
              length: form.bio.trim().length,
              max: BIO_MAX,
            })}
            value={form.bio}
            onChange={(event) => change('bio', event.currentTarget.value)}
            error={error('bio')}
            autosize
            minRows={3}
            maxRows={8}
          />
          <TextInput
            label={t('profile:about.location')}
            value={form.location}
            onChange={(event) => change('location', event.currentTarget.value)}
            error={error('location')}
          />
          <TextInput
            label={t('profile:about.website')}
            description={t('profile:about.websiteHint')}
            value={form.website}
            onChange={(event) => change('website', event.currentTarget.value)}
            error={error('website')}
            inputMode="url"
            autoComplete="url"
          />
          <Radio.Group
            label={t('profile:about.privacy')}
            description={t('profile:about.privacyHint')}
            value={form.privacyLevel}
            onChange={(value) => isPrivacyLevel(value) && change('privacyLevel', value)}
          >
            <Group mt="xs" gap="lg">
              {PRIVACY_LEVELS.map((level) => (
                <Radio
                  key={level}
                  value={level}
                  label={t(`profile:about.privacyLevels.${level}`)}
                />
              ))}
            </Group>
          </Radio.Group>
          <Group gap="sm">
            <Button type="submit" loading={saving}>
              {t('common:actions.save')}
            </Button>
            {status ? (
              <Text size="sm" c={status === 'saved' ? 'teal.8' : 'dimmed'} role="status">
                {t(`profile:about.status.${status}`)}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
