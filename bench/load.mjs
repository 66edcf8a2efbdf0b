/**
 * The load generator, run by bench/run.mjs as a second process so that it does not share an event
 * loop with the server. Reads one job as JSON on stdin, runs autocannon against loopback and
 * prints one JSON result on stdout.
 *
 * A job: { url, method?, headers?, body?, connections, duration? | amount?, timeout?,
 *          paths?: string[] (each request picks one at random), track?: number[] (status codes
 *          whose first and last arrival times are reported) }
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon 9 appends every answer's body to a string (`body += chunk`, for body checks the bench
// does not use). Decoding 340 KB of JSON per answer, or gzip bytes that are not UTF-8 at all, costs
// the load generator more than the answer costs the server: it held gzipped catalog reads to about
// 1,000 a second with the server idle, and plain ones to about a third of what the server can
// send. The bench never reads bodies, so it keeps none.
const requireInAutocannon = createRequire(createRequire(import.meta.url).resolve('autocannon'));
requireInAutocannon('./lib/pipelinedRequestsQueue.js').prototype.addBody = () => {};

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const job = await readStdin();
if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(job.url)) {
  console.error(`bench/load.mjs only loads loopback addresses, not ${job.url}`);
  process.exit(2);
}

const paths = job.paths ?? null;
const options = {
  url: job.url,
  method: job.method ?? 'GET',
  headers: job.headers ?? {},
  body: job.body,
  connections: job.connections,
  pipelining: 1,
  timeout: job.timeout ?? 10,
  ...(job.amount ? { amount: job.amount } : { duration: job.duration }),
  ...(paths && {
    requests: [
      {
        setupRequest(request) {
          request.path = paths[Math.floor(Math.random() * paths.length)];
          return request;
        },
      },
    ],
  }),
};

const track = new Set(job.track ?? []);
const firstAt = {};
const lastAt = {};
const counts = {};
const started = performance.now();

const instance = autocannon(options, (err, result) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const seconds = result.duration;
  process.stdout.write(
    JSON.stringify({
      requests: result.requests.total,
      seconds,
      reqPerSec: result.requests.total / seconds,
      latency: {
        avg: result.latency.average,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      bytesPerSec: result.throughput.average,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
      counted: counts,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      // Milliseconds from the start of the run to the first and last answer with each tracked status.
      firstAt,
      lastAt,
    }),
  );
});

instance.on('response', (_client, statusCode) => {
  counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  if (!track.has(statusCode)) return;
  const at = performance.now() - started;
  firstAt[statusCode] ??= at;
  lastAt[statusCode] = at;
});
