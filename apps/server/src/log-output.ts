/**
 * Where the log's lines go: a file descriptor (standard output), written in blocks and off the
 * event loop (decision 027). Lines are gathered as one string; once it holds 8 K characters, or
 * at the latest when `flush()` is called (once a second), it is encoded into a block of memory in
 * one step and handed to the file system, one write at a time so lines keep their order. What is
 * still held is written synchronously by `flushSync()` when the process exits.
 *
 * pino's own destination (sonic-boom) measured the whole text it holds again on every line, about
 * 2.8 µs a line at 8 KB blocks; encoding each line on its own cost about 2 µs more than encoding
 * 30 at once.
 */
import fs from 'node:fs';

/** Lines are written once they add up to this many characters. */
const FLUSH_AT = 8 * 1024;
/** Room for FLUSH_AT characters at 3 bytes each (the most a UTF-16 unit takes in UTF-8) and more. */
const BLOCK_SIZE = 32 * 1024;
/** The most blocks one write takes (the system's limit on a write's pieces is 1,024). */
const MAX_BLOCKS_PER_WRITE = 256;
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
  /** Null for a one-off buffer (a long line), which is not used again. */
  block: Buffer | null;
}

export function blockOutput(fd: number): LogOutput {
  // Blocks are used again once written: a new one for every 8 KB of log made V8 count its size as
  // outside memory each time and collect garbage far more often (and touched fresh pages).
  const free: Buffer[] = [];
  const newBlock = () => free.pop() ?? Buffer.allocUnsafeSlow(BLOCK_SIZE);
  let lines = '';
  /** Blocks full or flushed, waiting for the write under way. */
  const waiting: Pending[] = [];
  let writing = false;

  const takeBlock = () => {
    if (lines.length === 0) return;
    if (lines.length * 3 <= BLOCK_SIZE) {
      const block = newBlock();
      waiting.push({ bytes: block.subarray(0, block.write(lines)), block });
    } else {
      // A long line (a stack, say) made it larger than a block.
      waiting.push({ bytes: Buffer.from(lines), block: null });
    }
    lines = '';
  };

  const release = ({ block }: Pending) => {
    if (block) free.push(block);
  };

  /**
   * Everything waiting goes out in one write: on a busy event loop a write's callback comes a
   * while later, and one block per callback fell behind the lines (the log grew in memory).
   */
  const writeNext = () => {
    if (writing || waiting.length === 0) return;
    writing = true;
    const batch = waiting.splice(0, MAX_BLOCKS_PER_WRITE);
    writeOut(batch);
  };

  const writeOut = (batch: Pending[]) => {
    fs.writev(
      fd,
      batch.map((p) => p.bytes),
      (err, written) => {
        if (err && (err as NodeJS.ErrnoException).code === 'EAGAIN') {
          setTimeout(() => writeOut(batch), RETRY_MS).unref();
          return;
        }
        if (!err) {
          // A write may take less than it was given: what is left goes out next, in order.
          let rest = written;
          while (batch.length > 0 && rest >= batch[0]!.bytes.length) {
            rest -= batch[0]!.bytes.length;
            release(batch.shift()!);
          }
          if (batch.length > 0) {
            batch[0]!.bytes = batch[0]!.bytes.subarray(rest);
            writeOut(batch);
            return;
          }
        }
        // Another error (the reader went away): the blocks are dropped; the log cannot report on itself.
        batch.forEach(release);
        writing = false;
        writeNext();
      },
    );
  };

  return {
    write(line) {
      lines += line;
      if (lines.length >= FLUSH_AT) {
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
