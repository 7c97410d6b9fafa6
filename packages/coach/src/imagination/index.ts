// Public surface of guided active imagination: the steps, the script per life area, reflections and inspirations.
export {
  IMAGINATION_SCRIPT_VERSION,
  IMAGINATION_SOURCE,
  IMAGINATION_STEPS,
  imaginationStepId,
  isImaginationStepId,
} from './steps';
export type { ImaginationStepId } from './steps';
export { imaginationContentSchema } from './content-schema';
export type { ImaginationContent } from './content-schema';
export { imaginationContent } from './content';
export { imaginationScript } from './script';
export type { ImaginationScript, ImaginationStep, ScriptInput } from './script';
export { reflectOnStep } from './reflect';
export type { ReflectInput } from './reflect';
export { inspirationFromSession } from './inspiration';
export type { InspirationDraft, InspirationInput } from './inspiration';
export { shortQuote } from './quote';
