import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale } from './build-if-stale.mjs';

/** @type {string} */
let root;
/** @type {string[]} */
let runs;

/** @param {string} relative @param {string} text */
function write(relative, text) {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
}

/** A fake app: its "build" copies src/ into dist/ (or fails when src/fail exists). */
const step = {
  name: 'app',
  inputs: ['app', 'shared.txt'],
  ignore: ['dist'],
  output: 'app/dist',
  command: ['fake-build', 'app'],
};

/** @param {Partial<Parameters<typeof buildIfStale>[1]>} [options] @param {object[]} [steps] */
async function build(options = {}, steps = [step]) {
  const results = await buildIfStale(/** @type {never} */ (steps), {
    root,
    stampDir: path.join(root, 'stamps'),
    log: () => undefined,
    run: (command, cwd) => {
      runs.push(command.join(' '));
      if (fs.existsSync(path.join(cwd, 'app/src/fail'))) throw new Error('build failed');
      fs.cpSync(path.join(cwd, 'app/src'), path.join(cwd, 'app/dist'), { recursive: true });
    },
    ...options,
  });
  return results.map((result) => `${result.name}:${result.built ? 'built' : 'fresh'}`);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-build-if-stale-'));
  runs = [];
  write('app/src/main.js', 'one');
  write('shared.txt', 'shared');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('buildIfStale', () => {
  it('builds once, then finds the output up to date', async () => {
    expect(await build()).toEqual(['app:built']);
    expect(await build()).toEqual(['app:fresh']);
    expect(runs).toEqual(['fake-build app']);
  });

  it('builds again when an input file changes, appears or is renamed, not when only its mtime does', async () => {
    await build();
    const file = path.join(root, 'app/src/main.js');
    fs.utimesSync(file, new Date(2001, 0, 1), new Date(2001, 0, 1));
    expect(await build()).toEqual(['app:fresh']);
    write('app/src/main.js', 'two');
    expect(await build()).toEqual(['app:built']);
    write('shared.txt', 'shared, changed');
    expect(await build()).toEqual(['app:built']);
    write('app/src/extra.js', '');
    expect(await build()).toEqual(['app:built']);
    fs.renameSync(path.join(root, 'app/src/extra.js'), path.join(root, 'app/src/other.js'));
    expect(await build()).toEqual(['app:built']);
  });

  it('ignores node_modules, the folders and the files a step says are no input', async () => {
    await build({}, [{ ...step, ignore: ['dist', '*.test.js'] }]);
    write('app/node_modules/pkg/index.js', 'installed');
    write('app/src/main.test.js', 'a test');
    expect(await build({}, [{ ...step, ignore: ['dist', '*.test.js'] }])).toEqual(['app:fresh']);
  });

  it('builds again when the output was deleted or changed since', async () => {
    await build();
    fs.rmSync(path.join(root, 'app/dist'), { recursive: true });
    expect(await build()).toEqual(['app:built']);
    write('app/dist/main.js', 'edited by hand');
    expect(await build()).toEqual(['app:built']);
  });

  it('builds anyway when forced, and only the steps named', async () => {
    await build();
    expect(await build({ force: true })).toEqual(['app:built']);
    const other = { ...step, name: 'other' };
    expect(await build({ only: ['other'] }, [step, other])).toEqual(['other:built']);
    await expect(build({ only: ['nope'] })).rejects.toThrow('unknown build step: nope');
  });

  it('leaves out a step that says why, without running it', async () => {
    expect(await build({}, [{ ...step, skip: () => 'not here' }])).toEqual([]);
    expect(runs).toEqual([]);
  });

  it('does not take a failed build for a finished one', async () => {
    await build();
    write('app/src/fail', '');
    await expect(build()).rejects.toThrow('build failed');
    fs.rmSync(path.join(root, 'app/src/fail'));
    expect(await build()).toEqual(['app:built']);
  });

  it('builds a step once when two runs ask for it at the same time', async () => {
    const both = await Promise.all([build(), build()]);
    expect(both.flat().sort()).toEqual(['app:built', 'app:fresh']);
    expect(runs).toEqual(['fake-build app']);
  });

  it('takes over a lock whose process is gone', async () => {
    fs.mkdirSync(path.join(root, 'stamps'));
    fs.writeFileSync(path.join(root, 'stamps/app.json.lock'), '999999999');
    expect(await build()).toEqual(['app:built']);
  });
});
