// One turn of the guide: offers a technique that fits, walks through it one step per reply, checks how it went.
import { isShortMessage } from '../intent';
import type { GuideState } from '../state';
import { choose, fill } from '../templates';
import { contentFor } from '../content';
import { normalise } from '../text';
import { asksForHelp, chooseGuide, guideTopic, specialistTopic } from './choose-guide';
import { guideContentFor } from './guide-content';
import { personal, reflection } from './guide-opening';
import { HELPED_LIMIT, linkTarget } from './guide-ids';
import type { AppLinkTarget, GuideTechnique, GuideTopic } from './guide-ids';
import {
  helpedList,
  mentions,
  nameOf,
  prefs,
  result,
  stepCount,
  stepLine,
  type GuideInput,
  type GuideResult,
  type Scene,
} from './guide-scene';

export type { GuideInput, GuideResult } from './guide-scene';

function startWalk(
  scene: Scene,
  technique: GuideTechnique,
  alternative: GuideTechnique | null,
  topic: GuideTopic,
  opening: string[],
  tried: GuideTechnique[],
  withPersonal = true,
): GuideResult {
  const { lines } = scene.content;
  const remembered = helpedList(scene.state).includes(technique)
    ? fill(lines.rememberedFirst, { name: nameOf(scene, technique) })
    : null;
  const moveOn = alternative
    ? fill(lines.moveOnOr, { alternative: nameOf(scene, alternative) })
    : lines.moveOn;
  const guide: GuideState = {
    technique,
    alternative,
    topic,
    step: 0,
    status: 'walking',
    tried: [...tried, technique],
  };
  const own = remembered || !withPersonal ? { line: null, extra: {} } : personal(scene, technique);
  return result(
    scene,
    [
      ...opening,
      remembered ?? own.line,
      scene.content.techniques[technique]?.offer ?? null,
      stepLine(scene, technique, 0),
      moveOn,
    ],
    guide,
    'step-1',
    own.extra,
  );
}

function openGuide(scene: Scene): GuideResult | null {
  const answer = directAnswer(scene);
  if (answer) {
    const guide: GuideState = {
      technique: answer.technique,
      alternative: null,
      topic: 'general',
      step: 0,
      status: 'offered',
      tried: [],
    };
    return result(scene, [answer.answer, scene.content.lines.tryNow], guide, 'answer');
  }
  const help = asksForHelp(scene.text, scene.language);
  if (scene.intent !== 'answer' && !help) return null;
  const topic =
    scene.persona.kind === 'specialist'
      ? specialistTopic(scene.persona.topic)
      : guideTopic(scene.text, scene.language, scene.rec);
  if (!topic && !help) return null;
  const chosen = topic ?? 'general';
  const [first, second = null] = chooseGuide(chosen, prefs(scene));
  if (!first) return null;
  // A direct tone gets the technique and its step only; a specialist says why it steers.
  if (scene.context.tone === 'direct')
    return startWalk(scene, first, second, chosen, [], [], false);
  const warm = reflection(scene);
  const persona = scene.persona;
  const steered =
    persona.kind === 'specialist' && scene.rec.topic && scene.rec.topic !== persona.topic
      ? (choose(
          contentFor(scene.language).personas.specialist.bridges[persona.topic],
          {},
          scene.random,
        )?.text ?? null)
      : null;
  const opening = [warm, steered].filter((line): line is string => Boolean(line));
  return startWalk(scene, first, second, chosen, opening, []);
}

function switchOrStop(scene: Scene, guide: GuideState, before: string | null): GuideResult {
  const { lines } = scene.content;
  const next =
    guide.alternative && !guide.tried.includes(guide.alternative)
      ? guide.alternative
      : chooseGuide(guide.topic, prefs(scene, guide.tried))[0];
  if (!next) return result(scene, [before, lines.stop], null, 'stop');
  const switching = fill(lines.switchTo, { name: nameOf(scene, next) });
  return startWalk(
    scene,
    next,
    null,
    guide.topic,
    before ? [before, switching] : [switching],
    guide.tried,
  );
}

function linkLine(
  scene: Scene,
  technique: GuideTechnique,
): { line: string | null; target: AppLinkTarget | null } {
  const target = linkTarget(technique);
  return { line: target ? scene.content.lines.links[target.link] : null, target };
}

