// `npm run bench:coach`: how long the coach takes on the device, per message, for crisis detection and
// the offline coach's reply (both run before anything is shown), then how well the offline coach's first
// replies help (`quality.mjs`; `-- --show` prints every reply). Node with tsx; prints a table and
// writes bench/results/coach.json. Not a test: no timing is asserted anywhere. With `-- --model <baseURL>`
// it measures the model path's replies instead (`model-quality.mjs`).
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { benchModelQuality, modelTarget } from './model-quality.mjs';
import { benchReplyQuality } from './quality.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const coach = await import(path.join(root, 'packages/coach/src/index.ts'));
// `-- --model <baseURL>`: only the reply quality, through the model path (model-quality.mjs).
const target = modelTarget(process.argv, process.env);
if (target) {
  await benchModelQuality(root, coach, target, process.argv);
  process.exit(0);
}
const load = (file) =>
  JSON.parse(fs.readFileSync(path.join(root, 'packages/coach/test-data', file), 'utf8'));
const messages = [...load('crisis-set.json'), ...load('topics-set.json').messages].map((m) => ({
  text: m.text,
  language: m.language,
}));

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) };
}

function context(language) {
  return {
    language,
    country: null,
    mbtiType: 'INFJ',
    coachingGoals: ['stress_management'],
    moodTrend: { direction: 'down', average: 2.4, count: 9 },
    openDailyGoals: ['20 minuten wandelen'],
    weakestLifeArea: { id: 'financieen', score: 38 },
    journalThemes: ['werk'],
  };
}

// First call: compiles every language's lists (what the first message after a start pays).
let start = performance.now();
coach.detectCrisis('hallo');
const firstDetect = performance.now() - start;

const detect = [];
for (let round = 0; round < 3; round += 1)
  for (const { text } of messages) {
    start = performance.now();
    coach.detectCrisis(text);
    detect.push(performance.now() - start);
  }

const offline = coach.createOfflineCoach();
const reply = [];
const conversation = [];
for (const { text, language } of messages.slice(0, 600)) {
  start = performance.now();
  for await (const _chunk of offline.reply({
    messages: [{ role: 'user', content: text }],
    context: context(language),
    contextType: 'coaching',
  }));
  reply.push(performance.now() - start);
}
// A six-turn conversation, state carried over.
for (const language of ['nl', 'en', 'ja']) {
  let state;
  const turns = [];
  for (const text of [
    'Ik heb veel stress van mijn werk',
    'de deadlines',
    'ja',
    'ik weet het niet',
    'ok',
    'dank je',
  ]) {
    turns.push({ role: 'user', content: text });
    start = performance.now();
    let said = '';
    for await (const chunk of offline.reply({
      messages: turns,
      context: context(language),
      contextType: 'coaching',
      state,
    })) {
      if (chunk.type === 'text') said += chunk.text;
      else state = chunk.state;
    }
    conversation.push(performance.now() - start);
    turns.push({ role: 'assistant', content: said });
  }
}

const result = {
  node: process.version,
  cpus: (await import('node:os')).cpus().length,
  messages: messages.length,
  firstDetectMs: firstDetect,
  detectMs: stats(detect),
  offlineReplyMs: stats(reply),
  conversationTurnMs: stats(conversation),
};
const ms = (v) => v.toFixed(2).padStart(8);
console.log(`first detectCrisis (compiles the lists): ${firstDetect.toFixed(0)} ms`);
console.log('                      n      p50      p95      p99      max   (ms)');
for (const [name, s] of [
  ['detectCrisis', result.detectMs],
  ['offline reply', result.offlineReplyMs],
  ['conversation turn', result.conversationTurnMs],
])
  console.log(
    `${name.padEnd(18)} ${String(s.n).padStart(4)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)}`,
  );
result.replyQuality = await benchReplyQuality(root, coach);
fs.mkdirSync(path.join(here, '../results'), { recursive: true });
fs.writeFileSync(path.join(here, '../results/coach.json'), JSON.stringify(result, null, 2));
