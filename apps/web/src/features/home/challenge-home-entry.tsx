// The second step of loading the home's challenge card (see challenge-home-slot.tsx).
import { lazy, Suspense, type ComponentProps } from 'react';

const ChallengeHomeCard = lazy(() =>
  import('./challenge-home-card').then((m) => ({ default: m.ChallengeHomeCard })),
);

export default function ChallengeHomeEntry(props: ComponentProps<typeof ChallengeHomeCard>) {
  return (
    <Suspense fallback={null}>
      <ChallengeHomeCard {...props} />
    </Suspense>
  );
}
