// How a challenge is done today: "Gedaan" for one the member ticks, the rule and the way there for one that
// completes itself; once done, the done state (and undo for a manual tick of today).
import { completesItself, type CatalogueChallenge } from '@groeipad/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHALLENGE_NAMESPACES, challengeDoneHint } from './challenge-texts';
import { completionPath } from './completion-link';

const CHECK = '✓';

type Props = {
  challenge: CatalogueChallenge;
  doneToday: boolean;
  onDone: () => Promise<unknown>;
  onUndo: () => Promise<unknown>;
  /** The label of the manual button ("Gedaan" in today's list, "Vandaag gedaan" for a run). */
  doneLabel?: string;
};

export function DoneControls({ challenge, doneToday, onDone, onUndo, doneLabel }: Props) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const auto = completesItself(challenge);
  const path = completionPath(challenge.completesBy);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch (error) {
      console.error('Saving a challenge day failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      {auto ? (
        <Text size="sm" c="dimmed">
          {t('challenges:ui.today.autoHint', { hint: challengeDoneHint(t, challenge) })}
        </Text>
      ) : null}
      <Group gap="sm" wrap="wrap">
        {doneToday ? (
          <Badge color="teal" size="lg" variant="light" data-testid="challenge-done-today">
            {CHECK} {t('challenges:ui.today.doneToday')}
          </Badge>
        ) : auto ? (
          path ? (
            <Button component={Link} to={path} variant="light" size="sm">
              {t(`challenges:ui.kindLinks.${challenge.completesBy.kind as 'journal_entry'}`)}
            </Button>
          ) : null
        ) : (
          <Button size="sm" loading={busy} onClick={() => void run(onDone)}>
            {doneLabel ?? t('challenges:ui.today.done')}
          </Button>
        )}
        {doneToday && !auto ? (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={busy}
            onClick={() => void run(onUndo)}
          >
            {t('challenges:ui.today.undo')}
          </Button>
        ) : null}
      </Group>
      {failed ? (
        <Text size="sm" c="red" role="alert">
          {t('challenges:ui.today.saveFailed')}
        </Text>
      ) : null}
    </Stack>
  );
}
