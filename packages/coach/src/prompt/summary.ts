// The short, readable summary of the user's context that they approve before a remote model may see it.
import { isLevensgebied, type Language } from '@groeipad/domain';
import type { CoachUserContext } from '../types';
import { stripPii } from './pii';
import { summaryPhrases } from './summary-phrases';

// Small on purpose: the summary is read by the user in settings and costs tokens on every turn.
const maxOpenGoals = 5;
const maxThemes = 8;
const maxItemLength = 60;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > maxItemLength ? `${flat.slice(0, maxItemLength - 1).trimEnd()}…` : flat;
}

function list(language: Language, items: readonly string[]): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** User-written items (goal titles, themes): trimmed, de-duplicated, personal details removed. */
function userItems(items: readonly string[], max: number, knownNames: (string | null)[]): string[] {
  const cleaned = items
    .map((item) => clip(stripPii(item, { knownNames })))
    .filter((item) => item !== '');
  return [...new Set(cleaned)].slice(0, max);
}

function humanise(id: string): string {
  return id.replace(/[_-]+/g, ' ').trim();
}

/**
 * One line per known fact, in the user's language: type, coaching goals, mood trend, today's open
 * goals, weakest life area and journal themes. Empty string when nothing is known yet. Exactly this
 * text is what a remote model sees of the context, once the user has approved it.
 */
export function summariseContext(context: CoachUserContext): string {
  const { language } = context;
  const words = summaryPhrases[language];
  const knownNames = [context.displayName ?? null];
  const colon = language === 'fr' ? ' : ' : ': ';
  const lines: string[] = [];
  const add = (label: string, value: string): void => {
    lines.push(`${label}${colon}${value}`);
  };

  if (context.mbtiType) add(words.type, context.mbtiType);
  const goals = context.coachingGoals.map((id) => words.coachingGoals[id] ?? humanise(id));
  if (goals.length > 0) add(words.goals, list(language, goals));
  if (context.moodTrend && context.moodTrend.count > 0) {
    const { direction, average, count } = context.moodTrend;
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const detail = words.moodDetail
      .replace('{average}', number.format(average))
      .replace('{count}', number.format(count));
    add(words.mood, `${words.moodDirection[direction]} (${detail})`);
  }
  const openGoals = userItems(context.openDailyGoals, maxOpenGoals, knownNames);
  if (openGoals.length > 0) add(words.openGoals, list(language, openGoals));
  if (context.weakestLifeArea) {
    const { id, score } = context.weakestLifeArea;
    const name = isLevensgebied(id) ? words.lifeAreas[id] : humanise(id);
    add(words.weakestArea, `${name} (${Math.round(score)}/100)`);
  }
  const themes = userItems(context.journalThemes, maxThemes, knownNames);
  if (themes.length > 0) add(words.themes, list(language, themes));
  return lines.join('\n');
}
