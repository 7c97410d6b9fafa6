// The look backs the user saved (rewind_sessions), newest period first; each opens to its story and questions.
import { namespaces } from '@groeipad/i18n';
import type { StoredRecord } from '@groeipad/local-db';
import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readSavedRewind } from './look-back-records';
import { RewindStory } from './rewind-story';

export function PastRewinds({ records }: { records: readonly StoredRecord<'rewind_sessions'>[] }) {
  const { t, i18n } = useTranslation(namespaces);
  const saved = useMemo(() => records.map(readSavedRewind), [records]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack gap="xs" data-testid="past-rewinds">
      <Title order={3} size="h5">
        {t('insights:rewind.past.title')}
      </Title>
      {saved.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('insights:rewind.past.none')}
        </Text>
      ) : (
        <Accordion variant="separated" chevronPosition="right">
          {saved.map((rewind) => (
            <Accordion.Item key={rewind.id} value={rewind.id}>
              <Accordion.Control>
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {rewind.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('insights:rewind.past.savedOn', { date: date.format(rewind.savedAt) })}
                  </Text>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <RewindStory
                  lines={rewind.lines}
                  questions={rewind.questions}
                  highlight={rewind.highlight ? { text: rewind.highlight } : null}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
