// `npm run bench:coach -- --model <baseURL> [--model-name x] [--api-key-env VAR] [--show]` (issue 18): the same
// opening messages and rules as the offline coach's reply quality, through the app's model path (respond, the
// system prompt, the guard) to any OpenAI-compatible endpoint. Prints the same table and writes
// bench/results/coach-model.json. A fake endpoint proves the wiring, never a model's helpfulness.
import fs from 'node:fs';
import path from 'node:path';
import { loadOpenings, printQualityTable } from './quality.mjs';

function option(argv, name) {
  const at = argv.indexOf(name);
  return at === -1 ? undefined : argv[at + 1];
}

/** The endpoint to measure from the command line, or null when `--model` is not given. */
export function modelTarget(argv, env) {
  const baseURL = option(argv, '--model');
  if (baseURL === undefined) return null;
  if (baseURL === '' || baseURL.startsWith('--')) throw new Error('--model needs a base URL');
  const keyVar = option(argv, '--api-key-env');
  const apiKey = keyVar ? env[keyVar] : undefined;
  if (keyVar && !apiKey) throw new Error(`--api-key-env ${keyVar}: that variable is empty`);
  return {
    baseURL,
    model: option(argv, '--model-name') ?? 'default',
    // A local model on a shared CPU can take long for its first words.
    timeoutMs: 120_000,
    ...(apiKey ? { apiKey } : {}),
  };
}

export async function benchModelQuality(root, coach, target, argv) {
  const { measureModelOpenings } = await import(
    path.join(root, 'packages/coach/src/openai/measure-openings.ts')
  );
  const { QUALITY_RULES } = await import(
    path.join(root, 'packages/coach/src/offline/quality/reply-quality.ts')
  );
  const messages = loadOpenings(root);
  console.log(`model path: ${target.baseURL} (model ${target.model}), ${messages.length} openings`);
  const result = await measureModelOpenings(target, coach.createOfflineCoach(), messages);
  const answered = result.report.allPassed.applicable;
  printQualityTable(QUALITY_RULES, 'shown reply', answered, result.report);
  printQualityTable(QUALITY_RULES, 'model raw', answered, result.rawReport);
  console.log(
    `\nanswered by the model: ${answered}; offline fallbacks: ${result.fallbacks}; ` +
      `replies the guard trimmed: ${result.guarded}; ` +
      `answered by the safety check: ${result.crises.length} (${result.crises.join(', ') || '-'})`,
  );
  const reasons = {};
  for (const { fallback } of result.scored)
    if (fallback) reasons[fallback] = (reasons[fallback] ?? 0) + 1;
  if (result.fallbacks > 0)
    console.log(`why the offline coach answered: ${JSON.stringify(reasons)}`);
  if (argv.includes('--show'))
    for (const item of result.scored)
      console.log(
        `\n[${item.opening.id}] ${item.opening.text}\n  -> ${item.reply}\n  ${JSON.stringify(item.score)}` +
          (item.fallback ? ` fallback: ${item.fallback}` : '') +
          (item.raw !== item.reply ? `\n  model raw: ${item.raw}` : ''),
      );
  const out = path.join(root, 'bench/results/coach-model.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const { scored, ...summary } = result;
  fs.writeFileSync(
    out,
    JSON.stringify({ target: { ...target, apiKey: undefined }, ...summary, scored }, null, 2),
  );
  return result;
}
