// Formatting helpers of the imagination screen: dates in the interface language, answers by step id.
import { imaginationStepId, type ImaginationStepId } from '@groeipad/coach';
import type { ImaginationSessionData } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useContentLanguage } from './use-imagination';

/** A medium date ("14 nov 2023") in the interface language. */
export function useDateFormat(): (ms: number) => string {
  const language = useContentLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return (ms: number) => format.format(ms);
  }, [language]);
}

/** The saved answers of a session keyed by step id, as the coach's inspiration draft takes them. */
export function responsesOf(
  data: ImaginationSessionData,
): Partial<Record<ImaginationStepId, string>> {
  const responses: Partial<Record<ImaginationStepId, string>> = {};
  for (const exchange of data.exchanges) {
    const id = imaginationStepId(exchange.step);
    if (id) responses[id] = exchange.response;
  }
  return responses;
}
