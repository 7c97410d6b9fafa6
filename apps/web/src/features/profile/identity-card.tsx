// The top of the profile: avatar, display name, type and subscription.
import { displayName, subscriptionColor, subscriptionTier, type TierColor } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AvatarEditor } from './avatar-editor';
import type { UserRecord } from './profile-store';
import type { RunSave } from './use-save';

/** The spec's tier colours as Mantine palette names (Mantine has no 'purple' or 'gold'). */
const badgeColors: Record<TierColor, string> = {
  purple: 'grape',
  gold: 'yellow',
  blue: 'blue',
  gray: 'gray',
};

export function IdentityCard({ user, run }: { user: UserRecord; run: RunSave }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder radius="md" p="lg">
      <Stack align="center" gap="sm">
        <AvatarEditor user={user} run={run} />
        <Title order={2} ta="center" data-testid="profile-display-name">
          {displayName(user)}
        </Title>
        <Group gap="xs" justify="center">
          <Badge size="lg" variant="light">
            {user.mbti_type}
          </Badge>
          <Badge
            size="lg"
            variant="filled"
            color={badgeColors[subscriptionColor(user)]}
            data-testid="profile-subscription"
          >
            {t('profile:subscription.label', {
              tier: t(`profile:subscription.tiers.${subscriptionTier(user)}`),
            })}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
