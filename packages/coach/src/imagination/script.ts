// The guided script of one session: its title and description and each step's prompt (the ai_query shown).
import type { Language, LevensgebiedId } from '@groeipad/domain';
import { imaginationContent } from './content';
import { IMAGINATION_SCRIPT_VERSION, IMAGINATION_STEPS, type ImaginationStepId } from './steps';
import { fillTemplate } from './template';

export type ImaginationStep = {
  id: ImaginationStepId;
  /** 0-based position, as stored in imagination_sessions.step. */
  index: number;
  title: string;
  /** What the person is invited to imagine and write about; saved as the step's ai_query. */
  prompt: string;
};

export type ImaginationScript = {
  language: Language;
  levensgebied: LevensgebiedId;
  version: number;
  /** For imagination_sessions.session_title. */
  title: string;
  /** For imagination_sessions.session_description. */
  description: string;
  steps: ImaginationStep[];
};

export type ScriptInput = { language: Language; levensgebied: LevensgebiedId };

export function imaginationScript({ language, levensgebied }: ScriptInput): ImaginationScript {
  const content = imaginationContent(language);
  const area = content.areas[levensgebied];
  const steps = IMAGINATION_STEPS.map((id, index) => {
    const own = area.prompts[id];
    const prompt = own ?? fillTemplate(content.steps[id].prompt, { area: area.name });
    return { id, index, title: content.steps[id].title, prompt };
  });
  return {
    language,
    levensgebied,
    version: IMAGINATION_SCRIPT_VERSION,
    title: fillTemplate(content.session.title, { title: area.title }),
    description: fillTemplate(content.session.description, { area: area.name }),
    steps,
  };
}
