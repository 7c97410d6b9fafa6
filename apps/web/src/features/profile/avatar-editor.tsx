// Avatar: the uploaded picture or the local initials avatar, with upload (validated, downscaled) and remove.
import { displayName, initialsAvatar, profileUpdateColumns } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import {
  AVATAR_TYPES,
  AvatarDecodeError,
  avatarFileProblem,
  downscaleAvatar,
  type AvatarFileProblem,
} from './avatar-image';
import { updateUser, type UserRecord } from './profile-store';
import type { RunSave } from './use-save';

type Problem = AvatarFileProblem | 'decode';

export function AvatarEditor({ user, run }: { user: UserRecord; run: RunSave }) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);
  const name = displayName(user);

  async function upload(file: File | null) {
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    setBusy(true);
    try {
      const dataUrl = await downscaleAvatar(file);
      await run(
        () => updateUser(db, user, profileUpdateColumns({ avatarUrl: dataUrl })),
        t('profile:avatar.saved'),
      );
    } catch (error) {
      if (!(error instanceof AvatarDecodeError)) throw error;
      setProblem('decode');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack align="center" gap="sm">
      <Avatar
        src={user.avatar_url ?? initialsAvatar(name, { size: 256 })}
        alt={t('profile:avatar.alt', { name })}
        size={112}
        radius={999}
        data-testid="profile-avatar"
        data-custom={user.avatar_url ? 'true' : 'false'}
      />
      <Group gap="xs" justify="center">
        <FileButton onChange={(file) => void upload(file)} accept={AVATAR_TYPES.join(',')}>
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={busy}>
              {t('profile:avatar.upload')}
            </Button>
          )}
        </FileButton>
        {user.avatar_url ? (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => {
              setProblem(undefined);
              void run(
                () => updateUser(db, user, { avatar_url: undefined }),
                t('profile:avatar.removed'),
              );
            }}
          >
            {t('profile:avatar.useInitials')}
          </Button>
        ) : null}
      </Group>
      {problem ? (
        <Text size="sm" c="red.8" role="alert" ta="center">
          {t(`profile:avatar.problems.${problem}`)}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" ta="center">
          {t('profile:avatar.hint')}
        </Text>
      )}
    </Stack>
  );
}
