// Public surface of the coach package.
export * from './types';
