// /ai-buddy: the friendly buddy, usable before onboarding. The user id and type come from the URL
// (defaults 'anonymous' and ENFP); without a user in the URL, the person on this device if there is one.
import type { MbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CoachChat } from '../../components/coach-chat';
import { useCurrentUser } from '../../lib/use-current-user';
import { BUDDY_PERSONA } from './personas';

type Props = { userId: string; mbtiType: MbtiType };

export function BuddyScreen({ userId, mbtiType }: Props) {
  const { t } = useTranslation(namespaces);
  const [search] = useSearchParams();
  const state = useCurrentUser();
  const local = state.status === 'ready' && !search.has('user') ? state.user : null;
  const user = local
    ? { id: local.id, name: local.name, mbtiType: search.has('type') ? mbtiType : local.mbtiType }
    : { id: userId, name: null, mbtiType };
  return (
    <Stack
      gap="md"
      py="md"
      data-testid="buddy-screen"
      data-user-id={user.id}
      data-mbti-type={user.mbtiType}
    >
      <div>
        <Title order={1}>{t('routes:screens.aiBuddy.title')}</Title>
        <Text c="dimmed">{t('routes:aiBuddy.note', { type: user.mbtiType })}</Text>
      </div>
      {state.status === 'loading' ? (
        <Loader size="sm" />
      ) : (
        <CoachChat
          persona={BUDDY_PERSONA}
          contactId={BUDDY_PERSONA.id}
          contextType="chat"
          user={user}
          coachName={t('coach:names.buddy')}
          greeting={t(user.name ? 'coach:greeting.buddyNamed' : 'coach:greeting.buddy', {
            name: user.name,
          })}
        />
      )}
    </Stack>
  );
}
