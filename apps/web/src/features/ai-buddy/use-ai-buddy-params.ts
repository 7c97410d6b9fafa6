// The AI buddy's user id and type for the current URL.
import { useSearchParams } from 'react-router';
import { parseAiBuddyParams, type AiBuddyParams } from './ai-buddy-params';

export function useAiBuddyParams(): AiBuddyParams {
  const [search] = useSearchParams();
  return parseAiBuddyParams(search);
}
