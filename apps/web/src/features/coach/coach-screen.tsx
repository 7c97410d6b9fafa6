// /ai-coaching and /personal-coach: the coach conversation for the person on this device. The personal
// coach also shows what the coach knows about them (the same summary a remote model may get).
import { namespaces } from '@groeipad/i18n';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CoachChat } from '../../components/coach-chat';
import { useCurrentUser } from '../../lib/use-current-user';
import { InteractionLog } from './interaction-log';
import { KnownContext } from './known-context';
import { COACH_PERSONA } from './personas';

type Props = { variant: 'coaching' | 'personal' };

export function CoachScreen({ variant }: Props) {
  const { t } = useTranslation(namespaces);
  const state = useCurrentUser();
  const screen = variant === 'coaching' ? 'aiCoaching' : 'personalCoach';
  return (
    <Stack gap="md" py="md" data-testid="coach-screen">
      <div>
        <Title order={1}>{t(`routes:screens.${screen}.title`)}</Title>
        <Text c="dimmed">{t(`routes:screens.${screen}.description`)}</Text>
      </div>
      {state.status === 'loading' && <Loader size="sm" />}
      {state.status === 'missing' && (
        <Stack gap="xs" align="flex-start">
          <Text>{t('coach:screen.noProfile')}</Text>
          <Button component={Link} to="/ai-buddy" variant="light">
            {t('coach:screen.tryBuddy')}
          </Button>
        </Stack>
      )}
      {state.status === 'ready' && (
        <>
          {variant === 'personal' && <KnownContext user={state.user} />}
          <CoachChat
            persona={COACH_PERSONA}
            contactId={COACH_PERSONA.id}
            contextType="coaching"
            user={state.user}
            coachName={t('coach:names.coach')}
            greeting={t('coach:greeting.coach', { name: state.user.name })}
          />
          {variant === 'personal' && <InteractionLog userId={state.user.id} />}
        </>
      )}
    </Stack>
  );
}

export function AiCoachingScreen() {
  return <CoachScreen variant="coaching" />;
}

export function PersonalCoachScreen() {
  return <CoachScreen variant="personal" />;
}
