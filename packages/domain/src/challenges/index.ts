export * from './daily-picks';
export * from './levels';
export * from './streaks';
export * from './catalogue';
export * from './badges';
export * from './community';
export * from './wire';
export * from './progress';
