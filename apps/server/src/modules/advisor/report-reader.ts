/**
 * Reads reports off the event loop (decision 069): one worker thread, kept between reports, reads
 * one at a time. A reading that outlasts its time limit ends that worker, answers 503, and the next
 * report starts a new one: no report holds the server's thread, nor the worker, for long.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { advisorMessages, type RecognisedMachine } from '@coreparts/shared';
import { HttpError } from '@/lib/http-errors.ts';

/** Far beyond the milliseconds the largest report takes to read: only a stalled reading meets it. */
export const READING_TIME_LIMIT_MS = 2_000;

/**
 * The worker's script. The built server has it beside itself (build.mjs). Run from source (tsx in
 * development, Vitest), this file is TypeScript, which a worker on Node 20 cannot load: the same
 * entry is then bundled in memory, once a process, and started from a data: URL.
 */
let script: Promise<URL> | undefined;
const workerScript = () => (script ??= import.meta.url.endsWith('.ts') ? bundleFromSource() : Promise.resolve(new URL('./report-reader.worker.js', import.meta.url)));

async function bundleFromSource(): Promise<URL> {
  const { build } = await import('esbuild');
  const entry = fileURLToPath(new URL('./report-reader.worker.ts', import.meta.url));
  const { outputFiles } = await build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning' });
  return new URL(`data:text/javascript,${encodeURIComponent(outputFiles[0]!.text)}`);
}

export function createReportReader() {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function readNow(report: string, timeLimitMs: number): Promise<RecognisedMachine | null> {
    if (!worker) {
      worker = new Worker(await workerScript());
      // An idle worker does not keep the process alive; a reading's timer does.
      worker.unref();
    }
    const current = worker;
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        current.off('message', onMessage).off('error', onError);
      };
      const onMessage = (machine: RecognisedMachine | null) => {
        settle();
        resolve(machine);
      };
      // A reader that throws is a bug: the worker is gone, and the request answers 500 with it logged.
      const onError = (error: Error) => {
        settle();
        worker = null;
        reject(error);
      };
      const timer = setTimeout(() => {
        settle();
        worker = null;
        void current.terminate();
        reject(new HttpError(503, 'service_unavailable', advisorMessages.tooSlow));
      }, timeLimitMs);
      current.on('message', onMessage).on('error', onError);
      current.postMessage(report);
    });
  }

  return {
    /** The machine the report describes, or null when it is no report read; 503 past the time limit. */
    read(report: string, timeLimitMs = READING_TIME_LIMIT_MS): Promise<RecognisedMachine | null> {
      const reading = queue.then(() => readNow(report, timeLimitMs));
      queue = reading.catch(() => undefined);
      return reading;
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}

export type ReportReader = ReturnType<typeof createReportReader>;
