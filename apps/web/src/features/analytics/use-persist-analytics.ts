// Keeps journaling_analytics in step with what the screen shows.
import type { AnalyticsValues } from '@groeipad/domain';
import { journalingAnalyticsRepository } from '@groeipad/local-db';
import { useEffect, useRef } from 'react';
import { useBoundRepository } from '../../lib/use-repository';

/**
 * The issue asks for journaling analytics "computed locally per day/week/month" in the journaling_analytics
 * table so they sync later. The values are computed on this screen anyway, so the viewed period's values are
 * stored here: one record per user + period + start day, written only when a value changed (never per
 * render). A failed write is only logged: the table is a derived copy that the next visit writes again, and
 * the screen shows the values computed from the records either way.
 */
export function usePersistAnalytics(userId: string, values: AnalyticsValues | undefined): void {
  const repo = useBoundRepository(journalingAnalyticsRepository, userId);
  const written = useRef<string | undefined>(undefined);
  const signature = values ? JSON.stringify(values) : undefined;
  useEffect(() => {
    if (!values || signature === undefined || written.current === signature) return;
    written.current = signature;
    repo.save(userId, values).catch((error: unknown) => {
      written.current = undefined;
      console.error('Saving journaling analytics failed', error);
    });
    // `signature` stands for `values`: a new object with the same numbers must not write again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [repo, userId, signature]);
}
