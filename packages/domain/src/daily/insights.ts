// Insights for the analytics screen: what the period's numbers say, plus one tip that fits the MBTI type.
// The UI shows `analytics:insights.<code>` with `values` as interpolation.
import { mbtiDimensions } from '../mbti';

export type InsightCode =
  /** nl: Je hebt in deze periode nog niets geschreven; een paar zinnen is al een begin.
   *  en: You have not written anything this period yet; a few sentences are a fine start. */
  | 'noEntriesYet'
  /** nl: Je schreef {{entries}} keer, meer dan de vorige periode ({{previous}}).
   *  en: You wrote {{entries}} times, more than the previous period ({{previous}}). */
  | 'writingMomentum'
  /** nl: Je stemming gaat omhoog (gemiddeld {{average}}).  en: Your mood is rising (average {{average}}). */
  | 'moodRising'
  /** nl: Je stemming zakt wat (gemiddeld {{average}}); wees mild voor jezelf.
   *  en: Your mood is dipping (average {{average}}); be kind to yourself. */
  | 'moodFalling'
  /** nl: Je stemming schommelt flink (spreiding {{volatility}}).
   *  en: Your mood swings quite a bit (spread {{volatility}}). */
  | 'moodVolatile'
  /** nl: Sterk bezig: {{completed}} van {{set}} doelen gehaald ({{rate}}%).
   *  en: Going strong: {{completed}} of {{set}} goals done ({{rate}}%). */
  | 'goalsStrong'
  /** nl: {{completed}} van {{set}} doelen gehaald ({{rate}}%); misschien helpen kleinere doelen.
   *  en: {{completed}} of {{set}} goals done ({{rate}}%); smaller goals might help. */
  | 'goalsStruggling'
  /** nl: Je schrijft uitgebreid: gemiddeld {{words}} woorden per stuk.
   *  en: You write at length: {{words}} words per entry on average. */
  | 'longEntries'
  /** nl: Als {{type}} laad je op in stilte; plan een rustig moment voor jezelf.
   *  en: As an {{type}} you recharge in quiet; plan some calm time for yourself. */
  | 'introvertRecharge'
  /** nl: Als {{type}} krijg je energie van anderen; zoek iemand op om mee te praten.
   *  en: As an {{type}} you draw energy from others; reach out to someone to talk to. */
  | 'extravertConnect'
  /** nl: Als {{type}} denk je graag in grote lijnen; schrijf over waar je naartoe wilt.
   *  en: As an {{type}} you like the big picture; write about where you want to go. */
  | 'intuitiveBigPicture'
  /** nl: Als {{type}} werk je graag concreet; noteer drie dingen die je vandaag zag of deed.
   *  en: As an {{type}} you like the concrete; note three things you saw or did today. */
  | 'sensingConcrete'
  /** nl: Als {{type}} analyseer je graag; kijk wat werkte en waarom.
   *  en: As an {{type}} you like to analyse; look at what worked and why. */
  | 'thinkingAnalyse'
  /** nl: Als {{type}} laat je je leiden door waarden; schrijf op wat er deze periode echt toe deed.
   *  en: As an {{type}} you are guided by values; write down what truly mattered this period. */
  | 'feelingValues'
  /** nl: Als {{type}} houd je van structuur; deel je doelen op in kleine, vaste stappen.
   *  en: As an {{type}} you like structure; break your goals into small, fixed steps. */
  | 'judgingStructure'
  /** nl: Als {{type}} houd je het graag open; kies elke dag één flexibel doel.
   *  en: As an {{type}} you like to keep options open; pick one flexible goal a day. */
  | 'perceivingFlexible';

export const INSIGHT_CODES: readonly InsightCode[] = [
  'noEntriesYet',
  'writingMomentum',
  'moodRising',
  'moodFalling',
  'moodVolatile',
  'goalsStrong',
  'goalsStruggling',
  'longEntries',
  'introvertRecharge',
  'extravertConnect',
  'intuitiveBigPicture',
  'sensingConcrete',
  'thinkingAnalyse',
  'feelingValues',
  'judgingStructure',
  'perceivingFlexible',
];

export type Insight = { code: InsightCode; values?: Record<string, number | string> };

/** The analytics numbers the insights read (a journaling_analytics record or computeAnalytics output). */
export type InsightInput = {
  total_entries: number;
  average_words_per_entry: number;
  average_mood: number;
  mood_trend?: string;
  mood_volatility?: number;
  goals_set: number;
  goals_completed: number;
  completion_rate: number;
};

