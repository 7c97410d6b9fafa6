// A moderator's view of one room: the open reports with the messages around them and the reason, kept current live (reports filed, or closed by another moderator), and the actions hide, mute for a time, resolve, and the room's slow mode.
import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult, CommunityApi, OpenReport } from '../../lib/community/community-api';
import { REPORT_REASONS } from '../../lib/community/member-actions';
import type { ModerationFeed } from '../../lib/community/use-community-room';

export const MUTE_CHOICES = [
  { key: 'm15', minutes: 15 },
  { key: 'h1', minutes: 60 },
  { key: 'h24', minutes: 24 * 60 },
] as const;

export const SLOW_MODE_CHOICES = [
  { key: 'off', seconds: 0 },
  { key: 's10', seconds: 10 },
  { key: 's30', seconds: 30 },
  { key: 'm2', seconds: 120 },
] as const;

/** A stored reason ("unkind: words") split into its code, when it is one this version knows, and the words. */
export function splitReason(reason: string): {
  code: (typeof REPORT_REASONS)[number] | null;
  words: string;
} {
  const [head = '', ...rest] = reason.split(':');
  const code = REPORT_REASONS.find((known) => known === head.trim()) ?? null;
  return code ? { code, words: rest.join(':').trim() } : { code: null, words: reason };
}

type ModerationApi = Pick<CommunityApi, 'moderation' | 'hide' | 'resolve' | 'mute' | 'setSlowMode'>;

type Props = {
  roomId: string;
  api: ModerationApi;
  /** The room's live moderation news; without it the list is the one read when the panel opened. */
  live?: ModerationFeed;
};

type Loaded = { reports: OpenReport[]; slowModeSeconds: number };

/** Adds a report pushed live, once, in the order reports are listed (oldest first). */
export function withReport(reports: readonly OpenReport[], report: OpenReport): OpenReport[] {
  if (reports.some((known) => known.id === report.id)) return [...reports];
  return [...reports, report].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function ModerationPanel({ roomId, api, live }: Props) {
  const { t } = useTranslation(['community']);
  const [state, setState] = useState<Loaded | 'loading' | 'failed'>('loading');
  const [done, setDone] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  // Reports this moderator hid here stay in view with their note when the server closes them.
  const hiddenHere = useRef(new Set<string>());

  const load = useCallback(
    (isCurrent: () => boolean) =>
      api.moderation(roomId).then((result) => {
        if (!isCurrent()) return;
        // A failed reread keeps the list already shown.
        setState((shown) => (result.ok ? result.value : shown === 'loading' ? 'failed' : shown));
      }),
    [api, roomId],
  );

  useEffect(() => {
    let current = true;
    const isCurrent = () => current;
    void load(isCurrent);
    const stop = live?.((news) => {
      if (news.kind === 'connected') {
        void load(isCurrent);
        return;
      }
      setState((shown) => {
        if (typeof shown === 'string') return shown;
        const reports =
          news.kind === 'report'
            ? withReport(shown.reports, news.report)
            : shown.reports.filter(
                (report) =>
                  hiddenHere.current.has(report.id) || !news.reportIds.includes(report.id),
              );
        return { ...shown, reports };
      });
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [live, load]);

  async function act(result: Promise<ApiResult<unknown>>, after: () => void): Promise<boolean> {
    const answer = await result;
    setFailed(!answer.ok);
    if (answer.ok) after();
    return answer.ok;
  }

  if (state === 'loading')
    return <Loader size="sm" aria-label={t('community:moderation.loading')} />;
  if (state === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('community:moderation.failed')}
      </Alert>
    );
  }
  const slowKey =
    SLOW_MODE_CHOICES.find((choice) => choice.seconds === state.slowModeSeconds)?.key ?? 'off';
  return (
    <Stack gap="sm" data-testid="community-moderation">
      <Stack gap={4}>
        <Text size="sm" fw={600} id="community-slow-mode">
          {t('community:moderation.slowMode')}
        </Text>
        <SegmentedControl
          aria-labelledby="community-slow-mode"
          value={slowKey}
          data={SLOW_MODE_CHOICES.map((choice) => ({
            value: choice.key,
            label: t(`community:moderation.slow.${choice.key}`),
          }))}
          onChange={(key) => {
            const seconds = SLOW_MODE_CHOICES.find((choice) => choice.key === key)?.seconds ?? 0;
            void act(api.setSlowMode(roomId, seconds), () =>
              setState((shown) =>
                typeof shown === 'string' ? shown : { ...shown, slowModeSeconds: seconds },
              ),
            );
          }}
        />
      </Stack>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('community:moderation.failed')}
        </Alert>
      )}
      {state.reports.length === 0 && <Text c="dimmed">{t('community:moderation.none')}</Text>}
      {state.reports.map((report) => {
        const reported = report.context.find((message) => message.seq === report.seq);
        const why = splitReason(report.reason);
        const reasonText = [why.code ? t(`community:member.reasons.${why.code}`) : '', why.words]
          .filter(Boolean)
          .join(' · ');
        const remove = () =>
          setState((shown) =>
            typeof shown === 'string'
              ? shown
              : { ...shown, reports: shown.reports.filter((r) => r.id !== report.id) },
          );
        return (
          <Paper key={report.id} withBorder p="sm" radius="md" data-testid="community-report-item">
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('community:moderation.reason', { reason: reasonText || '—' })}
              </Text>
              {report.context.map((message) => (
                <Text
                  key={message.seq}
                  size="sm"
                  c={message.seq === report.seq ? undefined : 'dimmed'}
                  fw={message.seq === report.seq ? 600 : undefined}
                  aria-label={
                    message.seq === report.seq ? t('community:moderation.reported') : undefined
                  }
                >
                  {message.displayName}: {message.body}
                </Text>
              ))}
              {done[report.id] && (
                <Text size="xs" c="teal" role="status">
                  {done[report.id]}
                </Text>
              )}
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  color="red"
                  variant="light"
                  onClick={() => {
                    // Before the request: the server's live "closed" may arrive before its answer.
                    hiddenHere.current.add(report.id);
                    void act(api.hide(roomId, report.seq), () =>
                      setDone((d) => ({ ...d, [report.id]: t('community:moderation.hidden') })),
                    ).then((ok) => {
                      if (!ok) hiddenHere.current.delete(report.id);
                    });
                  }}
                >
                  {t('community:moderation.hide')}
                </Button>
                {reported && (
                  <Text size="sm" c="dimmed">
                    {t('community:moderation.mute', { name: reported.displayName })}:
                  </Text>
                )}
                {reported &&
                  MUTE_CHOICES.map((choice) => (
                    <Button
                      key={choice.key}
                      size="compact-sm"
                      variant="default"
                      aria-label={`${t('community:moderation.mute', { name: reported.displayName })} · ${t(`community:moderation.durations.${choice.key}`)}`}
                      onClick={() =>
                        void act(api.mute(roomId, reported.authorId, choice.minutes), () =>
                          setDone((d) => ({
                            ...d,
                            [report.id]: t('community:moderation.muted', {
                              name: reported.displayName,
                            }),
                          })),
                        )
                      }
                    >
                      {t(`community:moderation.durations.${choice.key}`)}
                    </Button>
                  ))}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => void act(api.resolve(roomId, report.id), remove)}
                >
                  {t('community:moderation.resolve')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
