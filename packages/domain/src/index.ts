// Public surface of @groeipad/domain: entity schemas, the table registry and every pure rule of the spec.
export * from './json';
export * from './entities/base';
export * from './entities/registry-types';
export * from './entities/registry';
export * from './entities/core';
