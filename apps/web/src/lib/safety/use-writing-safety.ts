// The one crisis check on text a user writes outside a conversation (the journal): the same assessSafety the coach runs, on the text once typing pauses.
import { assessSafety, type CrisisEvent } from '@groeipad/coach';
import { normalizeLanguage } from '@groeipad/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceCountry } from '../coach/coach-context';
import { useWarmUpSafety } from '../coach/warm-up';

/** How long typing must pause before the text is checked: no notice flickers in mid-sentence. */
export const WRITING_CHECK_DELAY_MS = 900;

const rank = { none: 0, concern: 1, crisis: 2 } as const;

export type WritingSafety = {
  /** What the check found in the text as it stands, unless the user dismissed that level. */
  crisis: CrisisEvent | null;
  /** Hides the notice until the text shows a higher level than the one dismissed. */
  dismiss: () => void;
};

/**
 * Checks `text` with the shared crisis check once typing pauses. Nothing is stored or sent: the
 * result lives in this component only. A dismissed concern comes back only when the text turns into
 * a crisis; a dismissed crisis stays dismissed for this text's editor.
 */
export function useWritingSafety(text: string): WritingSafety {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  const [checked, setChecked] = useState<CrisisEvent | null>(null);
  const [dismissed, setDismissed] = useState<CrisisEvent['assessment']['level']>('none');
  useWarmUpSafety();
  const empty = text.trim() === '';

  useEffect(() => {
    if (empty) return;
    const timer = setTimeout(() => {
      setChecked(assessSafety(text, language, deviceCountry()));
    }, WRITING_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, empty, language]);

  // An emptied text has nothing to say, whatever was found before.
  const found = empty ? null : checked;
  const shown = found && rank[found.assessment.level] > rank[dismissed] ? found : null;
  return {
    crisis: shown,
    dismiss: () => {
      if (found) setDismissed(found.assessment.level);
    },
  };
}
