// The user's coach set-up on this device: which model answers and whether a context summary may go
// with it. Kept in localStorage: it is about this device (a key typed here stays here), never synced.
import { useSyncExternalStore } from 'react';

export const COACH_MODES = ['offline', 'server', 'custom'] as const;
/** offline: the built-in coach; server: the model our server proxies; custom: the user's own endpoint. */
export type CoachMode = (typeof COACH_MODES)[number];

export type CoachSettings = {
  mode: CoachMode;
  /** The user's own OpenAI-compatible endpoint (custom mode), e.g. http://localhost:11434/v1 for Ollama. */
  baseUrl: string;
  model: string;
  apiKey: string;
  /** Whether the short context summary (type, goals, mood trend...) may be sent to a remote model. */
  shareSummary: boolean;
};

export const DEFAULT_COACH_SETTINGS: CoachSettings = {
  mode: 'offline',
  baseUrl: '',
  model: '',
  apiKey: '',
  shareSummary: false,
};

const STORAGE_KEY = 'groeipad.coach-settings';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: CoachSettings } | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function parse(raw: string | null): CoachSettings {
  if (!raw) return DEFAULT_COACH_SETTINGS;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof CoachSettings, unknown>>;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return {
      mode: COACH_MODES.find((mode) => mode === value.mode) ?? 'offline',
      baseUrl: text(value.baseUrl),
      model: text(value.model),
      apiKey: text(value.apiKey),
      shareSummary: value.shareSummary === true,
    };
  } catch {
    return DEFAULT_COACH_SETTINGS;
  }
}

export function readCoachSettings(): CoachSettings {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

export function saveCoachSettings(settings: CoachSettings): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(settings));
  for (const listener of listeners) listener();
}

/** A custom endpoint must be an http(s) URL; returns the problem as a translation key suffix. */
export function validateCustomEndpoint(settings: CoachSettings): 'baseUrl' | 'model' | undefined {
  try {
    const url = new URL(settings.baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'baseUrl';
  } catch {
    return 'baseUrl';
  }
  return settings.model.trim() === '' ? 'model' : undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCoachSettings(): CoachSettings {
  return useSyncExternalStore(subscribe, readCoachSettings, () => DEFAULT_COACH_SETTINGS);
}
