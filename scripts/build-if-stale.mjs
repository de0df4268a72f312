// Runs the build steps whose output is missing or was built from other inputs (a content hash,
// not mtimes: a checkout, `npm ci` or a copy changes mtimes without changing what a build makes).
//   node scripts/build-if-stale.mjs [--force] [step ...]     (ALMA_REBUILD=1 is --force)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprintOutput, hashInputs } from './build-fingerprint.mjs';
import { withLock } from './build-lock.mjs';
import { buildSteps } from './build-steps.mjs';

/**
 * @typedef {object} BuildStep
 * @property {string} name
 * @property {string[]} inputs  files or folders (relative to the root) whose content the output depends on
 * @property {string[]} [ignore]  folder names never read inside the inputs (besides node_modules)
 * @property {() => string} [extra]  anything else the output depends on (a tool's version)
 * @property {string} output  the folder the command makes
 * @property {string[]} command  argv, run in the root
 * @property {() => string | null} [skip]  a reason to leave the step out this time
 */

/**
 * @param {BuildStep[]} steps
 * @param {{ root: string, stampDir: string, force?: boolean, only?: string[], log?: (line: string) => void,
 *   run?: (command: string[], cwd: string) => void }} options
 * @returns {Promise<Array<{ name: string, built: boolean }>>}
 */
export async function buildIfStale(steps, options) {
  const { root, stampDir, force = false, only = [], log = (line) => console.log(line) } = options;
  const run = options.run ?? runCommand;
  const unknown = only.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) throw new Error(`unknown build step: ${unknown.join(', ')}`);
  fs.mkdirSync(stampDir, { recursive: true });
  const results = [];
  for (const step of steps) {
    if (only.length > 0 && !only.includes(step.name)) continue;
    const reason = step.skip?.();
    if (reason) {
      log(`build ${step.name}: skipped (${reason})`);
      continue;
    }
    const stampPath = path.join(stampDir, `${step.name}.json`);
    const output = path.join(root, step.output);
    // Two starts, or a start and a test run, in one checkout: one builds, the other waits and reuses.
    const built = await withLock(
      `${stampPath}.lock`,
      async () => {
        const started = Date.now();
        const inputs = hashInputs(root, step.inputs, step.ignore ?? [], step.extra?.() ?? '');
        const stamp = readStamp(stampPath);
        const stale = force ? 'forced' : staleness(stamp, inputs, output);
        if (!stale) {
          log(`build ${step.name}: up to date (${Date.now() - started} ms)`);
          return false;
        }
        // A half-finished output must not look finished: the stamp goes first and comes back last.
        fs.rmSync(stampPath, { force: true });
        log(`build ${step.name}: ${stale}, running ${step.command.join(' ')}`);
        run(step.command, root);
        const fingerprint = fingerprintOutput(output);
        if (!fingerprint)
          throw new Error(`build ${step.name}: ${step.command.join(' ')} made no ${step.output}`);
        fs.writeFileSync(stampPath, `${JSON.stringify({ inputs, output: fingerprint })}\n`);
        log(`build ${step.name}: built in ${Date.now() - started} ms`);
        return true;
      },
      log,
    );
    results.push({ name: step.name, built });
  }
  return results;
}

/**
 * Why the output must be built again, or null when it is what these inputs make.
 * @param {{ inputs: string, output: string } | null} stamp @param {string} inputs @param {string} output
 */
function staleness(stamp, inputs, output) {
  if (!stamp) return 'no build yet';
  if (stamp.inputs !== inputs) return 'sources changed';
  if (stamp.output !== fingerprintOutput(output)) return 'output changed or missing';
  return null;
}

/** @param {string} file @returns {{ inputs: string, output: string } | null} */
function readStamp(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {string[]} command @param {string} cwd */
function runCommand(command, cwd) {
  const [program, ...args] = command;
  const result = spawnSync(program, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed (${result.status ?? result.signal})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    await buildIfStale(buildSteps(root), {
      root,
      // Beside the installed packages: `npm ci` (new packages) starts from no stamps, and git ignores it.
      stampDir: path.join(root, 'node_modules/.cache/alma-build'),
      force: args.includes('--force') || process.env.ALMA_REBUILD === '1',
      only: args.filter((arg) => !arg.startsWith('--')),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
