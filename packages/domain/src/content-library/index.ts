export * from './source';
export * from './met24-source';
