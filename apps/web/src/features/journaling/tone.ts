// The tone of an entry: a sentiment score from @groeipad/text (loaded on demand, so it stays out of the first
// chunk), and the word the editor shows for it.
export type Tone = 'positive' | 'neutral' | 'negative';

/** The sign of the score decides, as the sentiment analyser's own vote does. */
export function toneOf(score: number | undefined): Tone | undefined {
  if (score === undefined || !Number.isFinite(score)) return undefined;
  if (score > 0) return 'positive';
  return score < 0 ? 'negative' : 'neutral';
}

/** The text's sentiment score in its own language (guessed, the interface language as fallback); null if unknown. */
export async function measureTone(text: string, uiLanguage: string): Promise<number | null> {
  if (text.trim() === '') return null;
  const { analyzeSentiment, guessLanguage } = await import('@groeipad/text');
  const result = await analyzeSentiment(text, guessLanguage(text, uiLanguage));
  return result ? result.score : null;
}
