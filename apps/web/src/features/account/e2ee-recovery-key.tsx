// The recovery key, once: grouped in fours for reading and writing down, with copy and a .txt download.
import { namespaces } from '@groeipad/i18n';
import { Button, CopyButton, Group, Paper, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTextFile } from '../../lib/download-file';

export function RecoveryKey({ recoveryKey }: { recoveryKey: string }) {
  const { t, i18n } = useTranslation(namespaces);
  const groups = recoveryKey.split('-');

  function download() {
    const date = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date());
    downloadTextFile(
      t('account:e2ee.turnOnModal.fileName'),
      t('account:e2ee.turnOnModal.fileText', { key: recoveryKey, date }),
      'text/plain;charset=utf-8',
    );
  }

  return (
    <>
      <Paper withBorder radius="md" p="md">
        {/* Wraps between groups, never inside one, so a 360 px screen shows whole groups. */}
        <Text
          component="p"
          data-testid="recovery-key"
          ff="monospace"
          fz="lg"
          fw={700}
          ta="center"
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: '0.25rem',
            letterSpacing: '0.08em',
            margin: 0,
          }}
        >
          {groups.map((group, index) => (
            <Fragment key={index}>
              {index > 0 ? <span aria-hidden="true">-</span> : null}
              <span style={{ whiteSpace: 'nowrap' }}>{group}</span>
            </Fragment>
          ))}
        </Text>
      </Paper>
      <Group gap="sm" wrap="wrap">
        <CopyButton value={recoveryKey}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? t('account:e2ee.turnOnModal.copied') : t('account:e2ee.turnOnModal.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {t('account:e2ee.turnOnModal.download')}
        </Button>
      </Group>
    </>
  );
}
