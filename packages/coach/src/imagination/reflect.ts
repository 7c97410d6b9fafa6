// The offline reflection after a step (its ai_response): it mirrors a short fragment of the person's own
// words and adds a gentle pointer for the way they take in images. It never interprets or labels.
import type { Language, LevensgebiedId, MbtiType } from '@groeipad/domain';
import { imaginationContent } from './content';
import { pickBySeed, REFLECTION_QUOTE, shortQuote } from './quote';
import { imaginationStepId } from './steps';
import { fillTemplate } from './template';

export type ReflectInput = {
  language: Language;
  levensgebied: LevensgebiedId;
  /** 0-based step index, as stored in imagination_sessions.step. */
  step: number;
  response: string;
  mbtiType: MbtiType | null | undefined;
};

/** S or N from the type's second letter; unknown type: no pointer. */
function perception(type: MbtiType | null | undefined): 'S' | 'N' | undefined {
  const letter = type?.[1];
  return letter === 'S' || letter === 'N' ? letter : undefined;
}

export function reflectOnStep(input: ReflectInput): string {
  const { language, levensgebied, step, response, mbtiType } = input;
  const id = imaginationStepId(step);
  if (!id) throw new RangeError(`No imagination step ${step}`);
  const content = imaginationContent(language);
  const area = content.areas[levensgebied].name;
  const quote = shortQuote(response, REFLECTION_QUOTE);
  const seed = `${levensgebied}:${id}:${response}`;
  if (quote === '') return fillTemplate(pickBySeed(content.reflections.empty, seed), { area });
  const reflection = content.reflections.steps[id];
  const mirror = fillTemplate(pickBySeed(reflection.mirror, seed), { quote, area });
  const side = perception(mbtiType);
  if (!side) return mirror;
  return `${mirror} ${fillTemplate(reflection.hint[side], { area })}`;
}
