import { describe, expect, it } from 'vitest';
import { normalizeWebsite } from './website';

describe('normalizeWebsite', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(normalizeWebsite('groeipad.nl')).toEqual({ ok: true, value: 'https://groeipad.nl/' });
    expect(normalizeWebsite('  www.example.com/over-mij ')).toEqual({
      ok: true,
      value: 'https://www.example.com/over-mij',
    });
    expect(normalizeWebsite('localhost:3000')).toEqual({
      ok: true,
      value: 'https://localhost:3000/',
    });
  });

  it('keeps http and https addresses', () => {
    expect(normalizeWebsite('http://example.org')).toEqual({
      ok: true,
      value: 'http://example.org/',
    });
    expect(normalizeWebsite('HTTPS://Example.org/a?b=1')).toEqual({
      ok: true,
      value: 'https://example.org/a?b=1',
    });
  });

  it('treats an empty field as cleared', () => {
    expect(normalizeWebsite('   ')).toEqual({ ok: true, value: '' });
  });

  it('refuses other schemes, spaces, hosts without a dot and credentials', () => {
    for (const bad of [
      'javascript:alert(1)',
      'ftp://example.org',
      'mailto:anna@example.nl',
      'geen website',
      'example',
      'https://',
      'https://user:pw@example.org',
      `https://example.org/${'a'.repeat(2100)}`,
    ]) {
      expect(normalizeWebsite(bad), bad).toEqual({ ok: false });
    }
  });
});
