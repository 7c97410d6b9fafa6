// Journal prompts chosen by type: prompt ids per cognitive function, a type's function stack and the prompt of the day.
import { daysBetweenKeys, dayKey } from './daily/days';
import { toMbtiType, type MbtiType } from './mbti';

export const COGNITIVE_FUNCTIONS = ['Ni', 'Ne', 'Si', 'Se', 'Ti', 'Te', 'Fi', 'Fe'] as const;
export type CognitiveFunction = (typeof COGNITIVE_FUNCTIONS)[number];

/** Three prompts per function; the texts are `journal:prompts.<id>` in every locale. */
export const FUNCTION_PROMPTS = {
  Ni: ['ni1', 'ni2', 'ni3'],
  Ne: ['ne1', 'ne2', 'ne3'],
  Si: ['si1', 'si2', 'si3'],
  Se: ['se1', 'se2', 'se3'],
  Ti: ['ti1', 'ti2', 'ti3'],
  Te: ['te1', 'te2', 'te3'],
  Fi: ['fi1', 'fi2', 'fi3'],
  Fe: ['fe1', 'fe2', 'fe3'],
} as const satisfies Record<CognitiveFunction, readonly string[]>;

/** Prompts for anyone, whatever their type (and all there is without a type). */
export const GENERAL_PROMPTS = [
  'general1',
  'general2',
  'general3',
  'general4',
  'general5',
  'general6',
] as const;

export type JournalPromptId =
  (typeof FUNCTION_PROMPTS)[CognitiveFunction][number] | (typeof GENERAL_PROMPTS)[number];

export const JOURNAL_PROMPT_IDS: readonly JournalPromptId[] = [
  ...COGNITIVE_FUNCTIONS.flatMap((fn) => FUNCTION_PROMPTS[fn]),
  ...GENERAL_PROMPTS,
];

export function isJournalPromptId(value: unknown): value is JournalPromptId {
  return JOURNAL_PROMPT_IDS.some((id) => id === value);
}

export type FunctionStack = { dominant: CognitiveFunction; auxiliary: CognitiveFunction };

/**
 * The standard Myers-Briggs order: the J/P letter says which function faces outward (J: judging, P:
 * perceiving); extraverts lead with that outward function, introverts with the inward one.
 */
export function functionStack(type: MbtiType): FunctionStack {
  const [ei, sn, tf, jp] = type.split('') as [string, string, string, string];
  const perceiving = sn === 'N' ? 'N' : 'S';
  const judging = tf === 'T' ? 'T' : 'F';
  const outward = jp === 'J' ? judging : perceiving;
  const inward = jp === 'J' ? perceiving : judging;
  const extraverted = ei === 'E';
  const dominant = `${extraverted ? outward : inward}${extraverted ? 'e' : 'i'}`;
  const auxiliary = `${extraverted ? inward : outward}${extraverted ? 'i' : 'e'}`;
  return {
    dominant: dominant as CognitiveFunction,
    auxiliary: auxiliary as CognitiveFunction,
  };
}

function modulo(value: number, size: number): number {
  const whole = Number.isFinite(value) ? Math.trunc(value) : 0;
  return ((whole % size) + size) % size;
}

/** The list turned so item `offset` (wrapping) comes first. */
function rotate<T>(list: readonly T[], offset: number): T[] {
  const start = modulo(offset, list.length);
  return [...list.slice(start), ...list.slice(0, start)];
}

/**
 * Every prompt that suits `type`, in order: dominant-function prompts, auxiliary, then general. Each group
 * starts at a different prompt from day to day. An unknown or missing type gets the general prompts only.
 */
export function promptsForType(type: string | undefined, dayIndex: number): JournalPromptId[] {
  const general = rotate(GENERAL_PROMPTS, dayIndex);
  const known = toMbtiType(type);
  if (!known) return general;
  const { dominant, auxiliary } = functionStack(known);
  return [
    ...rotate(FUNCTION_PROMPTS[dominant], dayIndex),
    ...rotate(FUNCTION_PROMPTS[auxiliary], dayIndex),
    ...general,
  ];
}

/** Which group speaks on each day of a 4-day cycle: the dominant function twice, auxiliary and general once. */
const DAY_PATTERN = ['dominant', 'auxiliary', 'dominant', 'general'] as const;
/** After this many days every group is back at its first prompt (6 general prompts, one per 4-day cycle). */
const FULL_PERIOD = DAY_PATTERN.length * GENERAL_PROMPTS.length;

/**
 * Today's prompt: deterministic for a (type, day) pair, so it stays the same all day and on every screen.
 * Each group walks through its own prompts on the days it is chosen, so no prompt repeats sooner than needed.
 */
export function dailyPrompt(type: string | undefined, dayIndex: number): JournalPromptId {
  const known = toMbtiType(type);
  const day = modulo(dayIndex, FULL_PERIOD);
  if (!known) return GENERAL_PROMPTS[modulo(day, GENERAL_PROMPTS.length)] ?? 'general1';
  const cycle = Math.floor(day / DAY_PATTERN.length);
  const slot = day % DAY_PATTERN.length;
  const group = DAY_PATTERN[slot] ?? 'general';
  const { dominant, auxiliary } = functionStack(known);
  if (group === 'dominant') {
    // Two dominant slots per cycle: number them 0, 1, 2, 3 ... across cycles.
    const turn = cycle * 2 + (slot === 0 ? 0 : 1);
    return FUNCTION_PROMPTS[dominant][modulo(turn, 3)] ?? FUNCTION_PROMPTS[dominant][0];
  }
  if (group === 'auxiliary') {
    return FUNCTION_PROMPTS[auxiliary][modulo(cycle, 3)] ?? FUNCTION_PROMPTS[auxiliary][0];
  }
  return GENERAL_PROMPTS[modulo(cycle, GENERAL_PROMPTS.length)] ?? 'general1';
}

const EPOCH_DAY = '1970-01-01';

/** Whole calendar days since 1 January 1970 in `timeZone` (runtime zone by default): the `dayIndex` above. */
export function journalDayIndex(now: number, timeZone?: string): number {
  return daysBetweenKeys(EPOCH_DAY, dayKey(now, timeZone));
}

/** The cognitive function a prompt speaks to; undefined for the general prompts and unknown ids. */
export function promptFunction(id: string): CognitiveFunction | undefined {
  return COGNITIVE_FUNCTIONS.find((fn) => FUNCTION_PROMPTS[fn].some((prompt) => prompt === id));
}
