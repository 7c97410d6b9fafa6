import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonList, parseJsonObject, parseStringList } from './json';

describe('parseJsonList', () => {
  it('reads a JSON array', () => {
    expect(parseJsonList('[1,"a",null]')).toEqual([1, 'a', null]);
    expect(parseJsonList(' [] ')).toEqual([]);
  });

  it.each([
    ['invalid JSON', '[1,'],
    ['an object', '{"a":1}'],
    ['a string', '"tags"'],
    ['a number', '42'],
    ['null JSON', 'null'],
    ['empty string', ''],
    ['blank string', '   '],
    ['null', null],
    ['undefined', undefined],
  ])('gives [] for %s', (_name, text) => {
    expect(parseJsonList(text)).toEqual([]);
  });

  it('never throws and always gives an array', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Array.isArray(parseJsonList(text))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const roundTrip: unknown = JSON.parse(text);
        expect(parseJsonList(text)).toEqual(Array.isArray(roundTrip) ? roundTrip : []);
      }),
    );
  });
});

describe('parseStringList', () => {
  it('keeps only the string items', () => {
    expect(parseStringList('["a",1,null,"b",{"c":1}]')).toEqual(['a', 'b']);
    expect(parseStringList('nope')).toEqual([]);
    expect(parseStringList(undefined)).toEqual([]);
  });

  it('never throws and gives only strings', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(parseStringList(text).every((item) => typeof item === 'string')).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.string()), (items) => {
        expect(parseStringList(JSON.stringify(items))).toEqual(items);
      }),
    );
  });
});

describe('parseJsonObject', () => {
  it('reads a JSON object', () => {
    expect(parseJsonObject('{"id":"u1","mbtiType":"INFJ"}')).toEqual({
      id: 'u1',
      mbtiType: 'INFJ',
    });
  });

  it.each([
    ['invalid JSON', '{"a":'],
    ['an array', '[1,2]'],
    ['a string', '"x"'],
    ['a number', '3'],
    ['null JSON', 'null'],
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('gives {} for %s', (_name, text) => {
    expect(parseJsonObject(text)).toEqual({});
  });

  it('never throws and always gives a plain object', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseJsonObject(text);
        expect(typeof value === 'object' && value !== null && !Array.isArray(value)).toBe(true);
      }),
    );
  });
});
