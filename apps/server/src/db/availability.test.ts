/**
 * Which failures are known troubles, and which of them start an outage (decision 038). pg-pool's
 * two timeouts read alike: a request that waited too long for one of the pool's busy connections
 * is not an outage; a connection attempt that timed out is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAvailability, troubleOf } from './availability.ts';

/** What pg-pool answers when a request waited `connectionTimeoutMillis` for a busy connection. */
const queueWaitTooLong = () => new Error('timeout exceeded when trying to connect');

describe('troubleOf', () => {
  it.each([
    ['a request waited too long for a busy pooled connection', queueWaitTooLong(), 'busy'],
    ['the same, wrapped by the query builder', new Error('Failed query: select 1', { cause: queueWaitTooLong() }), 'busy'],
    ['a connection attempt timed out', new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }), 'unreachable'],
    ['the connection was refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 'unreachable'],
    ['the server is shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), 'unreachable'],
    ['the disk is full', Object.assign(new Error('could not extend file'), { code: '53100' }), 'disk_full'],
    ['a bug', new Error('column "x" does not exist'), null],
  ])('%s: %s', (_case, error, trouble) => {
    expect(troubleOf(error)).toBe(trouble);
  });
});

describe('a pool whose connections are all busy', () => {
  let availability: ReturnType<typeof createAvailability> | null = null;
  afterEach(() => availability?.close());

  function monitor(ping: () => Promise<void> = async () => {}) {
    const lines: { level: string; details: object; message: string }[] = [];
    let clock = 0;
    availability = createAvailability({
      log: {
        warn: (details, message) => lines.push({ level: 'warn', details, message }),
        info: (details, message) => lines.push({ level: 'info', details, message }),
      },
      ping,
      writeProbes: [],
      now: () => clock,
    });
    return { availability, lines, advance: (ms: number) => (clock += ms) };
  }

  it('is answered as busy without starting an outage, and logged once a minute at most with how many waited', () => {
    const { availability, lines, advance } = monitor();
    expect(availability.noticed(queueWaitTooLong())).toBe('busy');
    expect(availability.trouble()).toBeNull();
    for (let i = 0; i < 4; i++) expect(availability.noticed(queueWaitTooLong())).toBe('busy');
    advance(61_000);
    expect(availability.noticed(queueWaitTooLong())).toBe('busy');
    expect(availability.trouble()).toBeNull();
    expect(lines).toEqual([
      { level: 'warn', details: { waitedTooLong: 1 }, message: "The database's connections were all busy: 1 request waited too long for one and was answered 503." },
      { level: 'warn', details: { waitedTooLong: 5 }, message: "The database's connections were all busy: 5 requests waited too long for one and were answered 503." },
    ]);
  });

  it('tells whether a request waited too long lately, for answers that hide their failure', () => {
    const { availability, advance } = monitor();
    expect(availability.busyInLast(1_000)).toBe(false);
    availability.noticed(queueWaitTooLong());
    advance(500);
    expect(availability.busyInLast(1_000)).toBe(true);
    advance(1_000);
    expect(availability.busyInLast(1_000)).toBe(false);
  });

  it('leaves readiness as it was when its own ping waits too long', async () => {
    const { availability, lines } = monitor(() => Promise.reject(queueWaitTooLong()));
    expect(await availability.check()).toBeNull();
    expect(availability.trouble()).toBeNull();
    expect(lines.filter((line) => line.message.startsWith('The database cannot be reached'))).toEqual([]);
  });

  it('is answered as the outage while the database cannot be reached, and not counted', () => {
    const { availability, lines } = monitor();
    expect(availability.noticed(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('unreachable');
    expect(availability.noticed(queueWaitTooLong())).toBe('unreachable');
    expect(lines.map((line) => line.message)).toEqual(['The database cannot be reached: requests answer 503 until it is back.']);
  });
});
