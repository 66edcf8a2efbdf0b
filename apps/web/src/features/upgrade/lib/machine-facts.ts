/** What the upgrade page shows of a recognised machine (issue 28), a label and a value a line. */
import { categoryLabel, withCount, type RecognisedMachine, type UpgradeSuggestion } from '@coreparts/shared';

export interface MachineFact {
  label: string;
  value: string;
}


const machineNames: Record<NonNullable<RecognisedMachine['machine']>, string> = {
  desktop: 'Desktop',
  laptop: 'Laptop',
  server: 'Server',
  'mini-pc': 'Mini PC',
  'all-in-one': 'All-in-one',
  'compute-module': 'Compute module',
};
const graphicsKinds = { discrete: 'graphics card', integrated: 'integrated', virtual: 'virtual display, not a graphics card' } as const;

/** Gigabytes as a shopper reads them: "16 GB", "15.5 GB". */
export const formatGb = (gb: number) => `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`;

/** A drive as a shopper reads it: "INTEL SSDSCKKF51 (SATA, 512 GB)", "WD_BLACK SN850X 2000GB". */
function driveText(drive: RecognisedMachine['storage'][number]): string {
  const details = [drive.interface, drive.sizeGb === null ? null : formatDriveGb(drive.sizeGb)].filter(Boolean);
  return details.length > 0 ? `${drive.model} (${details.join(', ')})` : drive.model;
}

/** A drive's size as it is sold: "512 GB", "2 TB", "0.27 GB". */
export const formatDriveGb = (gb: number) => (gb >= 1000 ? `${Number((gb / 1000).toFixed(1))} TB` : gb >= 10 ? `${Math.round(gb)} GB` : `${Number(gb.toFixed(2))} GB`);

/** The facts the report or the processor table told; what neither told is left out (it is in `unknown`). */
export function machineFacts(machine: RecognisedMachine): MachineFact[] {
  const facts: MachineFact[] = [];
  const { processor, memory } = machine;
  if (processor) facts.push({ label: 'Processor', value: processor.count && processor.count > 1 ? `${processor.count} × ${processor.model}` : processor.model });
  if (processor?.socket) facts.push({ label: 'Socket', value: processor.socket });
  if (machine.board) facts.push({ label: 'Motherboard', value: machine.board });
  if (memory?.type || memory?.format) {
    const format = memory.format === 'soldered' ? 'soldered to the board' : memory.format;
    facts.push({ label: 'Memory type', value: [memory.type, format, memory.registered ? 'registered' : null, memory.ecc ? 'ECC' : null].filter(Boolean).join(' ') });
  }
  if (memory?.speedMts != null) facts.push({ label: 'Memory speed', value: `${memory.speedMts} MT/s` });
  if (memory?.totalGb != null) facts.push({ label: 'Memory size', value: formatGb(memory.totalGb) });
  if (memory?.modules != null || memory?.slots != null) {
    const modules = memory.modules != null ? withCount(memory.modules, 'module') : null;
    const slots = memory.slots != null ? withCount(memory.slots, 'slot') : null;
    facts.push({ label: 'Memory modules', value: modules && slots ? `${modules} in ${slots}` : (modules ?? `${slots}`) });
  }
  if (machine.graphics?.length) facts.push({ label: 'Graphics', value: machine.graphics.map((g) => `${g.name} (${graphicsKinds[g.kind]})`).join(', ') });
  else if (processor?.integratedGraphics) facts.push({ label: 'Graphics', value: "The processor's integrated graphics" });
  if (machine.storage.length > 0) facts.push({ label: 'Storage', value: machine.storage.map(driveText).join(', ') });
  if (machine.machine) facts.push({ label: 'Kind of machine', value: machineNames[machine.machine] });
  if (machine.mac) facts.push({ label: 'Mac model', value: machine.mac.appleSilicon ? `${machine.mac.model} (Apple silicon)` : machine.mac.model });
  return facts;
}

export interface SuggestionGroup {
  category: string;
  label: string;
  suggestions: UpgradeSuggestion[];
}

/** The suggestions by category, in the server's order. */
export function groupSuggestions(suggestions: readonly UpgradeSuggestion[]): SuggestionGroup[] {
  const groups = new Map<string, SuggestionGroup>();
  for (const s of suggestions) {
    const group = groups.get(s.category) ?? { category: s.category, label: categoryLabel(s.category), suggestions: [] };
    group.suggestions.push(s);
    groups.set(s.category, group);
  }
  return [...groups.values()];
}
