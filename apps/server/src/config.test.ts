import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 8080 and the embedded database', () => {
    const config = loadConfig({}, '/srv/web');
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.webRoot).toBe('/srv/web');
    expect(config.logLevel).toBe('info');
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../.data/pglite'));
  });
  it('reads DATA_DIR as an absolute folder and rejects a blank one', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/groeipad' }, '/w').dataDir).toBe('/var/lib/groeipad');
    expect(loadConfig({ DATA_DIR: 'data' }, '/w').dataDir).toBe(path.resolve('data'));
    expect(() => loadConfig({ DATA_DIR: '   ' }, '/w')).toThrow(/DATA_DIR/);
  });
  it('reads PORT and DATABASE_URL overrides', () => {
    const config = loadConfig({ PORT: '9090', DATABASE_URL: 'postgres://u@localhost/db' }, '/w');
    expect(config.port).toBe(9090);
    expect(config.databaseUrl).toBe('postgres://u@localhost/db');
  });
  it('rejects a bad PORT, DATABASE_URL or LOG_LEVEL with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' }, '/w')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' }, '/w')).toThrow(/0 to 65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, '/w')).toThrow(/postgres/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, '/w')).toThrow(/LOG_LEVEL/);
  });
  it('reads REDIS_URL for several nodes, none by default, and rejects another scheme', () => {
    expect(loadConfig({}, '/w').redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, '/w').redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://x' }, '/w')).toThrow(/REDIS_URL/);
  });

  it('defaults accounts to a generated secret beside the data folder, secure cookies and printed reset links', () => {
    const { auth } = loadConfig({ PORT: '9000', DATA_DIR: '/srv/groeipad/db' }, '/w');
    expect(auth).toEqual({
      secret: undefined,
      secretFile: '/srv/groeipad/auth-secret',
      publicUrl: 'http://localhost:9000',
      cookieSecure: true,
      logResetTokens: true,
    });
    expect(loadConfig({}, '/w').auth.secretFile).toBe(
      path.resolve(import.meta.dirname, '../../../.data/auth-secret'),
    );
  });
  it('reads AUTH_SECRET, AUTH_SECRET_FILE, PUBLIC_URL, COOKIE_SECURE and AUTH_LOG_RESET_TOKENS', () => {
    const { auth } = loadConfig(
      {
        AUTH_SECRET: 's'.repeat(32),
        AUTH_SECRET_FILE: '/etc/groeipad/secret',
        PUBLIC_URL: 'https://groeipad.example/',
        COOKIE_SECURE: 'false',
        AUTH_LOG_RESET_TOKENS: '0',
      },
      '/w',
    );
    expect(auth).toEqual({
      secret: 's'.repeat(32),
      secretFile: '/etc/groeipad/secret',
      publicUrl: 'https://groeipad.example',
      cookieSecure: false,
      logResetTokens: false,
    });
  });
  it('prints no reset links in production unless asked to', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, '/w').auth.logResetTokens).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_LOG_RESET_TOKENS: 'true' }, '/w').auth
        .logResetTokens,
    ).toBe(true);
  });
  it('rejects a short AUTH_SECRET, a bad PUBLIC_URL or a non-boolean flag with a clear message', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'too short' }, '/w')).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_SECRET: 'too short' }, '/w')).toThrow(/at least 32 characters/);
    expect(() => loadConfig({ PUBLIC_URL: 'groeipad.example' }, '/w')).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://groeipad.example' }, '/w')).toThrow(/http/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://example.org/app' }, '/w')).toThrow(
      /without a path/,
    );
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' }, '/w')).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig({ AUTH_LOG_RESET_TOKENS: 'yesplease' }, '/w')).toThrow(
      /AUTH_LOG_RESET_TOKENS/,
    );
    expect(() => loadConfig({ AUTH_SECRET_FILE: '  ' }, '/w')).toThrow(/AUTH_SECRET_FILE/);
  });

  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({}, '/w').trustProxy).toBe(false);
    for (const off of ['', 'false', 'FALSE', '0']) {
      expect(loadConfig({ TRUST_PROXY: off }, '/w').trustProxy).toBe(false);
    }
  });
  it('reads TRUST_PROXY as a number of proxies, true, or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, '/w').trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }, '/w').trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }, '/w').trustProxy).toBe(true);
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }, '/w').trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });
  it('rejects a TRUST_PROXY that is no number, boolean, address or range, naming the bad part', () => {
    const bad = [
      'yes',
      'proxy.example',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1,',
      '1.2.3',
      '-1',
      '1.5',
    ];
    for (const value of bad) {
      expect(() => loadConfig({ TRUST_PROXY: value }, '/w'), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,proxy.example' }, '/w')).toThrow(
      /TRUST_PROXY must be a number of proxies .*'proxy\.example'/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '9'.repeat(30) }, '/w')).toThrow(/TRUST_PROXY/);
  });

  it('reads the forum from DISCOURSE_URL and DISCOURSE_CONNECT_SECRET, both or neither', () => {
    expect(loadConfig({}, '/w').discourse).toBeNull();
    const secret = 'a-long-enough-secret';
    expect(
      loadConfig(
        { DISCOURSE_URL: 'https://forum.example/', DISCOURSE_CONNECT_SECRET: secret },
        '/w',
      ).discourse,
    ).toEqual({ url: 'https://forum.example', secret });
    expect(
      loadConfig(
        { DISCOURSE_URL: 'https://example.org/forum/', DISCOURSE_CONNECT_SECRET: secret },
        '/w',
      ).discourse?.url,
    ).toBe('https://example.org/forum');
    expect(() => loadConfig({ DISCOURSE_URL: 'https://forum.example' }, '/w')).toThrow(/together/);
    expect(() => loadConfig({ DISCOURSE_CONNECT_SECRET: secret }, '/w')).toThrow(/together/);
    for (const url of ['forum.example', 'ftp://forum.example', 'https://forum.example/?a=1']) {
      expect(
        () => loadConfig({ DISCOURSE_URL: url, DISCOURSE_CONNECT_SECRET: secret }, '/w'),
        url,
      ).toThrow(/DISCOURSE_URL/);
    }
    expect(() =>
      loadConfig(
        { DISCOURSE_URL: 'https://forum.example', DISCOURSE_CONNECT_SECRET: 'short' },
        '/w',
      ),
    ).toThrow(/at least 10/);
  });
});
