/**
 * Windows `dxdiag /t`: sections under dashed banners ("System Information", "Display Devices",
 * "Disk & DVD/CD-ROM Drives", …) of right-aligned "Label: Value" lines. Shoppers often paste one
 * section, or only the lines of one device without its banner; each is read on its own.
 */
import { formFactorOf, noFacts, readGigabytes, stated, type DriveInterface, type ReportFacts } from './report-facts.ts';

const BANNER = /^-{3,}\s*\r?\n\s*(System Information|Display Devices|Disk & DVD\/CD-ROM Drives|DxDiag Notes)\s*\r?\n-{3,}/m;

export const looksLikeDxdiag = (text: string): boolean =>
  BANNER.test(text) || /^\s*DxDiag Version:/m.test(text) || /^\s*Card name:\s*\S/m.test(text) || /^\s*Memory:\s*\d+\s*MB RAM\s*$/m.test(text);

/** The text of one section, or, when the paste has no banners, the whole text. */
function section(text: string, name: string): string | null {
  if (!BANNER.test(text)) return text;
  const parts = text.split(/^-{3,}\s*$/m);
  const index = parts.findIndex((part) => part.trim() === name);
  return index >= 0 ? (parts[index + 1] ?? '') : null;
}

const values = (text: string, label: string): string[] =>
  [...text.matchAll(new RegExp(`^\\s*${label}:[ \\t]*(.*)$`, 'gm'))].map((m) => m[1]!.trim());

/** A disk's interface when its model names it ("NVMe Samsung SSD 980"); DxDiag states it nowhere else. */
const interfaceOf = (model: string): DriveInterface | null => (/\bNVMe\b/i.test(model) ? 'NVMe' : null);

export function readDxdiag(text: string): ReportFacts {
  const facts = noFacts();
  const system = section(text, 'System Information');
  if (system !== null) {
    // "Intel(R) Core(TM) i5-3570K CPU @ 3.40GHz (4 CPUs), ~3.4GHz": the count and clock are DxDiag's.
    facts.processorModel = stated(values(system, 'Processor')[0]?.replace(/\s*\(\d+\s+CPUs\).*$/i, ''));
    const memory = values(system, 'Memory').find((v) => /RAM/i.test(v));
    const gb = memory ? readGigabytes(memory) : null;
    facts.totalGb = gb === null ? null : Math.round(gb);
    facts.formFactor = formFactorOf(stated(values(system, 'System Model')[0]));
  }

  const display = section(text, 'Display Devices');
  if (display !== null) {
    const cards = [...new Set(values(display, 'Card name').map(stated).filter((name): name is string => name !== null))];
    facts.graphics = cards.length > 0 ? cards : null;
  }

  const disks = section(text, 'Disk & DVD/CD-ROM Drives');
  if (disks !== null) {
    // Only fixed drives ("Drive: C:" blocks with a "Model:"), and only those whose interface is told.
    facts.storage = values(disks, 'Model').flatMap((raw) => {
      const model = stated(raw);
      const drive = model ? interfaceOf(model) : null;
      return model && drive ? [{ model, interface: drive }] : [];
    });
  }
  return facts;
}
