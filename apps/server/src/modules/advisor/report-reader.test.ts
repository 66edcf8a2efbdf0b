import { readdirSync, readFileSync } from 'node:fs';
import { recogniseReport } from '@coreparts/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createReportReader } from './report-reader.ts';

const fixtures = new URL('../../../../../packages/shared/src/advisor/fixtures/', import.meta.url);
const reports = readdirSync(fixtures).filter((name) => /\.(txt|json)$/.test(name)).map((name) => readFileSync(new URL(name, fixtures), 'utf8'));

describe('the report reader (a worker thread, decision 069)', () => {
  const reader = createReportReader();
  afterAll(() => reader.close());

  it('answers what the shared reader answers, for every report, one after another', async () => {
    const answers = await Promise.all(reports.map((report) => reader.read(report)));
    expect(answers).toEqual(reports.map(recogniseReport));
    expect(await reader.read('my pc is slow')).toBeNull();
  });

  it('a reading past its time limit: 503, its worker ended, and the next report is read by a new one', async () => {
    // A reader of its own: starting its worker alone takes longer than a millisecond.
    const stalled = createReportReader();
    try {
      await expect(stalled.read(reports[0]!, 1)).rejects.toMatchObject({ statusCode: 503, code: 'service_unavailable' });
      expect(await stalled.read(reports[0]!)).toEqual(recogniseReport(reports[0]!));
    } finally {
      await stalled.close();
    }
  });
});
