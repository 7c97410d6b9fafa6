// Keeps home's cards out of sight behind placeholders until every card's data has loaded, so nothing the
// person already sees jumps down while cards fill in (layout shift). A card that never settles (a failed
// read) cannot hide home: after REVEAL_AFTER_MS everything shows as it is.
import { useEffect, useState, type ReactNode } from 'react';

export const REVEAL_AFTER_MS = 1500;

export function RevealWhenSettled({
  settled,
  placeholder,
  children,
}: {
  settled: boolean;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    if (settled) return undefined;
    const timer = setTimeout(() => setWaitedLongEnough(true), REVEAL_AFTER_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  const shown = settled || waitedLongEnough;
  // Both layers share one grid cell: the cards lay themselves out (and load) underneath the placeholder.
  return (
    <div style={{ display: 'grid' }} aria-busy={shown ? undefined : true}>
      {shown ? null : (
        <div style={{ gridArea: '1 / 1' }} aria-hidden="true" data-testid="home-placeholder">
          {placeholder}
        </div>
      )}
      <div style={{ gridArea: '1 / 1', minWidth: 0, visibility: shown ? undefined : 'hidden' }}>
        {children}
      </div>
    </div>
  );
}
