import { describe, expect, it } from 'vitest';
import { accountPathReturningTo, inAppPath } from './in-app-path';

describe('inAppPath', () => {
  it('keeps paths of this app, with their query and fragment', () => {
    expect(inAppPath('/discourse-support')).toBe('/discourse-support');
    expect(inAppPath('/communities/room/type%3AINFJ?x=1#end')).toBe(
      '/communities/room/type%3AINFJ?x=1#end',
    );
  });

  it('refuses anything that could lead to another site or is not a path', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'relative/path',
      '/a\nb',
      '',
      `/${'a'.repeat(600)}`,
      null,
      42,
    ]) {
      expect(inAppPath(value)).toBeNull();
    }
  });
});

describe('accountPathReturningTo', () => {
  it('carries the path as the next parameter, encoded', () => {
    const address = accountPathReturningTo('/communities/room/type%3AINFJ?x=1');
    expect(address.startsWith('/account?next=')).toBe(true);
    expect(new URL(address, 'https://groeipad.example').searchParams.get('next')).toBe(
      '/communities/room/type%3AINFJ?x=1',
    );
  });
});
