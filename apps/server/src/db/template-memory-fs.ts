import fs from 'node:fs';
import path from 'node:path';
import { MemoryFS, PGlite } from '@electric-sql/pglite';

type EmscriptenFS = {
  mkdirTree(path: string, mode?: number): void;
  writeFile(path: string, data: Uint8Array, options: { mode: number }): void;
};
type EmscriptenModule = { FS: EmscriptenFS };
type InitResult = Awaited<ReturnType<MemoryFS['init']>>;
type Entry = { relative: string; mode: number; data: Uint8Array | null };

/**
 * PGlite's in-memory filesystem, filled with a copy of a data directory before Postgres starts.
 * Tests open one per file: nothing is written to disk, there is nothing to delete afterwards, and
 * commits cost no fsync. PGlite's own `loadDataDir` does the same from a tarball, but its
 * JavaScript untar costs about a second per open; this copies the files as they are.
 * With no directory at `from`, PGlite runs initdb in memory as usual.
 */
export class TemplateMemoryFS extends MemoryFS {
  readonly #from: string;

  constructor(from: string) {
    super();
    this.#from = from;
  }

  override async init(pg: PGlite, options: Parameters<MemoryFS['init']>[1]): Promise<InitResult> {
    const entries = await readWhole(this.#from);
    const result = await super.init(pg, options);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<(mod: EmscriptenModule) => void>;
    preRun.push((mod) => {
      if (entries.length === 0) return;
      const root = PGlite.paths.PGDATA;
      mod.FS.mkdirTree(root, 0o700);
      // writeFile copies; emptying the list lets the read buffers go while the database lives on.
      for (const entry of entries.splice(0)) {
        const target = `${root}/${entry.relative}`;
        if (entry.data) mod.FS.writeFile(target, entry.data, { mode: entry.mode });
        else mod.FS.mkdirTree(target, entry.mode);
      }
    });
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

/**
 * The directory as one build made it. `npm run build` swaps in a new template by renaming while
 * another process may be reading the old one: a read that saw the swap (the folder's inode
 * changed, or a file vanished) starts again rather than mix two templates.
 */
async function readWhole(dir: string): Promise<Entry[]> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) return [];
      const before = fs.statSync(dir).ino;
      const entries = readTree(dir);
      if (fs.statSync(dir).ino === before) return entries;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${dir} kept changing while it was read`);
}

/** Every folder (before its contents) and file under `root`, with its permission bits. */
function readTree(root: string): Entry[] {
  const entries: Entry[] = [];
  const walk = (relative: string): void => {
    for (const item of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${item.name}` : item.name;
      const full = path.join(root, child);
      const mode = fs.statSync(full).mode & 0o777;
      if (item.isDirectory()) {
        entries.push({ relative: child, mode, data: null });
        walk(child);
      } else if (item.isFile()) {
        entries.push({ relative: child, mode, data: fs.readFileSync(full) });
      }
    }
  };
  walk('');
  return entries;
}
