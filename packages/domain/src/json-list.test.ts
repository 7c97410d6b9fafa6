import { describe, expect, it } from 'vitest';
import { addOnce, addOnceToJsonList, removeFromJsonList } from './json-list';
import { addUnique } from './users';

describe('addOnce', () => {
  it('adds a trimmed item once and never mutates the input', () => {
    const list = ['a'];
    expect(addOnce(list, ' b ')).toEqual(['a', 'b']);
    expect(addOnce(list, 'a')).toEqual(['a']);
    expect(addOnce(list, '')).toEqual(['a']);
    expect(list).toEqual(['a']);
  });
});

describe('JSON lists', () => {
  it('adds once to goals, achievements, strengths and growth areas', () => {
    expect(addOnceToJsonList('["Rust"]', 'Sport')).toBe('["Rust","Sport"]');
    expect(addOnceToJsonList('["Rust"]', 'Rust')).toBe('["Rust"]');
    expect(addUnique('["Empathie"]', 'Empathie')).toBe('["Empathie"]');
    expect(addUnique(null, 'Empathie')).toBe('["Empathie"]');
  });
  it('treats invalid JSON as an empty list', () => {
    expect(addOnceToJsonList('{oops', 'x')).toBe('["x"]');
  });
  it('removes all copies of an item', () => {
    expect(removeFromJsonList('["a","b","a"]', 'a')).toBe('["b"]');
    expect(removeFromJsonList(null, 'a')).toBe('[]');
  });
});