function check(scene: Scene, guide: GuideState): GuideResult | null {
  const { lines, words } = scene.content;
  const worse = scene.intent === 'no' || mentions(scene, words.worse);
  const better =
    !worse &&
    (scene.intent === 'yes' || scene.intent === 'thanks' || mentions(scene, words.better));
  const { line, target } = linkLine(scene, guide.technique);
  if (better) {
    const helped = [
      guide.technique,
      ...helpedList(scene.state).filter((t) => t !== guide.technique),
    ];
    return result(
      scene,
      [fill(lines.helped, { name: nameOf(scene, guide.technique) }), line],
      null,
      'helped',
      { helped: helped.slice(0, HELPED_LIMIT) },
      target,
    );
  }
  if (worse) return switchOrStop(scene, guide, lines.notHelped);
  if (!isShortMessage(scene.text, scene.language)) return null;
  return result(scene, [line, lines.stop], null, 'checked', {}, target);
}

/** The direct question the content answers (box breathing, how much sleep), if the message asks one. */
function directAnswer(scene: Scene) {
  const message = normalise(scene.text, scene.language);
  return scene.content.answers.find((entry) =>
    entry.match.some((phrase) => message.includes(phrase)),
  );
}

/** Every starter the chat offers, normalised: tapping one always begins something new. */
function isStarter(scene: Scene): boolean {
  const message = normalise(scene.text, scene.language);
  const { suggestions } = contentFor(scene.language);
  const starters = [
    ...suggestions.coach,
    ...suggestions.buddy,
    ...Object.values(suggestions.specialist).flat(),
  ];
  return starters.some((starter) => normalise(starter, scene.language) === message);
}

/**
 * Whether the message turns away from the technique being walked through: a starter, a direct
 * question, a request for help, any question, or a longer answer about another topic. Only the rest
 * ('done', 'ok', what a step asked for) moves a step on.
 */
function leavesWalk(scene: Scene, guide: GuideState): boolean {
  if (isStarter(scene) || directAnswer(scene) || asksForHelp(scene.text, scene.language))
    return true;
  if (/[?？]/.test(scene.text)) return true;
  if (scene.intent !== 'answer' || isShortMessage(scene.text, scene.language)) return false;
  const topic = guideTopic(scene.text, scene.language, scene.rec);
  return topic !== null && topic !== guide.topic;
}

function walk(scene: Scene, guide: GuideState): GuideResult | null {
  const { lines } = scene.content;
  const { intent } = scene;
  if (intent === 'no' || intent === 'newDirection') return switchOrStop(scene, guide, null);
  if (intent === 'wrapUp') return result(scene, [lines.stop], null, 'stop');
  if (leavesWalk(scene, guide)) return null;
  const ack = choose(lines.ack, {}, scene.random)?.text ?? null;
  const next = guide.step + 1;
  const total = stepCount(scene, guide.technique);
  if (next >= total)
    return result(scene, [ack, lines.check], { ...guide, status: 'checking' }, 'check');
  const moveOn = next === total - 1 ? lines.last : lines.moveOn;
  return result(
    scene,
    [ack, stepLine(scene, guide.technique, next), moveOn],
    { ...guide, step: next },
    `step-${next + 1}`,
  );
}

function offered(scene: Scene, guide: GuideState): GuideResult | null {
  const { intent } = scene;
  if (intent === 'yes' || intent === 'dontKnow')
    return startWalk(scene, guide.technique, null, guide.topic, [], []);
  if (intent === 'no' || intent === 'wrapUp' || intent === 'thanks')
    return result(scene, [scene.content.lines.declined], null, 'declined');
  return null;
}

/** The guide's reply, or null when the message is not one for the guide (small talk, an unclear story). */
export function guideTurn(input: GuideInput): GuideResult | null {
  const scene: Scene = { ...input, content: guideContentFor(input.language) };
  const guide = input.state.guide ?? null;
  if (guide) {
    const handled =
      guide.status === 'walking'
        ? walk(scene, guide)
        : guide.status === 'checking'
          ? check(scene, guide)
          : offered(scene, guide);
    if (handled) return handled;
  }
  // A listening thread of the older flow (gratitude, an unclear story) runs on unless help is asked.
  const listening = !guide && (input.state.phase === 'active' || input.state.phase === 'offer');
  if (listening && !asksForHelp(input.text, input.language)) return null;
  return openGuide({ ...scene, state: { ...scene.state, guide: null } });
}
