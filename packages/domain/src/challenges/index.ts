export * from './levels';
export * from './streaks';
