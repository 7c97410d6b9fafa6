// Where the challenge card sits on home: its code loads after the first screen, so the first route does not grow.
import type { MbtiType } from '@groeipad/domain';
import { lazy, Suspense } from 'react';

const ChallengeHomeCard = lazy(() =>
  import('./challenge-home-card').then((m) => ({ default: m.ChallengeHomeCard })),
);

export function ChallengeHomeSlot({ userId, type }: { userId: string; type: MbtiType }) {
  return (
    <Suspense fallback={null}>
      <ChallengeHomeCard userId={userId} type={type} />
    </Suspense>
  );
}
