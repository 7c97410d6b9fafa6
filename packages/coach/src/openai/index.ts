// Entry @groeipad/coach/openai: the OpenAI-compatible provider, kept out of the main entry so the app loads the SDK only when needed.
export * from './base-url';
export * from './provider';
export * from './provider-error';
export * from './moderator';
