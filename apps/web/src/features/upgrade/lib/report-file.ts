/** The page's side of a report (issue 28): the same size limit as the server's, checked before sending. */
import { MAX_REPORT_BYTES, reportKinds } from '@coreparts/shared';

export const maxReportKb = MAX_REPORT_BYTES / 1024;

/** Why a file cannot be loaded as a report, or null when it can. */
export function refuseReportFile(file: { name: string; size: number }): string | null {
  if (file.size > MAX_REPORT_BYTES) return `${file.name} is larger than ${maxReportKb} KB: load only the hardware report.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** The commands whose output the advisor reads, from the shared reader's list of kinds. */
export const reportCommands = (): string[] => reportKinds.map((kind) => kind.label);
