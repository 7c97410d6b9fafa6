// One realistic valid record per table, typed against the registry, for tests here and in other packages.
import type { TableName } from '../entities/layout';
import type { SampleMap } from './samples-base';
import { aiSamples } from './samples-ai';
import { coreSamples } from './samples-core';
import { personalSamples } from './samples-personal';
import { platformSamples } from './samples-platform';

export { SAMPLE_NOW, sampleBase } from './samples-base';
export type { SampleMap, SampleOf } from './samples-base';

export const sampleRecords: SampleMap = {
  ...coreSamples,
  ...personalSamples,
  ...aiSamples,
  ...platformSamples,
};

/** A fresh copy of the sample record of `table`, safe to mutate. */
export function sampleRecord<T extends TableName>(table: T): SampleMap[T] {
  return structuredClone(sampleRecords[table]);
}
