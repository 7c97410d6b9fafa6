// AI interaction display: Dutch context labels and shortened prompt/response previews (SPEC 3).
export const AI_CONTEXT_TYPES = [
  'imagination',
  'chat',
  'journal',
  'goal',
  'therapy',
  'coaching',
] as const;
export type AiContextType = (typeof AI_CONTEXT_TYPES)[number];

export const aiContextLabels: Record<AiContextType, string> = {
  imagination: 'Verbeelding',
  chat: 'Chat',
  journal: 'Dagboek',
  goal: 'Doel',
  therapy: 'Therapie',
  coaching: 'Coaching',
};

export const UNKNOWN_CONTEXT_LABEL = 'Onbekend';

export function aiContextCode(value: string | null | undefined): AiContextType | 'unknown' {
  return AI_CONTEXT_TYPES.find((type) => type === value) ?? 'unknown';
}

export function aiContextLabel(value: string | null | undefined): string {
  const code = aiContextCode(value);
  return code === 'unknown' ? UNKNOWN_CONTEXT_LABEL : aiContextLabels[code];
}

export const PROMPT_PREVIEW_LENGTH = 50;
export const RESPONSE_PREVIEW_LENGTH = 100;
export const ELLIPSIS = '…';

/**
 * Text up to `limit` UTF-16 units (JavaScript length, as a plain slice would count), then '…'.
 * The cut falls on a grapheme boundary, so an emoji, a flag or an accented letter is never split
 * into broken halves; trailing spaces before the ellipsis are dropped. The result is at most
 * limit + 1 long.
 */
export function preview(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let end = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    if (index + segment.length > limit) break;
    end = index + segment.length;
  }
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

export function promptPreview(prompt: string): string {
  return preview(prompt, PROMPT_PREVIEW_LENGTH);
}

export function responsePreview(response: string): string {
  return preview(response, RESPONSE_PREVIEW_LENGTH);
}
