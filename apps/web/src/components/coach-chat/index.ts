// The coach conversation component shared by the coach screens and the AI contacts in /chat.
export { CoachChat } from './coach-chat';
export type { CoachChatProps } from './coach-chat';
export { CrisisPanel } from './crisis-panel';
