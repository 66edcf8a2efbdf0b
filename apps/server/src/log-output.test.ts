import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockOutput } from './log-output.ts';

describe('the log output', () => {
  let dir: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'coreparts-log-'));
    file = path.join(dir, 'out.log');
    fd = openSync(file, 'w');
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  const written = () => readFileSync(file, 'utf8');
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('writes every line, in order and byte for byte, in blocks', async () => {
    const output = blockOutput(fd);
    const lines = Array.from({ length: 5000 }, (_, i) => `{"n":${i},"msg":"${i % 7 === 0 ? 'Größe ✓ 😀' : 'request completed'}"}\n`);
    // A line larger than a block (a long stack) goes out whole, between its neighbours.
    lines.splice(2500, 0, `{"stack":"${'x'.repeat(100_000)}"}\n`);
    for (const line of lines) output.write(line);
    // Most went out already (8 KB at a time); the rest waits for a flush.
    await until(() => written().length > 150_000);
    expect(written().length).toBeGreaterThan(150_000);
    output.flush();
    const expected = lines.join('');
    await until(() => written() === expected);
    expect(written()).toBe(expected);
  });

  it('holds a few lines until flushed, and writes what it holds at once when asked to at exit', async () => {
    const output = blockOutput(fd);
    output.write('{"msg":"one"}\n');
    output.write('{"msg":"two"}\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written()).toBe('');
    output.flushSync();
    expect(written()).toBe('{"msg":"one"}\n{"msg":"two"}\n');
    output.write('{"msg":"three"}\n');
    output.flush();
    await until(() => written().endsWith('three"}\n'));
    expect(written()).toBe('{"msg":"one"}\n{"msg":"two"}\n{"msg":"three"}\n');
  });
});
