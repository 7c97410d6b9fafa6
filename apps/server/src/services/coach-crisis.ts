// The proxy's own crisis check, the one the device runs (assessSafety): a message with crisis signals is answered here with resources and grounding, never by the model.
import {
  assessSafety,
  crisisText,
  lastUserText,
  type ChatCompletionRequest,
} from '@groeipad/coach';
import { requestLanguage } from './coach-prompt';
import { chunkEvent, endEvents } from './coach-sse';

/** Names the writer of the crisis answer in its events. */
export const safetyModel = 'safety';

/**
 * The crisis answer as the event stream the app's provider reads like any reply, in the request's
 * language with its country's resources; null when the newest user message holds no crisis signal.
 */
export function crisisAnswer(request: ChatCompletionRequest): string | null {
  const country = request.coach_context?.country?.toUpperCase() ?? null;
  const crisis = assessSafety(lastUserText(request.messages), requestLanguage(request), country);
  if (!crisis) return null;
  return chunkEvent(safetyModel, { text: crisisText(crisis) }) + endEvents(safetyModel, 'stop');
}
