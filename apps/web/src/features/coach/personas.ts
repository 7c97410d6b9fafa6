// The coach screens' personas; their contact ids match the AI contacts in /chat, so a conversation
// started on /ai-coaching is the same one the coach contact shows there.
import type { CoachPersona } from '@groeipad/coach';

export const COACH_PERSONA: CoachPersona = { id: 'ai-coach', kind: 'coach', specialisation: null };
export const BUDDY_PERSONA: CoachPersona = { id: 'ai-buddy', kind: 'buddy', specialisation: null };
