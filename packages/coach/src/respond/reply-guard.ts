// The guard on a model's streamed reply (issue 18): passes it on sentence by sentence and drops every question
// after the first, so a reply never asks more than one.
//
// Decided (bench/README.md, "The model path"): only the question rule is enforced here, because it can be
// enforced without changing what the model meant. A copied sentence or a missing step is not rewritten: cutting
// a quote out can leave a reply that no longer makes sense, and falling back to the offline coach would swap a
// reply the user is already reading. The system prompt states all four rules; `npm run bench:coach -- --model`
// measures how well a model keeps them.
import type { CoachChunk, CoachProvider, CoachRequest } from '../types';

/**
 * A complete sentence at the start of `text`: up to its end mark and the spaces after it. Latin end marks
 * count once a space (or the end of the reply) follows, so "3.5" or "..." mid-stream does not split;
 * Japanese and Chinese full-width marks end a sentence by themselves.
 */
const SENTENCE = /^[\s\S]*?(?:[.!?…]+["'”’)\]]*(?:\s+)|[。！？]+["'”’」』)\]]*\s*)/u;
const QUESTION = /[?？]/u;

function isQuestion(sentence: string): boolean {
  return QUESTION.test(sentence);
}

type Guard = { questions: number; dropped: number; gap: string };

/**
 * The text to show for one sentence: nothing for a second question, else the sentence after the space
 * that followed the last shown one (a sentence's own trailing space waits, so a reply never ends in it).
 */
function show(sentence: string, guard: Guard): string {
  if (isQuestion(sentence)) {
    guard.questions += 1;
    if (guard.questions > 1) {
      guard.dropped += 1;
      return '';
    }
  }
  const body = sentence.trimEnd();
  const text = `${guard.gap}${body}`;
  guard.gap = sentence.slice(body.length);
  return text;
}

async function* guardChunks(chunks: AsyncIterable<CoachChunk>): AsyncGenerator<CoachChunk> {
  const guard: Guard = { questions: 0, dropped: 0, gap: '' };
  let pending = '';
  const flush = () => {
    const text = pending.trim() === '' ? '' : show(pending, guard);
    pending = '';
    return text;
  };
  for await (const chunk of chunks) {
    if (chunk.type === 'text') {
      pending += chunk.text;
      let out = '';
      for (let match = SENTENCE.exec(pending); match; match = SENTENCE.exec(pending)) {
        out += show(match[0], guard);
        pending = pending.slice(match[0].length);
      }
      if (out !== '') yield { type: 'text', text: out };
      continue;
    }
    const rest = flush();
    if (rest !== '') yield { type: 'text', text: rest };
    yield { ...chunk, meta: { ...chunk.meta, droppedQuestions: guard.dropped } };
  }
  // A stream that ended without a done chunk: show what was said; respond reports the missing done.
  const rest = flush();
  if (rest !== '') yield { type: 'text', text: rest };
}

/** The provider with its replies guarded: at most one question, each sentence shown once it is whole. */
export function guardedProvider(provider: CoachProvider): CoachProvider {
  return {
    ...provider,
    reply: (request: CoachRequest) => guardChunks(provider.reply(request)),
  };
}
