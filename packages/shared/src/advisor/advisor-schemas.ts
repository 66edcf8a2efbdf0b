/** `POST /api/advisor` (issue 28, decision 049): a pasted hardware report, and what is answered. */
import { z } from 'zod';
import { reportKinds, type RecognisedMachine } from './parse-report.ts';

/** The longest report read: a whole `dmidecode` is about 30 KB, an `inxi -Fxxxz` under 20 KB. */
export const MAX_REPORT_BYTES = 256 * 1024;

export const advisorBodySchema = z.object({
  report: z.string({ error: 'must be the text of a report' }),
});
export type AdvisorBody = z.infer<typeof advisorBodySchema>;

export const advisorMessages = {
  empty: 'The report is empty: paste the output of one of the commands listed.',
  tooLarge: `The report is larger than ${MAX_REPORT_BYTES / 1024} KB: paste only the hardware report.`,
  notAReport: `This does not look like a hardware report we can read. Paste the output of ${reportKinds.map((k) => k.label).join(', ')}.`,
} as const;

export interface UpgradeSuggestion {
  category: string;
  partId: string;
  name: string;
  price: number;
  reason: string;
}

export interface AdvisorAnswer {
  machine: RecognisedMachine;
  suggestions: UpgradeSuggestion[];
  /** What could not be suggested, and why, in plain words. */
  notes: string[];
}
