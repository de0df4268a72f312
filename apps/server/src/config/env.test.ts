import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, ALMA_DEMO: true, PUBLIC_CACHE_TTL: 5, TRUST_PROXY: false });
    // <repo>/data, wherever npm runs the server from.
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../../data'));
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../../web/dist'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ ALMA_DEMO: 'yes' }, 'ALMA_DEMO'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
  ])('refuses %j, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads ALMA_DEMO=0 as off and a DATABASE_URL as given', () => {
    const config = loadConfig({ ALMA_DEMO: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/alma' });
    expect(config.ALMA_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/alma');
  });
});
