// An inspiration drafted from a finished session: title, summary and content built only from the person's
// own answers (pure and deterministic), ready for the inspirations table.
import type { Language, LevensgebiedId } from '@groeipad/domain';
import { imaginationContent } from './content';
import { REFLECTION_QUOTE, shortQuote, TITLE_QUOTE } from './quote';
import { IMAGINATION_SOURCE, IMAGINATION_STEPS, type ImaginationStepId } from './steps';
import { fillTemplate } from './template';

export type InspirationInput = {
  language: Language;
  levensgebied: LevensgebiedId;
  /** The saved answer of each step; steps left out or blank are skipped. */
  responses: Partial<Record<ImaginationStepId, string>>;
};

export type InspirationDraft = { title: string; summary: string; content: string; source: string };

const SUMMARY_STEPS = ['place', 'figure', 'answer', 'insight'] as const;
/** The title comes from what the person takes home, else from what they met. */
const TITLE_STEPS = ['insight', 'answer', 'figure'] as const;

export function inspirationFromSession(input: InspirationInput): InspirationDraft {
  const content = imaginationContent(input.language);
  const area = content.areas[input.levensgebied];
  const answer = (id: ImaginationStepId) => input.responses[id]?.trim() ?? '';

  const titleQuote = TITLE_STEPS.map((id) => shortQuote(answer(id), TITLE_QUOTE)).find(Boolean);
  const title =
    titleQuote ??
    fillTemplate(content.inspiration.fallbackTitle, { area: area.name, title: area.title });

  const sentences = SUMMARY_STEPS.flatMap((id) => {
    const quote = shortQuote(answer(id), REFLECTION_QUOTE);
    return quote === '' ? [] : [fillTemplate(content.inspiration.summary[id], { quote })];
  });
  const summary =
    sentences.length > 0
      ? sentences.join(' ')
      : fillTemplate(content.inspiration.summary.empty, { area: area.name, title: area.title });

  const transcript = IMAGINATION_STEPS.filter((id) => answer(id) !== '').map(
    (id) => `${content.steps[id].title}\n${answer(id)}`,
  );
  return { title, summary, content: transcript.join('\n\n'), source: IMAGINATION_SOURCE };
}
