// What a member can do about another member's message: write to them directly, block them (everywhere,
// and they are not told), or report the message to the room's moderators with a reason.
import { forgetAuthor, type CommunityMessage } from '@groeipad/local-db';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDatabase } from '../../lib/database-context';
import type { CommunityApi } from '../../lib/community/community-api';
import { dropFavourite, useFavourites } from '../../lib/community/use-favourites';
import {
  memberErrorKey,
  REPORT_REASONS,
  reportText,
  type ReportReason,
} from '../../lib/community/member-actions';
import { roomPath } from '../../components/community/room-name';

type Props = {
  message: CommunityMessage | null;
  api: CommunityApi;
  onClose: () => void;
};

type Step = 'menu' | 'block' | 'report' | 'blocked' | 'reported';

const NOTE_MAX = 400;

export function MemberSheet({ message, api, onClose }: Props) {
  const { t } = useTranslation(['community']);
  const { db } = useDatabase();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('menu');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState<ReportReason>('harassment');
  const [note, setNote] = useState('');
  const favourites = useFavourites(message !== null, api);

  function close() {
    if (busy) return;
    setStep('menu');
    setError(null);
    setNote('');
    setReason('harassment');
    onClose();
  }

  async function attempt(run: () => Promise<{ ok: boolean; error?: string }>, next?: Step) {
    setBusy(true);
    setError(null);
    try {
      const result = await run();
      if (!result.ok) {
        setError(t(memberErrorKey(result.error)));
        return false;
      }
      if (next) setStep(next);
      return true;
    } finally {
      setBusy(false);
    }
  }

  if (!message) return null;
  const name = message.author_name;

  async function writeTo() {
    let roomId: string | undefined;
    const ok = await attempt(async () => {
      const opened = await api.direct(message!.author_id);
      if (opened.ok) roomId = opened.value.roomId;
      return opened;
    });
    if (ok && roomId) {
      close();
      void navigate(roomPath(roomId));
    }
  }

  const block = () =>
    attempt(async () => {
      const result = await api.block(message.author_id);
      // Their messages already on this device go too; the server sends no new ones.
      if (result.ok) {
        dropFavourite(message.author_id);
        await forgetAuthor(db, message.author_id);
      }
      return result;
    }, 'blocked');

  const favourite = favourites.isFavourite(message.author_id);
  const toggleFavourite = () =>
    attempt(() =>
      favourites.toggle({
        id: message.author_id,
        displayName: message.author_name,
        mbtiType: message.author_type,
      }),
    );

  const report = () =>
    attempt(() => api.report(message.room_id, message.seq, reportText(reason, note)), 'reported');

  return (
    <Modal
      opened
      onClose={close}
      title={name}
      centered
      closeButtonProps={{ 'aria-label': t('community:member.close') }}
      data-testid="member-sheet"
    >
      <Stack gap="sm">
        {message.author_type && (
          <Badge variant="light" w="fit-content">
            {message.author_type}
          </Badge>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {step === 'menu' && (
          <Stack gap="xs">
            <Button onClick={() => void writeTo()} loading={busy}>
              {t('community:member.write', { name })}
            </Button>
            <Button
              variant="light"
              color="yellow"
              aria-pressed={favourite}
              onClick={() => void toggleFavourite()}
              disabled={busy || favourites.members === undefined}
              data-testid="member-favourite"
            >
              {favourite
                ? t('community:member.unfavourite', { name })
                : t('community:member.favourite', { name })}
            </Button>
            <Button variant="light" color="orange" onClick={() => setStep('report')}>
              {t('community:member.report')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setStep('block')}>
              {t('community:member.block', { name })}
            </Button>
          </Stack>
        )}
        {step === 'block' && (
          <Stack gap="sm">
            <Text size="sm">{t('community:member.blockExplain', { name })}</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setStep('menu')} disabled={busy}>
                {t('community:member.cancel')}
              </Button>
              <Button color="red" onClick={() => void block()} loading={busy}>
                {t('community:member.blockConfirm')}
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'report' && (
          <Stack gap="sm">
            {/* The message itself, as text, so the member sees what they report. */}
            <Paper withBorder p="xs" radius="md" data-testid="member-report-quote">
              <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }}>
                {message.body}
              </Text>
            </Paper>
            <Text size="sm">{t('community:member.reportExplain')}</Text>
            <Radio.Group
              label={t('community:member.reasonLabel')}
              value={reason}
              onChange={(value) => setReason(REPORT_REASONS.find((r) => r === value) ?? 'other')}
            >
              <Stack gap={6} mt={4}>
                {REPORT_REASONS.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={t(`community:member.reasons.${option}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('community:member.noteLabel')}
              description={t('community:member.noteHint')}
              value={note}
              maxLength={NOTE_MAX}
              autosize
              minRows={2}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setStep('menu')} disabled={busy}>
                {t('community:member.cancel')}
              </Button>
              <Button color="orange" onClick={() => void report()} loading={busy}>
                {t('community:member.reportSend')}
              </Button>
            </Group>
          </Stack>
        )}
        {(step === 'blocked' || step === 'reported') && (
          <Stack gap="sm">
            <Alert color="teal" variant="light" role="status" data-testid="member-done">
              {step === 'blocked'
                ? t('community:member.blockedDone', { name })
                : t('community:member.reportedDone')}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>{t('community:member.close')}</Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
