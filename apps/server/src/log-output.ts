/**
 * Where the log's lines go: a file descriptor (standard output), written in blocks and off the
 * event loop (decision 027). Each line is encoded straight into a block of memory; a block is
 * handed to the file system once it holds 8 KB, or at the latest when `flush()` is called (once a
 * second), one write at a time so lines keep their order. What is still held is written
 * synchronously by `flushSync()` when the process exits.
 *
 * pino's own destination (sonic-boom) measured the whole text it holds again on every line, about
 * 2.8 µs a line at 8 KB blocks; encoding a line into a block costs about 0.1 µs.
 */
import fs from 'node:fs';

/** A block is written once it holds this much. */
const FLUSH_AT = 8 * 1024;
/** Room for the line that crosses FLUSH_AT. */
const BLOCK_SIZE = 16 * 1024;
/** A pipe that is full answers EAGAIN: the write is tried again this much later. */
const RETRY_MS = 10;
/** At exit, how long a full pipe is waited for before what is left is given up. */
const EXIT_WAIT_MS = 1000;

export interface LogOutput {
  write(line: string): void;
  /** Starts writing what is held, if no write is under way. */
  flush(): void;
  /** Writes everything that is held, now (at exit). */
  flushSync(): void;
}

/** Bytes to write, and the block they are in when it goes back to be filled again. */
interface Pending {
  bytes: Buffer;
  block: Buffer | null;
}

export function blockOutput(fd: number): LogOutput {
  // Blocks are used again once written: a new one for every 8 KB of log made V8 count 16 KB of
  // outside memory each time and collect garbage far more often (and touched fresh pages).
  const free: Buffer[] = [];
  const newBlock = () => free.pop() ?? Buffer.allocUnsafeSlow(BLOCK_SIZE);
  let block = newBlock();
  let used = 0;
  /** Blocks full or flushed, waiting for the write under way. */
  const waiting: Pending[] = [];
  let writing: Pending | null = null;

  const takeBlock = () => {
    if (used === 0) return;
    waiting.push({ bytes: block.subarray(0, used), block });
    block = newBlock();
    used = 0;
  };

  const writeNext = () => {
    if (writing || waiting.length === 0) return;
    writing = waiting.shift()!;
    writeOut(writing);
  };

  const writeOut = (pending: Pending) => {
    fs.write(fd, pending.bytes, (err, written) => {
      if (err && (err as NodeJS.ErrnoException).code === 'EAGAIN') {
        setTimeout(() => writeOut(pending), RETRY_MS).unref();
        return;
      }
      // Another error (the reader went away): the block is dropped; the log cannot report on itself.
      if (!err && written < pending.bytes.length) {
        pending.bytes = pending.bytes.subarray(written);
        writeOut(pending);
        return;
      }
      if (pending.block) free.push(pending.block);
      writing = null;
      writeNext();
    });
  };

  return {
    write(line) {
      // A character takes at most 3 bytes in UTF-8 for each of its UTF-16 units.
      if (used + line.length * 3 > BLOCK_SIZE) {
        takeBlock();
        if (line.length * 3 > BLOCK_SIZE) {
          waiting.push({ bytes: Buffer.from(line), block: null });
          writeNext();
          return;
        }
      }
      used += block.write(line, used);
      if (used >= FLUSH_AT) {
        takeBlock();
        writeNext();
      }
    },
    flush() {
      takeBlock();
      writeNext();
    },
    flushSync() {
      takeBlock();
      // The write under way, if any, is the file system's already; the rest follows it.
      const pause = new Int32Array(new SharedArrayBuffer(4));
      let waited = 0;
      for (const { bytes } of waiting.splice(0)) {
        let offset = 0;
        while (offset < bytes.length) {
          try {
            offset += fs.writeSync(fd, bytes, offset);
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'EAGAIN' || waited++ >= EXIT_WAIT_MS) return;
            Atomics.wait(pause, 0, 0, 1);
          }
        }
      }
    },
  };
}
