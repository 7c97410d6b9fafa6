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
});
