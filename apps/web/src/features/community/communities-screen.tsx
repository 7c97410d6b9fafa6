// /communities as the spec draws it: a welcome line with the user's name and type, the live-platform banner and three ways in (the type's chat, all communities, challenges).
import { typeRoomId } from '@groeipad/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/use-current-user';
import { roomPath } from '../../components/community/room-name';

export function CommunitiesScreen() {
  const { t } = useTranslation(['community', 'routes']);
  const current = useCurrentUser();
  const user = current.status === 'ready' ? current.user : null;
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';
  return (
    <Stack gap="lg" maw={640} mx="auto" data-testid="communities-screen">
      <Title order={1}>{t('routes:screens.communities.title')}</Title>
      <Text size="lg" data-testid="community-welcome">
        {user && firstName
          ? t('community:welcome', { name: firstName, type: user.mbtiType })
          : t('community:welcomeNoName')}
      </Text>
      <Alert
        variant="light"
        color="teal"
        title={t('community:banner.title')}
        data-testid="community-live-banner"
      >
        {t('community:banner.body')}
      </Alert>
      <Stack gap="sm">
        <Button
          component={Link}
          to={user ? roomPath(typeRoomId(user.mbtiType)) : '/communities/all'}
          size="md"
          data-testid="community-type-chat"
        >
          {user
            ? t('community:actions.typeChat', { type: user.mbtiType })
            : t('community:actions.typeChatNoType')}
        </Button>
        <Button
          component={Link}
          to="/communities/all"
          size="md"
          variant="light"
          data-testid="community-all"
        >
          {t('community:actions.all')}
        </Button>
        <Button
          component={Link}
          to="/challenges"
          size="md"
          variant="default"
          data-testid="community-challenges"
        >
          {t('community:actions.challenges')}
        </Button>
        <Button
          component={Link}
          to="/discourse-support"
          size="sm"
          variant="subtle"
          data-testid="community-forum"
        >
          {t('community:actions.forum')}
        </Button>
      </Stack>
    </Stack>
  );
}
