// Seeded five-point answers around a level, for demo questionnaires that read like a person filled them in.
import type { Likert } from '../personality/likert';
import { pickIndex } from '../personality/prng';

type Random = () => number;

function shuffled<T>(list: readonly T[], random: Random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = pickIndex(random, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Five-point answers (1-5) for `items` whose mean is `level` rounded to the nearest 1/n, so the change between
 * two rounds is exactly the planned one. The seed decides which items sit higher or lower: answers start as
 * even as the sum allows, then steps move from one item to another (sum unchanged) to give a natural spread.
 */
export function likertAnswersAround(
  items: readonly string[],
  level: number,
  random: Random,
): Record<string, Likert> {
  const n = items.length;
  if (n === 0) return {};
  const total = Math.min(5 * n, Math.max(n, Math.round(level * n)));
  const base = Math.floor(total / n);
  const values = items.map(() => base);
  for (const index of shuffled([...values.keys()], random).slice(0, total - base * n)) {
    values[index] = (values[index] ?? base) + 1;
  }
  // Half as many moves as items, each answer staying within a step of where it started: a spread over
  // neighbouring answers, as people give them, rather than all over the scale.
  const ceiling = Math.min(5, base + 2);
  const floor = Math.max(1, base - 1);
  for (let step = 0; n > 1 && step < Math.ceil(n / 2); step += 1) {
    const up = pickIndex(random, n);
    const down = (up + 1 + pickIndex(random, n - 1)) % n;
    const high = values[up] ?? 0;
    const low = values[down] ?? 0;
    if (high < ceiling && low > floor) {
      values[up] = high + 1;
      values[down] = low - 1;
    }
  }
  return Object.fromEntries(items.map((id, i) => [id, values[i] as Likert]));
}
