// One challenge as a card in a list (today's picks, runs, the library, the community's week), labelled by its
// title and marked with its id for tests.
import { Card } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { challengeId: string; titleId: string; testId: string; children: ReactNode };

export function ChallengeArticle({ challengeId, titleId, testId, children }: Props) {
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={titleId}
      data-testid={testId}
      data-challenge-id={challengeId}
    >
      {children}
    </Card>
  );
}