export const MAX_INSIGHTS = 4;
/** A standard deviation of 1 point on the 1-5 scale means swings of whole moods, not small wobbles. */
export const VOLATILE_MOOD_SPREAD = 1;
export const STRONG_GOAL_RATE = 80;
export const STRUGGLING_GOAL_RATE = 40;
export const STRUGGLING_MIN_GOALS = 3;
/** Below this rate a structure tip is more useful than a reflection tip. */
export const STRUCTURE_TIP_RATE = 60;
/** About a page and a half of reading; well above a typical quick note. */
export const LONG_ENTRY_WORDS = 300;

function goalValues(v: InsightInput): Record<string, number> {
  return { completed: v.goals_completed, set: v.goals_set, rate: v.completion_rate };
}

/** Data insights, most relevant first: wellbeing before goals before writing habits. */
function dataInsights(v: InsightInput, previous: InsightInput | undefined): Insight[] {
  const found: Insight[] = [];
  if (v.total_entries === 0) found.push({ code: 'noEntriesYet' });
  if (v.mood_trend === 'declining') {
    found.push({ code: 'moodFalling', values: { average: v.average_mood } });
  }
  if ((v.mood_volatility ?? 0) >= VOLATILE_MOOD_SPREAD) {
    found.push({ code: 'moodVolatile', values: { volatility: v.mood_volatility ?? 0 } });
  }
  const struggling =
    v.goals_set >= STRUGGLING_MIN_GOALS && v.completion_rate < STRUGGLING_GOAL_RATE;
  if (struggling) found.push({ code: 'goalsStruggling', values: goalValues(v) });
  if (v.mood_trend === 'improving') {
    found.push({ code: 'moodRising', values: { average: v.average_mood } });
  }
  if (v.goals_set > 0 && v.completion_rate >= STRONG_GOAL_RATE) {
    found.push({ code: 'goalsStrong', values: goalValues(v) });
  }
  if (previous && v.total_entries > previous.total_entries) {
    found.push({
      code: 'writingMomentum',
      values: { entries: v.total_entries, previous: previous.total_entries },
    });
  }
  if (v.total_entries > 0 && v.average_words_per_entry >= LONG_ENTRY_WORDS) {
    found.push({ code: 'longEntries', values: { words: Math.round(v.average_words_per_entry) } });
  }
  return found;
}

/**
 * One type tip, from the MBTI dimension that speaks to what the data shows most:
 * - mood falling or swinging -> energy (I: recharge alone, E: connect), because energy is the lever on mood;
 * - goals set but fewer than 60% done -> structure (J: fixed steps, P: one flexible goal);
 * - no entries, or fewer than last period -> information (N: big picture, S: concrete notes) as a way in;
 * - otherwise things go well -> decisions (T: analyse what worked, F: what mattered) to deepen reflection.
 */
function typeInsight(
  v: InsightInput,
  type: string,
  previous: InsightInput | undefined,
): Insight | undefined {
  const d = mbtiDimensions(type);
  if (!d) return undefined;
  const values = { type: type.trim().toUpperCase() };
  if (v.mood_trend === 'declining' || (v.mood_volatility ?? 0) >= VOLATILE_MOOD_SPREAD) {
    return { code: d.energy === 'I' ? 'introvertRecharge' : 'extravertConnect', values };
  }
  if (v.goals_set > 0 && v.completion_rate < STRUCTURE_TIP_RATE) {
    return { code: d.structure === 'J' ? 'judgingStructure' : 'perceivingFlexible', values };
  }
  if (v.total_entries === 0 || (previous && v.total_entries < previous.total_entries)) {
    return { code: d.information === 'N' ? 'intuitiveBigPicture' : 'sensingConcrete', values };
  }
  return { code: d.decisions === 'T' ? 'thinkingAnalyse' : 'feelingValues', values };
}

/** At most four insights, most relevant first; the type tip (when the type is known) always gets a place. */
export function typeInsights(
  values: InsightInput,
  mbtiType?: string,
  previous?: InsightInput,
): Insight[] {
  const tip = mbtiType === undefined ? undefined : typeInsight(values, mbtiType, previous);
  const data = dataInsights(values, previous).slice(0, tip ? MAX_INSIGHTS - 1 : MAX_INSIGHTS);
  return tip ? [...data, tip] : data;
}
