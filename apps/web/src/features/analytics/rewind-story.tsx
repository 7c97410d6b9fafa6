// A look back in words: the highlight in the user's own words, how it went, and questions to take along.
import { namespaces } from '@groeipad/i18n';
import { Blockquote, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  lines: readonly string[];
  questions: readonly string[];
  highlight: { text: string; date?: number } | null;
};

export function RewindStory({ lines, questions, highlight }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' });
  return (
    <Stack gap="md">
      {highlight ? (
        <Stack gap={4}>
          <Title order={4} size="h6">
            {t('insights:rewind.highlight')}
          </Title>
          <Blockquote
            color="teal"
            p="sm"
            cite={highlight.date === undefined ? undefined : date.format(highlight.date)}
            data-testid="rewind-highlight"
          >
            {highlight.text}
          </Blockquote>
        </Stack>
      ) : null}
      <Stack gap={4}>
        <Title order={4} size="h6">
          {t('insights:rewind.summary')}
        </Title>
        <Stack gap={4} data-testid="rewind-lines">
          {lines.map((line) => (
            <Text key={line} size="sm" lh={1.5}>
              {line}
            </Text>
          ))}
        </Stack>
      </Stack>
      {questions.length > 0 ? (
        <Stack gap={4}>
          <Title order={4} size="h6">
            {t('insights:rewind.questions')}
          </Title>
          <List type="ordered" size="sm" spacing={6} data-testid="rewind-questions">
            {questions.map((question) => (
              <List.Item key={question}>{question}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
