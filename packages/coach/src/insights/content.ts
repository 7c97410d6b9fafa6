// The look-back texts per language (content/*.json, editable without code) and how a text is filled in.
import type { Language } from '@groeipad/domain';
import de from './content/de.json';
import en from './content/en.json';
import es from './content/es.json';
import fr from './content/fr.json';
import ja from './content/ja.json';
import ko from './content/ko.json';
import nl from './content/nl.json';

/** A text, or one text per plural category of the language ('one', 'other', ...); 'other' is required. */
export type Phrase = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);

type PerPeriod = { week: string; month: string };
type Directional = { up: string; down: string };
type Ratio = { ratio: string; up: string; down: string };

export type InsightContent = {
  period: { this: PerPeriod; next: PerPeriod; previous: PerPeriod };
  activities: Record<string, string>;
  triggers: Record<string, string>;
  partsOfDay: { morning: string; afternoon: string; evening: string; night: string };
  rewind: {
    title: PerPeriod;
    writing: Phrase;
    noWriting: string;
    moods: Phrase;
    moodsFromEntries: string;
    noMoods: string;
    moodUp: string;
    moodDown: string;
    moodSame: string;
    goals: string;
    tasks: Phrase;
    planning: Phrase;
    bestDay: string;
    hardestDay: string;
    themes: string;
    questions: {
      bestDay: string;
      hardestDay: string;
      moodUp: string;
      moodDown: string;
      goalsLow: string;
      goalsHigh: string;
      theme: string;
      noWriting: string;
      noMoods: string;
      proud: string;
      type: { NF: string; NT: string; SJ: string; SP: string };
    };
  };
  super: {
    marker_mood: { title: string; logged: Directional; wrote: Directional; action: Directional };
    writing_mood: { title: string; content: Directional; action: Directional };
    goals_mood: { title: string; content: Directional; action: Directional };
    weekday_mood: { title: Directional; content: Directional; action: Directional };
    writing_rhythm: { title: string; content: { day: string; dayPart: string }; action: string };
    goal_duration: { title: string; content: Ratio; action: Directional };
    task_due: { title: string; content: Ratio; action: Directional };
    planning_goals: { title: string; content: Ratio; action: Directional };
  };
};

/** Typed here, so a language file missing a text fails the type check. */
export const INSIGHT_CONTENT: Record<Language, InsightContent> = { nl, en, de, es, fr, ja, ko };

export type FillValues = Record<string, string | number>;

/** Replaces every {name} by its value; an unknown name stays visible rather than vanishing. */
export function fill(template: string, values: FillValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A phrase in `language`, its plural form picked by `values.count`, filled in. */
export function phrase(language: Language, text: Phrase, values: FillValues = {}): string {
  if (typeof text === 'string') return fill(text, values);
  const count = typeof values.count === 'number' ? values.count : 0;
  const category = new Intl.PluralRules(language).select(count);
  return fill(text[category] ?? text.other, values);
}
