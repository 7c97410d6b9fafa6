// The model path's reply-quality checks against the local OpenAI-compatible test endpoint: the wiring, not a
// model's helpfulness (the scripted "model" answers most openings with the offline coach's own reply).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineCoach } from '../offline';
import { replyTo } from '../offline/quality/measure-openings';
import type { OpeningCase } from '../offline/quality/reply-quality';
import { startFakeEndpoint, type FakeEndpoint } from '../testing/fake-endpoint';
import { lastUserMessage, serveScriptedModel, type ChatBody } from '../testing/scripted-model';
import { measureModelOpenings } from './measure-openings';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const openings = (
  JSON.parse(
    fs.readFileSync(path.join(root, 'packages/coach/test-data/coach-openings.json'), 'utf8'),
  ) as { messages: OpeningCase[] }
).messages;
const byText = new Map(openings.map((opening) => [opening.text, opening]));
const offline = createOfflineCoach();

/** Bad replies a model gives, for three openings; the offline coach's good reply for the rest. */
const BAD: Record<string, (text: string) => string> = {
  'nl-01': (text) => `Je vraagt: '${text}' Dat begrijp ik. Probeer ademhaling.`,
  'en-02': () =>
    'Try box breathing: breathe in for four counts. How do you feel now? When did it start? Who knows about it?',
  'de-03': () => 'Das klingt schwer. Erzähl mir mehr darüber.',
};

async function script(body: ChatBody): Promise<string> {
  const opening = byText.get(lastUserMessage(body));
  if (!opening) throw new Error(`not an opening: ${lastUserMessage(body)}`);
  return BAD[opening.id]?.(opening.text) ?? replyTo(offline, opening);
}

let endpoint: FakeEndpoint;
beforeEach(async () => {
  endpoint = await startFakeEndpoint();
  serveScriptedModel(endpoint, script);
});
afterEach(() => endpoint.close());

describe('measureModelOpenings', () => {
  it('sends every opening through the app’s model path and scores what the user sees', async () => {
    const result = await measureModelOpenings(
      { baseURL: endpoint.baseURL, model: 'scripted' },
      offline,
      openings,
    );
    expect(openings.length).toBeGreaterThanOrEqual(100);
    // The app's safety check runs first: a message it answers never reaches the model.
    const asked = openings.length - result.crises.length;
    expect(result.crises.length).toBeLessThan(5);
    expect(endpoint.requests).toHaveLength(asked);
    const body = endpoint.requests[0]?.body as ChatBody & { messages: { content: string }[] };
    expect(endpoint.requests[0]?.url).toBe('/v1/chat/completions');
    expect(body.model).toBe('scripted');
    // The system prompt the app sends, with the rules the replies are scored by.
    expect(body.messages[0]?.content).toMatch(/at most one question per reply/);
    expect(result.fallbacks).toBe(0);

    const item = (id: string) => result.scored.find((scored) => scored.opening.id === id);
    // A verbatim echo and a reply without a step are shown as the model wrote them, and scored as failing.
    expect(item('nl-01')).toMatchObject({ fallback: null, score: { noEcho: false } });
    expect(item('de-03')?.score.step).toBe(false);
    // Three questions: the model's own text fails, the guard shows one question.
    expect(item('en-02')).toMatchObject({
      rawScore: { oneQuestion: false },
      score: { oneQuestion: true, step: true },
      droppedQuestions: 2,
    });
    expect(item('en-02')?.reply).toBe(
      'Try box breathing: breathe in for four counts. How do you feel now?',
    );
    expect(result.guarded).toBe(1);
    expect(result.report.allPassed).toEqual({ passed: asked - 2, applicable: asked });
    expect(result.rawReport.allPassed.passed).toBe(asked - 3);
  }, 120_000);

  it('falls back to the offline coach, and says so, when the endpoint fails', async () => {
    endpoint.handle((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model not loaded' } }));
    });
    const result = await measureModelOpenings(
      { baseURL: endpoint.baseURL, model: 'scripted' },
      offline,
      openings.slice(0, 3),
    );
    expect(result.fallbacks).toBe(3);
    expect(result.scored.every((item) => item.reply.length > 0 && item.raw === '')).toBe(true);
    // Fallbacks are the offline coach's replies: they do not count for the model.
    expect(result.report.allPassed.applicable).toBe(0);
  });
});

describe('npm run bench:coach -- --model', () => {
  it('prints the rule table for the model path of the endpoint it is given', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/coach/run.mjs',
        '--model',
        endpoint.baseURL,
        '--model-name',
        'scripted',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(stdout).toContain(`model path: ${endpoint.baseURL} (model scripted)`);
    expect(stdout).toMatch(/shown reply\s+step\s+noEcho\s+answered\s+oneQuestion\s+all/);
    const asked = endpoint.requests.length;
    expect(asked).toBeGreaterThan(openings.length - 5);
    // Every rule but the two bad replies: the same figure as in process.
    const all = ((100 * (asked - 2)) / asked).toFixed(1);
    expect(stdout).toMatch(new RegExp(`^all \\(${asked}\\).* ${all}%$`, 'm'));
    expect(stdout).toMatch(/offline fallbacks: 0; replies the guard trimmed: 1;/);
    expect(stdout).toContain(`answered by the safety check: ${openings.length - asked}`);
  }, 120_000);
});
