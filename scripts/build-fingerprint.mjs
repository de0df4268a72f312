// What a build was made from (a hash of its inputs' content) and what it made (its files' names,
// sizes and mtimes), so build-if-stale can tell an up-to-date output from a stale or touched one.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders no build reads its sources from. */
const NEVER_INPUT = new Set(['node_modules', '.git']);

/**
 * @param {string} root
 * @param {string[]} inputs  files or folders relative to root; a missing one counts as empty
 * @param {string[]} ignore  folder names left out wherever they appear (`dist`), and `*suffix` for
 *   files (`*.test.ts`: tests are not part of a bundle)
 * @param {string} extra
 * @returns {string} hex sha256
 */
export function hashInputs(root, inputs, ignore, extra) {
  const skip = new Set([...NEVER_INPUT, ...ignore.filter((name) => !name.startsWith('*'))]);
  const suffixes = ignore.filter((name) => name.startsWith('*')).map((name) => name.slice(1));
  const hash = createHash('sha256').update(`extra\0${extra}\0`);
  for (const input of inputs) {
    for (const file of listFiles(path.join(root, input), skip)) {
      if (suffixes.some((suffix) => file.endsWith(suffix))) continue;
      // The name is hashed too: a renamed file changes what a build makes.
      hash.update(`${path.relative(root, file).split(path.sep).join('/')}\0`);
      hash.update(fs.readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * @param {string} dir
 * @returns {string | null} null when the folder is missing or empty
 */
export function fingerprintOutput(dir) {
  const files = listFiles(dir, new Set());
  if (files.length === 0) return null;
  const hash = createHash('sha256');
  for (const file of files) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(dir, file)}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  return hash.digest('hex');
}

/**
 * Files under `start` (or `start` itself), sorted, so the hash does not depend on directory order.
 * @param {string} start
 * @param {Set<string>} skip
 * @returns {string[]}
 */
function listFiles(start, skip) {
  let stat;
  try {
    stat = fs.statSync(start);
  } catch {
    return [];
  }
  if (stat.isFile()) return [start];
  const files = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(full);
      } else if (entry.isFile()) {
        files.push(full);
      }
    }
  };
  walk(start);
  return files.sort();
}
