// Prompt building for remote models: personal-detail stripping, the approved context summary, the system prompt and the message list.
export * from './chat-request';
export * from './messages';
export * from './pii';
export * from './proxy-context';
export * from './summary';
export * from './system-prompt';
