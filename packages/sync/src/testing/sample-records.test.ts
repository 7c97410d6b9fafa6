import { tableRegistry } from '@groeipad/domain/schemas';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TABLES, sampleRecord } from './sample-records';

describe('sample records', () => {
  it.each(SAMPLE_TABLES)('%s is valid and parses to itself', (table) => {
    const record = sampleRecord(table, 'x-1');
    expect(tableRegistry[table].schema.parse(record)).toEqual(record);
  });
});
