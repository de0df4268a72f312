import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether poppler's pdfsig is on this machine: CI installs it (.ci/run); a laptop may lack it. */
export async function hasPdfsig(): Promise<boolean> {
  try {
    await run('pdfsig', ['-v']);
    return true;
  } catch {
    return false;
  }
}

/**
 * poppler's pdfsig on the file, a validator that is not ours: its 'Signature Validation' line of
 * each signature ('Signature is Valid.', 'Digest Mismatch.', …), and the whole report.
 */
export async function pdfsigReport(bytes: Uint8Array): Promise<{ validations: string[]; report: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-pdfsig-'));
  const file = path.join(dir, 'file.pdf');
  fs.writeFileSync(file, bytes);
  try {
    // pdfsig exits non-zero for a bad signature: its report is what is read, whatever the code.
    const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    const validations = [...stdout.matchAll(/Signature Validation:\s*(.+)/g)].map((match) =>
      match[1]!.trim(),
    );
    return { validations, report: stdout };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
