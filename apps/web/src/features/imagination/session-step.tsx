// One step of a running session: its prompt, the person's answer, the reflection once saved, back and next.
import {
  assessSafety,
  imaginationScript,
  inspirationFromSession,
  reflectOnStep,
} from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { exchangeAt, readSessionData } from '@groeipad/local-db';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrisisPanel } from '../../components/coach-chat';
import { deviceCountry } from '../../lib/coach/coach-context';
import type { CurrentUser } from '../../lib/use-current-user';
import type { Navigate } from './imagination-params';
import { responsesOf } from './imagination-format';
import { ActionError } from './imagination-states';
import classes from './imagination.module.css';
import { ReflectionCard } from './reflection-card';
import { StepProgress } from './step-progress';
import { useAction } from './use-action';
import {
  useContentLanguage,
  useImaginationRepositories,
  type SessionRecord,
} from './use-imagination';

type Props = {
  session: SessionRecord;
  user: CurrentUser;
  go: Navigate;
  onFinishing: (finishing: boolean) => void;
};

export function SessionStep({ session, user, go, onFinishing }: Props) {
  const { t } = useTranslation(namespaces);
  const language = useContentLanguage();
  const { sessions, inspirations } = useImaginationRepositories(user.id);
  const { levensgebied } = session;
  const script = useMemo(
    () => imaginationScript({ language, levensgebied }),
    [language, levensgebied],
  );
  const data = readSessionData(session.session_data);
  const total = data.step_count;
  const index = Math.min(session.step, script.steps.length - 1);
  const step = script.steps[index];
  const saved = exchangeAt(data, session.step);
  // The prompt the person answered stays what they saw, even if the language changed since.
  const prompt = saved?.ai_query ?? step?.prompt ?? '';
  const [text, setText] = useState(saved?.response ?? '');
  const dirty = text !== (saved?.response ?? '');
  const isLast = session.step >= total - 1;
  const action = useAction();
  // Tagged with its step: another step's answer decides for itself.
  const [safety, setSafety] = useState<{ step: number; crisis: ReturnType<typeof assessSafety> }>({
    step: session.step,
    crisis: null,
  });
  const crisis = safety.step === session.step ? safety.crisis : null;
  const setCrisis = (found: ReturnType<typeof assessSafety>) =>
    setSafety({ step: session.step, crisis: found });

  const save = () =>
    action.run(() => {
      const response = text.trim();
      // Safety first, as in the coach: a crisis answer gets resources, not a reflection on it.
      const crisis = assessSafety(response, language, deviceCountry());
      setCrisis(crisis);
      const reflection =
        crisis?.reply ??
        reflectOnStep({
          language,
          levensgebied,
          step: index,
          response,
          mbtiType: user.mbtiType,
        });
      setText(response);
      return sessions.saveStep(session.id, {
        step: session.step,
        ai_query: prompt,
        response,
        ai_response: reflection,
      });
    });
  const finish = async () => {
    onFinishing(true);
    let inspirationId = '';
    const ok = await action.run(async () => {
      await sessions.finish(session.id);
      const draft = inspirationFromSession({
        language,
        levensgebied,
        responses: responsesOf(data),
      });
      inspirationId = (await inspirations.createFromSession(session.id, draft)).id;
    });
    if (ok) go({ kind: 'inspiration', id: inspirationId });
    else onFinishing(false);
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="imagination-session">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} className={classes.title}>
            {session.session_title}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => go({ kind: 'overview', filter: 'all' })}
          >
            {t('imagination:session.pause')}
          </Button>
        </Group>
        <StepProgress step={session.step} total={total} />
        <Title order={2} size="h3">
          {step?.title}
        </Title>
        <Text className={classes.prompt} data-testid="imagination-prompt">
          {prompt}
        </Text>
        {session.step === 0 ? (
          <Text size="sm" c="dimmed">
            {t('imagination:safety')}
          </Text>
        ) : null}
        <Textarea
          label={t('imagination:session.responseLabel')}
          placeholder={t('imagination:session.responsePlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
        />
        <Group gap="sm">
          <Button
            onClick={() => void save()}
            disabled={!dirty || text.trim() === ''}
            loading={action.pending}
          >
            {t('imagination:session.save')}
          </Button>
          {saved && dirty ? (
            <Text size="sm" c="dimmed">
              {t('imagination:session.unsaved')}
            </Text>
          ) : null}
        </Group>
        {crisis ? <CrisisPanel crisis={crisis} onDismiss={() => setCrisis(null)} /> : null}
        {saved && !dirty ? <ReflectionCard text={saved.ai_response} /> : null}
        <ActionError error={action.error} />
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            onClick={() => void action.run(() => sessions.back(session.id))}
            disabled={session.step === 0 || action.pending}
          >
            {t('imagination:session.back')}
          </Button>
          {isLast ? (
            <Button onClick={() => void finish()} disabled={!saved || dirty || action.pending}>
              {t('imagination:session.finish')}
            </Button>
          ) : (
            <Button
              onClick={() => void action.run(() => sessions.advance(session.id))}
              disabled={!saved || dirty || action.pending}
            >
              {t('imagination:session.next')}
            </Button>
          )}
        </Group>
        {saved ? null : (
          <Text size="xs" c="dimmed">
            {t('imagination:session.saveFirst')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
