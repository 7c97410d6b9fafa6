// Where the challenge card sits on home: its code and the challenge texts load after the first screen,
// so the first route stays as small as it was (`npm run bench:size`).
import type { MbtiType } from '@groeipad/domain';
import { lazy, Suspense } from 'react';

const ChallengeHomeCard = lazy(() =>
  Promise.all([
    import('../challenges/challenge-home-card'),
    import('../../app/i18n').then((m) => m.allTextsReady),
  ]).then(([m]) => ({ default: m.ChallengeHomeCard })),
);

export function ChallengeHomeSlot({ userId, type }: { userId: string; type: MbtiType }) {
  return (
    <Suspense fallback={null}>
      <ChallengeHomeCard userId={userId} type={type} />
    </Suspense>
  );
}
