// Where the challenge card sits on home. Its code loads after the first screen in two steps: a tiny entry,
// which then loads the card, so the first route carries neither the card nor the list of files it needs
// (`npm run bench:size`). The card gets the home's frame from here, so it does not share a chunk with home.
import type { MbtiType } from '@groeipad/domain';
import { lazy, Suspense } from 'react';
import { SectionCard } from './section-card';

const ChallengeHomeEntry = lazy(() => import('./challenge-home-entry'));

export function ChallengeHomeSlot({ userId, type }: { userId: string; type: MbtiType }) {
  return (
    <Suspense fallback={null}>
      <ChallengeHomeEntry userId={userId} type={type} Frame={SectionCard} />
    </Suspense>
  );
}
