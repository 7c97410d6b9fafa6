import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AVATAR_COLORS, avatarColor, escapeXml, initials, initialsAvatar } from './avatar';

function svgOf(url: string): string {
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  expect(url.startsWith(prefix)).toBe(true);
  return decodeURIComponent(url.slice(prefix.length));
}

describe('initials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initials('Anna de Vries')).toBe('AV');
    expect(initials('jan')).toBe('J');
    expect(initials('  pieter   post ')).toBe('PP');
  });
  it('works for non-latin names and keeps characters whole', () => {
    expect(initials('山田 太郎')).toBe('山太');
    expect(initials('김민수')).toBe('김');
    expect(initials('E\u0301mile Zola')).toBe('E\u0301Z');
    expect(initials('😀 Smile')).toBe('😀S');
  });
  it('gives ? for empty names', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});

describe('initialsAvatar', () => {
  it('is an SVG data URL with the initials, made without network', () => {
    const svg = svgOf(initialsAvatar('山田 太郎'));
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('>山太</text>');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
  it('escapes XML in the initials and options', () => {
    const svg = svgOf(initialsAvatar('<b> &x', { background: '"red"', color: "'a'" }));
    expect(svg).toContain('>&lt;&amp;</text>');
    expect(svg).toContain('fill="&quot;red&quot;"');
    expect(svg).toContain('fill="&apos;a&apos;"');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
  it('uses the size option', () => {
    expect(svgOf(initialsAvatar('A', { size: 40 }))).toContain('width="40" height="40"');
  });
  it('picks a deterministic colour from the palette', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(avatarColor(name)).toBe(avatarColor(name));
        expect(AVATAR_COLORS).toContain(avatarColor(name));
        expect(initialsAvatar(name)).toBe(initialsAvatar(name));
      }),
    );
    const colors = new Set(['Anna', 'Bram', 'Chen', 'Daan', 'Eva', 'Fleur'].map(avatarColor));
    expect(colors.size).toBeGreaterThan(1);
  });
});
