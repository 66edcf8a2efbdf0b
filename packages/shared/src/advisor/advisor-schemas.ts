/** `POST /api/advisor` (issue 28, decision 049): a pasted hardware report, and what is answered. */
import { z } from 'zod';
import { reportKinds, type RecognisedMachine } from './parse-report.ts';

/** The longest report read: a whole `dmidecode` is about 30 KB, an `inxi -Fxxxz` under 20 KB. */
export const MAX_REPORT_BYTES = 256 * 1024;
/** More lines than any report: a whole `dmidecode` of a two-socket server has about 3,000. */
export const MAX_REPORT_LINES = 20_000;
/** Longer than any line the commands print (lshw's longest, its capabilities, run to a few hundred characters). */
export const MAX_REPORT_LINE_CHARS = 8 * 1024;
/** Reports one address may send in ADVISOR_WINDOW_MINUTES: far more than a shopper trying a few commands. */
export const ADVISOR_REPORTS_PER_WINDOW = 20;
export const ADVISOR_WINDOW_MINUTES = 10;

export const advisorBodySchema = z.object({
  report: z.string({ error: 'must be the text of a report' }),
});
export type AdvisorBody = z.infer<typeof advisorBodySchema>;

export const advisorMessages = {
  empty: 'The report is empty: paste the output of one of the commands listed.',
  tooLarge: `The report is larger than ${MAX_REPORT_BYTES / 1024} KB: paste only the hardware report.`,
  notAReport: `This does not look like a hardware report we can read. Paste the output of ${reportKinds.map((k) => k.label).join(', ')}.`,
  otherTool: (tool: string) => `This looks like the output of ${tool}, which does not say enough to suggest upgrades. Paste the output of ${reportKinds.map((k) => k.label).join(', ')}.`,
  tooManyLines: `The report has more than ${MAX_REPORT_LINES.toLocaleString('en')} lines: paste only the hardware report.`,
  lineTooLong: `The report has a line longer than ${MAX_REPORT_LINE_CHARS.toLocaleString('en')} characters: paste the report as the command printed it.`,
  tooManyReports: `You have sent many reports in a short time. Please wait ${ADVISOR_WINDOW_MINUTES} minutes and try again.`,
  tooSlow: 'Reading this report took too long. Please try again in a moment, with the output of one command only.',
} as const;

export type ReportRefusal = 'empty' | 'tooLarge' | 'tooManyLines' | 'lineTooLong';

/** The size of a text in UTF-8, as the server receives it: a UTF-16 unit takes 1 to 3 bytes, a surrogate pair 4. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3;
  }
  return bytes;
}

/**
 * Why a report is refused before it is read (its message is `advisorMessages[refusal]`), or null:
 * the page checks it before sending, the server again. A report that is JSON (`lshw -json`) may be
 * one line when pasted minified: its size bounds it, not its lines' length.
 */
export function refuseReport(report: string): ReportRefusal | null {
  if (utf8Bytes(report) > MAX_REPORT_BYTES) return 'tooLarge';
  if (report.trim() === '') return 'empty';
  const lines = report.split('\n');
  // A final line break ends the last line; it starts none.
  if (lines.at(-1) === '') lines.pop();
  if (lines.length > MAX_REPORT_LINES) return 'tooManyLines';
  const json = /^[[{]/.test(report.trimStart());
  if (!json && lines.some((line) => line.length > MAX_REPORT_LINE_CHARS)) return 'lineTooLong';
  return null;
}

export interface UpgradeSuggestion {
  category: string;
  partId: string;
  name: string;
  price: number;
  reason: string;
  /** A caution that goes with this part only, when there is one (a kit slower or faster than the modules it joins). */
  note?: string;
}

export interface AdvisorAnswer {
  machine: RecognisedMachine;
  suggestions: UpgradeSuggestion[];
  /** What could not be suggested, and why, in plain words. */
  notes: string[];
}
