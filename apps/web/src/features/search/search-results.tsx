// The list of hits, a page at a time, with the number found announced politely.
import { namespaces } from '@groeipad/i18n';
import type { SearchDocument, SearchHit } from '@groeipad/text';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchResult } from './search-result';

export const PAGE = 30;

type Props = {
  hits: readonly SearchHit[];
  docs: ReadonlyMap<string, SearchDocument>;
  /** The list was cut at this many hits. */
  limit: number;
  /** Heading text above the list. */
  heading: string;
};

export function SearchResults({ hits, docs, limit, heading }: Props) {
  const { t } = useTranslation(namespaces);
  const [shown, setShown] = useState(PAGE);
  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Text fw={600} role="status" aria-live="polite" data-testid="search-count">
        {heading}
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {hits.slice(0, shown).map((hit) => (
          <li key={hit.id}>
            <SearchResult hit={hit} doc={docs.get(hit.id)} />
          </li>
        ))}
      </Stack>
      {hits.length > shown ? (
        <Button
          variant="light"
          onClick={() => setShown((n) => n + PAGE)}
          style={{ alignSelf: 'center' }}
        >
          {t('search:results.more', { count: Math.min(PAGE, hits.length - shown) })}
        </Button>
      ) : null}
      {hits.length >= limit ? (
        <Text size="sm" c="dimmed" ta="center">
          {t('search:results.capped', { count: limit })}
        </Text>
      ) : null}
    </Stack>
  );
}
