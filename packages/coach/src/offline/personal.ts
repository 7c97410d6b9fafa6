// Personal lines: references to the user's own data (only when present and relevant) and type framings.
import type { Language } from '@groeipad/domain';
import type { CoachUserContext } from '../types';
import type { OfflineContent } from './content-schema';
import { TECHNIQUE_DIMENSION } from './ids';
import type { FeelingId, MbtiPole, TechniqueId, TopicId } from './ids';
import { recognise } from './recognise';
import type { DataKind, OfflineState } from './state';
import { choose } from './templates';
import { normalise } from './text';

export type PersonalLine = { text: string; data?: DataKind; framing?: TechniqueId };

export type Moment = {
  /** 'greet' is the opening of a conversation without a topic yet. */
  kind: 'greet' | 'start' | 'step';
  technique: TechniqueId | null;
  stepId: string | null;
  topic: TopicId | null;
  feeling: FeelingId | null;
  text: string;
  /** The reply's language, which may differ from the interface language. */
  language: Language;
};

/** Which life areas a topic belongs to, so a weak area is only named when it fits. */
const LIFE_AREA_TOPICS: Record<string, readonly TopicId[]> = {
  psychischeGezondheid: ['stress', 'anxiety', 'self_doubt', 'anger', 'grief'],
  lichamelijkeGezondheid: ['health', 'sleep'],
  financieen: [],
  werkSamenleving: ['work'],
  hobbyPassies: ['motivation'],
  actieveImaginatie: [],
  professioneleOntwikkeling: ['work', 'goals', 'procrastination'],
  socialeRelaties: ['relationships', 'loneliness'],
  thuisOmgeving: [],
};

const LOW_FEELINGS: readonly FeelingId[] = [
  'anxious',
  'sad',
  'angry',
  'tired',
  'overwhelmed',
  'lonely',
  'ashamed',
  'frustrated',
];
const HIGH_FEELINGS: readonly FeelingId[] = ['hopeful', 'happy', 'calm'];
const MIN_MOOD_ENTRIES = 2;
/** Topics where a lower mood is worth naming; for goals or gratitude it would only dampen. */
const HEAVY_TOPICS: readonly TopicId[] = [
  'stress',
  'sleep',
  'motivation',
  'relationships',
  'work',
  'self_doubt',
  'loneliness',
  'anxiety',
  'anger',
  'grief',
  'health',
  'procrastination',
];

function formatAverage(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

function moodLine(
  context: CoachUserContext,
  moment: Moment,
  content: OfflineContent,
  random: () => number,
) {
  const trend = context.moodTrend;
  if (!trend || trend.count < MIN_MOOD_ENTRIES || !Number.isFinite(trend.average)) return null;
  const low = moment.feeling
    ? LOW_FEELINGS.includes(moment.feeling)
    : moment.topic === null || HEAVY_TOPICS.includes(moment.topic);
  const high =
    (moment.feeling && HIGH_FEELINGS.includes(moment.feeling)) || moment.technique === 'gratitude';
  const average = formatAverage(trend.average, moment.language);
  if (trend.direction === 'down' && low && moment.kind !== 'step')
    return choose(content.data.moodDown, { average }, random)?.text ?? null;
  if (trend.direction === 'up' && (high || moment.kind === 'greet'))
    return choose(content.data.moodUp, { average }, random)?.text ?? null;
  if (trend.direction === 'steady' && moment.kind === 'greet')
    return choose(content.data.moodSteady, { average }, random)?.text ?? null;
  return null;
}

function openGoalLine(
  context: CoachUserContext,
  moment: Moment,
  content: OfflineContent,
  random: () => number,
) {
  const openGoal = context.openDailyGoals.find((goal) => goal.trim().length > 0)?.trim();
  if (!openGoal) return null;
  const fits =
    moment.kind === 'greet' ||
    (moment.technique === 'behavioural_activation' && moment.stepId === 'step') ||
    (moment.technique === 'smart_goals' && moment.stepId === 'achievable') ||
    (moment.kind === 'start' &&
      (moment.topic === 'procrastination' || moment.topic === 'motivation'));
  return fits ? (choose(content.data.openGoal, { openGoal }, random)?.text ?? null) : null;
}

function lifeAreaLine(
  context: CoachUserContext,
  moment: Moment,
  content: OfflineContent,
  random: () => number,
) {
  const area = context.weakestLifeArea;
  const names: Record<string, string> = content.names.lifeAreas;
  const lifeArea = area ? names[area.id] : undefined;
  if (!area || !lifeArea) return null;
  const related = moment.topic !== null && (LIFE_AREA_TOPICS[area.id] ?? []).includes(moment.topic);
  const fits =
    (moment.technique === 'values_clarification' && moment.stepId === 'gap') ||
    (moment.kind === 'start' && related);
  return fits ? (choose(content.data.lifeArea, { lifeArea }, random)?.text ?? null) : null;
}

function journalLine(
  context: CoachUserContext,
  moment: Moment,
  content: OfflineContent,
  random: () => number,
) {
  const said = normalise(moment.text, moment.language);
  const theme = context.journalThemes.find((candidate) => {
    const clean = candidate.trim();
    if (!clean) return false;
    if (said.includes(normalise(clean, moment.language))) return true;
    return moment.topic !== null && recognise(clean, moment.language).topic === moment.topic;
  });
  const open =
    moment.topic === null &&
    moment.technique === 'reflective_listening' &&
    moment.stepId === 'explore';
  const chosen =
    theme ?? (open ? context.journalThemes.find((candidate) => candidate.trim()) : undefined);
  return chosen
    ? (choose(content.data.journalTheme, { theme: chosen.trim() }, random)?.text ?? null)
    : null;
}

const DATA_LINES: ReadonlyArray<
  [
    DataKind,
    (
      context: CoachUserContext,
      moment: Moment,
      content: OfflineContent,
      random: () => number,
    ) => string | null,
  ]
> = [
  ['mood', moodLine],
  ['openGoal', openGoalLine],
  ['journalTheme', journalLine],
  ['lifeArea', lifeAreaLine],
];

function framingLine(
  context: CoachUserContext,
  moment: Moment,
  state: OfflineState,
  content: OfflineContent,
  random: () => number,
): PersonalLine | null {
  const { technique } = moment;
  if (!context.mbtiType || !technique || state.framed.includes(technique)) return null;
  const [first, second] = TECHNIQUE_DIMENSION[technique];
  const letters: readonly string[] = [...context.mbtiType];
  const pole: MbtiPole = letters.includes(first) ? first : second;
  const framings: Record<string, string[]> = content.typeFramings[technique];
  const chosen = choose(framings[pole] ?? [], {}, random);
  return chosen ? { text: chosen.text, framing: technique } : null;
}

/** At most one personal line per reply: the user's own data first, the type framing otherwise. */
export function personalLine(
  context: CoachUserContext,
  moment: Moment,
  state: OfflineState,
  content: OfflineContent,
  random: () => number,
): PersonalLine | null {
  for (const [kind, line] of DATA_LINES) {
    if (state.usedData.includes(kind)) continue;
    const text = line(context, moment, content, random);
    if (text) return { text, data: kind };
  }
  return moment.kind === 'greet' ? null : framingLine(context, moment, state, content, random);
}
