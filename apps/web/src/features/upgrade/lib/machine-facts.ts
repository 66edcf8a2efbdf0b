/** What the upgrade page shows of a recognised machine (issue 28), a label and a value a line. */
import { categoryLabel, withCount, type RecognisedMachine, type UpgradeSuggestion } from '@coreparts/shared';

export interface MachineFact {
  label: string;
  value: string;
}


/** Gigabytes as a shopper reads them: "16 GB", "15.5 GB". */
export const formatGb = (gb: number) => `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`;

/** The facts the report or the processor table told; what neither told is left out (it is in `unknown`). */
export function machineFacts(machine: RecognisedMachine): MachineFact[] {
  const facts: MachineFact[] = [];
  const { processor, memory } = machine;
  if (processor) facts.push({ label: 'Processor', value: processor.model });
  if (processor?.socket) facts.push({ label: 'Socket', value: processor.socket });
  if (machine.board) facts.push({ label: 'Motherboard', value: machine.board });
  if (memory?.type || memory?.format) facts.push({ label: 'Memory type', value: [memory.type, memory.format].filter(Boolean).join(' ') });
  if (memory?.totalGb != null) facts.push({ label: 'Memory size', value: formatGb(memory.totalGb) });
  if (memory?.modules != null || memory?.slots != null) {
    const modules = memory.modules != null ? withCount(memory.modules, 'module') : null;
    const slots = memory.slots != null ? withCount(memory.slots, 'slot') : null;
    facts.push({ label: 'Memory modules', value: modules && slots ? `${modules} in ${slots}` : (modules ?? `${slots}`) });
  }
  if (machine.graphics?.length) facts.push({ label: 'Graphics', value: machine.graphics.join(', ') });
  else if (processor?.integratedGraphics) facts.push({ label: 'Graphics', value: "The processor's integrated graphics" });
  if (machine.storage.length > 0) facts.push({ label: 'Storage', value: machine.storage.map((d) => `${d.model} (${d.interface})`).join(', ') });
  if (machine.formFactor) facts.push({ label: 'Kind of machine', value: machine.formFactor === 'laptop' ? 'Laptop' : 'Desktop' });
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
