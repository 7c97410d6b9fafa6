// Reads the insights back from computeAnalytics' mbti_insights JSON, keeping only codes the screen can translate.
import { INSIGHT_CODES, type Insight, type InsightCode } from '@groeipad/domain';

function isCode(value: unknown): value is InsightCode {
  return typeof value === 'string' && (INSIGHT_CODES as readonly string[]).includes(value);
}

function valuesOf(value: unknown): Record<string, number | string> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const result: Record<string, number | string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'number' || typeof item === 'string') result[key] = item;
  }
  return result;
}

export function parseInsights(json: string | undefined): Insight[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const insights: Insight[] = [];
  for (const item of parsed as unknown[]) {
    if (item === null || typeof item !== 'object') continue;
    const { code, values } = item as { code?: unknown; values?: unknown };
    if (isCode(code)) insights.push({ code, values: valuesOf(values) });
  }
  return insights;
}

/** The interpolation variables of the insight texts (see the comments in the domain's insights.ts). */
const INSIGHT_VARIABLES = [
  'entries',
  'previous',
  'average',
  'volatility',
  'completed',
  'set',
  'rate',
  'words',
  'type',
] as const;
export type InsightVariables = Partial<Record<(typeof INSIGHT_VARIABLES)[number], string>>;

/** Numbers in the UI language (3,6 in Dutch), at most one decimal; strings such as the type stay as they are. */
export function formatInsightValues(
  values: Record<string, number | string> | undefined,
  language: string,
): InsightVariables {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const result: InsightVariables = {};
  for (const key of INSIGHT_VARIABLES) {
    const value = values?.[key];
    if (value !== undefined) result[key] = typeof value === 'number' ? format.format(value) : value;
  }
  return result;
}
