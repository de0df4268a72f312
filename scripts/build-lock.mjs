// One build of a step at a time in a checkout: `npm start`, a test run's global setup and an e2e
// run may all ask for the same output at once. A lock file holds the builder's pid; a lock whose
// process is gone is taken over.
import fs from 'node:fs';

const POLL_MS = 250;
/** Longer than any build; a live holder past this is reported, not waited for forever. */
const GIVE_UP_MS = 15 * 60 * 1000;

/**
 * @template T
 * @param {string} lockPath
 * @param {() => Promise<T>} fn
 * @param {(line: string) => void} log
 * @returns {Promise<T>}
 */
export async function withLock(lockPath, fn, log) {
  const deadline = Date.now() + GIVE_UP_MS;
  let waiting = false;
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = Number(readOrEmpty(lockPath));
    // An empty lock is one being written this instant (create and write are two steps).
    if (!isAlive(holder) && !(holder === 0 && ageMs(lockPath) < 5000)) {
      // The holder died mid-build; its half output has no stamp, so the next check rebuilds it.
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${lockPath} is held by process ${holder} for too long`);
    if (!waiting) log(`waiting for process ${holder}, which is building the same output`);
    waiting = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}

/** @param {string} file */
function readOrEmpty(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** @param {string} file */
function ageMs(file) {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** @param {number} pid */
function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}
