import { Writable } from 'node:stream';
import { createLogger, type Logger } from '@/lib/logging.ts';

/** A logger made as the server makes its own, whose lines are gathered in `lines` for a test to read. */
export function capturedLog(level = 'info'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger(level, sink), lines };
}
