/**
 * Windows `dxdiag /t`: sections under dashed banners ("System Information", "Display Devices",
 * "Disk & DVD/CD-ROM Drives", …) of right-aligned "Label: Value" lines. Shoppers often paste one
 * section, or only the lines of one device without its banner; each is read on its own.
 */
import { machineKindOf } from './machine-tables.ts';
import { graphicsOf, noFacts, readGigabytes, stated, type DriveInterface, type ReportFacts, type ReportText } from './report-facts.ts';

const SECTIONS = ['System Information', 'Display Devices', 'Disk & DVD/CD-ROM Drives', 'DxDiag Notes'];
/** A rule of dashes alone on its line, above and below each section's name. */
const RULE = /^-{3,}\s*$/;

/** Whether a section's banner is there: a rule, the section's name, a line of dashes, blank lines between them allowed. */
function hasBanner(lines: string[]): boolean {
  const filled = lines.filter((line) => line.trim() !== '');
  return filled.some((line, i) => RULE.test(line) && SECTIONS.includes(filled[i + 1]?.trim() ?? '') && /^-{3,}/.test(filled[i + 2] ?? ''));
}

/** A label's values, one a line ("   Card name: …"). */
const values = (lines: string[], label: string): string[] => {
  const field = new RegExp(`^[ \\t]*${label}:[ \\t]*(.*)`);
  return lines.flatMap((line) => {
    const match = field.exec(line);
    return match ? [match[1]!.trim()] : [];
  });
};

export const looksLikeDxdiag = ({ lines }: ReportText): boolean =>
  hasBanner(lines) ||
  values(lines, 'DxDiag Version').length > 0 ||
  values(lines, 'Card name').some((value) => value !== '') ||
  lines.some((line) => /^[ \t]*Memory:[ \t]*\d+[ \t]*MB RAM\s*$/.test(line));

/** The lines of one section, or, when the paste has no banners, all of them. */
function section(lines: string[], name: string): string[] | null {
  if (!hasBanner(lines)) return lines;
  const blocks: string[][] = [[]];
  for (const line of lines) {
    if (RULE.test(line)) blocks.push([]);
    else blocks.at(-1)!.push(line);
  }
  const index = blocks.findIndex((block) => block.join('\n').trim() === name);
  return index >= 0 ? (blocks[index + 1] ?? []) : null;
}

/**
 * A disk's interface when Windows' name for it tells ("NVMe Samsung SSD 980", "… USB Device");
 * DxDiag states it nowhere else. "… ATA Device" is any ATA port, parallel ones too: not told.
 */
const interfaceOf = (model: string): DriveInterface | null => (/\bNVMe\b/i.test(model) ? 'NVMe' : /\bUSB Device$/i.test(model) ? 'USB' : null);

/** The disks of the drives section: each "Drive:" block with a model, not an optical drive (its driver is cdrom.sys), each disk once. */
function disksOf(lines: string[]): string[] {
  const blocks: string[][] = [];
  for (const line of lines) {
    if (/^[ \t]*Drive:/.test(line)) blocks.push([]);
    blocks.at(-1)?.push(line);
  }
  const models = blocks.filter((block) => !values(block, 'Driver').some((driver) => /cdrom\.sys/i.test(driver))).map((block) => stated(values(block, 'Model')[0]));
  return [...new Set(models.filter((model): model is string => model !== null))];
}

export function readDxdiag({ lines }: ReportText): ReportFacts {
  const facts = noFacts();
  const system = section(lines, 'System Information');
  if (system !== null) {
    // "Intel(R) Core(TM) i5-3570K CPU @ 3.40GHz (4 CPUs), ~3.4GHz": the count and clock are DxDiag's.
    facts.processorModel = stated(values(system, 'Processor')[0]?.replace(/(?<!\s)\s*\(\d+\s+CPUs\).*$/i, ''));
    const memory = values(system, 'Memory').find((v) => /RAM/i.test(v));
    const gb = memory ? readGigabytes(memory) : null;
    facts.totalGb = gb === null ? null : Math.round(gb);
    facts.machine = machineKindOf(stated(values(system, 'System Model')[0]));
  }

  const display = section(lines, 'Display Devices');
  if (display !== null) {
    facts.graphics = graphicsOf(values(display, 'Card name'));
  }

  const disks = section(lines, 'Disk & DVD/CD-ROM Drives');
  if (disks !== null) {
    // "Total Space" is a volume's (one disk may hold several, or share a letter with none): no disk's size.
    facts.storage = disksOf(disks).map((model) => ({ model, interface: interfaceOf(model), sizeGb: null }));
    if (facts.storage.length > 0) facts.nvme = facts.storage.some((drive) => drive.interface === 'NVMe') || null;
  }
  // An NVMe controller among the system devices ("Standard NVM Express Controller", in any language the name is kept) means an M.2 slot.
  if (lines.some((line) => /^[ \t]*Name:.*\bNVM ?Express\b/i.test(line))) facts.nvme = true;
  return facts;
}
