// Public surface of the coach package.
export * from './types';
export * from './plans';
export * from './wellness-reading';
export * from './imagination';
export * from './insights';
export * from './prompt';
// The provider's error class without the OpenAI SDK, so callers can check failures cheaply.
export * from './openai/provider-error';
export * from './respond';
export * from './safety';
export * from './offline';
