import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TInstitutionSettings } from '@alma/shared/admin-api/settings';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { assertSchoolInBuild } from './config-file.ts';

/** A stand-in web build carrying two schools; its config/index.json names `demo`. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-schools-dist-'));
  fs.mkdirSync(path.join(dist, 'config/demo'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'config/lakeside'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'config/index.json'), '{"School":"demo","note":"kept"}');
  const school = (moduleName: string, themeColor: string, theme: string, features: object) => ({
    api: '',
    moduleName,
    theme,
    themeColor,
    signKey: 'file-sign-key',
    features,
  });
  fs.writeFileSync(
    path.join(dist, 'config/demo/index.json'),
    JSON.stringify(school('demo', '#b3282d', 'default', { maskDonorNames: false })),
  );
  fs.writeFileSync(
    path.join(dist, 'config/lakeside/index.json'),
    JSON.stringify(
      school('lakeside', '#1f6f8b', 'campaign', { maskDonorNames: true, hideListStatistics: true }),
    ),
  );
  return dist;
}

const dist = fakeBuild();
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function appServing(school?: string): Promise<TestApp> {
  const t = await createTestApp({ WEB_DIST: dist, ...(school ? { ALMA_SCHOOL: school } : {}) });
  apps.push(t);
  return t;
}

const read = async (t: TestApp, url: string) => {
  const answer = await t.app.inject({ url });
  return { status: answer.statusCode, cache: answer.headers['cache-control'], json: answer.json() };
};

describe('config/index.json names the school this installation serves', () => {
  it('without ALMA_SCHOOL: the build’s own school, the file otherwise as built', async () => {
    const t = await appServing();
    expect(await read(t, '/config/index.json')).toEqual({
      status: 200,
      cache: 'no-cache',
      json: { School: 'demo', note: 'kept' },
    });
  });

  it('with ALMA_SCHOOL: that school; the console’s theme colour and flags go over its file, not the other’s', async () => {
    const t = await appServing('lakeside');
    expect((await read(t, '/config/index.json')).json).toEqual({ School: 'lakeside', note: 'kept' });
    const built = await read(t, '/config/lakeside/index.json');
    expect(built.json).toMatchObject({ moduleName: 'lakeside', theme: 'campaign', themeColor: '#1f6f8b' });

    const admin = await signedInAs(t, 'administrator');
    const settings = await admin.call<TInstitutionSettings>('GET', '/settings');
    // The console shows the served school's file as the defaults its overrides replace.
    expect(settings.body.fileDefaults).toEqual({
      themeColor: '#1f6f8b',
      features: { maskDonorNames: true, hideListStatistics: true },
      homeLayout: 'campaign',
    });
    const saved = await admin.call('PUT', '/settings/appearance', {
      themeColor: '#226633',
      features: { maskDonorNames: false },
    });
    expect(saved.status).toBe(200);
    expect((await read(t, '/config/lakeside/index.json')).json).toMatchObject({
      theme: 'campaign',
      themeColor: '#226633',
      features: { maskDonorNames: false, hideListStatistics: true },
    });
    // The school it does not serve is answered as built.
    expect((await read(t, '/config/demo/index.json')).json).toMatchObject({
      themeColor: '#b3282d',
      features: { maskDonorNames: false },
    });
  });

  it('refuses to start on a school the build lacks, and ALMA_SCHOOL must be a folder name', async () => {
    // registerConfigFileRoutes runs this when the app is built, before it listens.
    expect(() => assertSchoolInBuild({ webDist: dist, school: 'hillside' })).toThrow(
      /ALMA_SCHOOL=hillside: the web build has no .*config\/hillside\/index\.json/,
    );
    expect(() => assertSchoolInBuild({ webDist: dist, school: 'lakeside' })).not.toThrow();
    for (const bad of ['../demo', 'demo/index', 'a b', '']) {
      expect(() => loadConfig({ ALMA_SCHOOL: bad })).toThrow(/ALMA_SCHOOL/);
    }
    expect(loadConfig({ ALMA_SCHOOL: 'lake_side-2' }).ALMA_SCHOOL).toBe('lake_side-2');
  });
});
