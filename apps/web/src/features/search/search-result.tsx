// One hit: kind icon, title and snippet with the matched words highlighted, kind, date, tags and mood.
import { moodEmoji, moodOf } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import type { SearchDocument, SearchHit } from '@groeipad/text';
import { Badge, Card, Group, Highlight, Stack, Text, ThemeIcon } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resultHref } from './result-link';
import { KIND_COLORS, SearchIcon } from './search-icons';

type Props = { hit: SearchHit; doc: SearchDocument | undefined };

const MAX_TAGS = 3;

export function SearchResult({ hit, doc }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const titleId = useId();
  const detailsId = useId();
  const title = hit.title.trim() === '' ? t(`search:result.untitled.${hit.kind}`) : hit.title;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(hit.date);
  const tags = doc?.tags.slice(0, MAX_TAGS) ?? [];
  return (
    <Card
      component={Link}
      to={resultHref(hit)}
      withBorder
      padding="md"
      aria-labelledby={titleId}
      aria-describedby={detailsId}
      data-kind={hit.kind}
      style={{ display: 'block' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={KIND_COLORS[hit.kind]} radius="xl" size="lg">
          <SearchIcon name={hit.kind} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Highlight
              id={titleId}
              highlight={hit.terms}
              fw={600}
              lh={1.3}
              style={{ overflowWrap: 'anywhere' }}
            >
              {title}
            </Highlight>
            {doc?.mood !== undefined ? (
              <Text
                fz={22}
                lh={1}
                role="img"
                aria-label={t('search:result.mood', { mood: t(`daily:mood.${moodOf(doc.mood)}`) })}
              >
                {moodEmoji(doc.mood)}
              </Text>
            ) : null}
          </Group>
          <div id={detailsId}>
            {hit.snippet === '' ? null : (
              <Highlight
                highlight={hit.terms}
                size="sm"
                c="dimmed"
                lh={1.5}
                style={{ overflowWrap: 'anywhere' }}
              >
                {hit.snippet}
              </Highlight>
            )}
            <Group gap={6} mt={6} wrap="wrap">
              <Badge variant="light" color={KIND_COLORS[hit.kind]} size="sm">
                {t(`search:kind.${hit.kind}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {date}
              </Text>
              {tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" size="sm" tt="none">
                  {t('search:result.tag', { tag })}
                </Badge>
              ))}
            </Group>
          </div>
        </Stack>
      </Group>
    </Card>
  );
}
