import fs from 'node:fs';

/**
 * Postgres learns a relation's length with lseek(fd, 0, SEEK_END), for every relation a statement
 * touches (the planner's size estimates, every insert that may extend it). Emscripten's NODEFS
 * answers each such seek with an fstat: ~150 of them per donate+pay in the profile of
 * bench/orders.ts, 0.67 ms of the server's main thread per order (10% of it). One process owns a
 * PGlite directory and every change of a file's length goes through the stream operations below,
 * so the length is kept here per file (the Emscripten node, shared by every descriptor of it) once
 * it has been asked for once: a write past the end moves it, a truncate forgets it.
 */

export type SizedNode = { mode: number };
export type SizedStream = { nfd: number; node: SizedNode; position: number };
type Bytes = ArrayBufferView;

/** The NODEFS operations this cache wraps (Emscripten's names and arguments). */
export type NodeFsOps = {
  stream_ops: {
    llseek: (stream: SizedStream, offset: number, whence: number) => number;
    write: (
      stream: SizedStream,
      buffer: Bytes,
      offset: number,
      length: number,
      position: number,
      canOwn?: boolean,
    ) => number;
    setattr: (stream: SizedStream, attr: { size?: number }) => unknown;
  };
  node_ops: { setattr: (node: SizedNode, attr: { size?: number }) => unknown };
};

const SEEK_END = 2;
const EINVAL = 28;

export function cacheFileSizes(
  nodefs: NodeFsOps,
  isFile: (mode: number) => boolean,
  errno: (code: number) => Error,
  fstatSize: (fd: number) => number = (fd) => fs.fstatSync(fd).size,
): void {
  const sizes = new WeakMap<SizedNode, number>();
  const streams = nodefs.stream_ops;
  const nodes = nodefs.node_ops;
  const { llseek, write, setattr: setStreamAttr } = streams;
  const setNodeAttr = nodes.setattr;

  streams.llseek = (stream, offset, whence) => {
    if (whence !== SEEK_END || !isFile(stream.node.mode)) return llseek(stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = fstatSize(stream.nfd);
      sizes.set(stream.node, size);
    }
    const position = offset + size;
    if (position < 0) throw errno(EINVAL);
    return position;
  };
  streams.write = (stream, buffer, offset, length, position, canOwn) => {
    const written = write(stream, buffer, offset, length, position, canOwn);
    const size = sizes.get(stream.node);
    if (size === undefined) return written;
    if (typeof position === 'number') sizes.set(stream.node, Math.max(size, position + written));
    else sizes.delete(stream.node);
    return written;
  };
  streams.setattr = (stream, attr) => {
    if (attr.size !== undefined) sizes.delete(stream.node);
    return setStreamAttr(stream, attr);
  };
  nodes.setattr = (node, attr) => {
    if (attr.size !== undefined) sizes.delete(node);
    return setNodeAttr(node, attr);
  };
}
