// Today as this device sees it now (its zone), refreshed each minute: the day's picks and "done today" move on at midnight.
import { dayKey, type Today } from '@groeipad/domain';
import { useMemo } from 'react';
import { deviceTimeZone } from './use-challenge-progress';
import { useNow } from '../use-now';

export function useToday(): Today {
  const now = useNow(60_000);
  const timeZone = deviceTimeZone();
  const localDate = dayKey(now, timeZone);
  return useMemo(() => ({ localDate, timeZone, at: now }), [localDate, timeZone, now]);
}
