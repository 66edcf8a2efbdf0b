/**
 * `inxi -F` (with or without -x, -z, -m): sections named at the start of a line ("Machine:",
 * "CPU:", "Drives:") whose "key: value" pairs may wrap onto indented lines.
 */
import { formFactorOf, memoryTypeName, noFacts, readGigabytes, readNumber, stated, type ReportFacts, type ReportText } from './report-facts.ts';

const SECTION = /^([A-Z][A-Za-z]+):(?:\s|$)/;
const KNOWN_SECTIONS = ['System', 'Machine', 'CPU', 'Graphics', 'Drives', 'Memory', 'Info', 'Battery', 'Audio', 'Network'];

/** Each section's lines joined into one body of single-spaced words. */
function sections(lines: string[]): Map<string, string> {
  const found = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of lines) {
    const head = SECTION.exec(line.trimStart() === line ? line : '');
    if (head && KNOWN_SECTIONS.includes(head[1]!)) {
      current = [line.slice(head[0].length)];
      found.set(head[1]!, current);
    } else if (current && /^\s/.test(line)) {
      current.push(line);
    } else {
      current = null;
    }
  }
  return new Map([...found].map(([name, body]) => [name, body.join(' ').replace(/\s+/g, ' ').trim()]));
}

export const looksLikeInxi = ({ lines }: ReportText): boolean => {
  const names = [...sections(lines).keys()];
  return names.includes('CPU') && names.filter((n) => KNOWN_SECTIONS.includes(n)).length >= 2;
};

/**
 * The next `word:` key (or `word (word):`) at or after `from`, or the body's end: where a value
 * ends. One forward search: each word is looked at once, whatever the number of keys.
 */
function nextKey(body: string, from: number): number {
  const key = /\s[\w-]+(?: \(\w+\))?:\s/g;
  key.lastIndex = from;
  return key.exec(body)?.index ?? body.length;
}

/** What follows the first `key:` up to the next `word:` key. */
function value(body: string, key: string): string | null {
  const found = new RegExp(`(?:^|\\s)${key}:\\s*`).exec(body);
  if (!found) return null;
  const start = found.index + found[0].length;
  return body.slice(start, nextKey(body, start));
}

/**
 * The first match of `then` after the first match of `first` ("Array-1: … slots: 4"): a later
 * `first` could only find the same or none, so it is not searched from again.
 */
function after(body: string, first: RegExp, then: RegExp): RegExpExecArray | null {
  const found = first.exec(body);
  if (!found) return null;
  const next = new RegExp(then.source, 'g');
  next.lastIndex = found.index + found[0].length;
  return next.exec(body);
}

/** The body split before each `Device-N:` or `ID-N:` item. */
function items(body: string, label: string): string[] {
  const starts = [0, ...[...body.matchAll(new RegExp(`\\b${label}-\\d+:`, 'g'))].map((m) => m.index).filter((i) => i > 0)];
  return starts.map((start, i) => body.slice(start, starts[i + 1])).filter((part) => part.startsWith(`${label}-`));
}

/** The board's maker and model ("Mobo: LENOVO model: 20MAS08500 v: …"), tried from the first "Mobo:" only, as no later one could match where it did not. */
function motherboard(machine: string): RegExpExecArray | null {
  const at = machine.indexOf('Mobo:');
  if (at < 0) return null;
  const mobo = /Mobo:\s*(.*?)\s+model:\s*(.*?)(?=\s(?:v|serial|UEFI|BIOS|part-nu|uuid|UEFI \[Legacy\]):|$)/y;
  mobo.lastIndex = at;
  return mobo.exec(machine);
}

/** Older inxi names the processor only in "Info: Quad core Intel Core i7-2720QM [MT MCP]": the text before the bracket. */
function processorInInfo(cpu: string): string | undefined {
  const info = /Info:\s*(?:\d+x\s+)?(?:Single|Dual|Triple|Quad|Hexa|Octa|\d+-)?\s*[Cc]ore\s+/.exec(cpu);
  const bracket = info ? cpu.indexOf('[', info.index + info[0].length) : -1;
  return bracket >= 0 ? cpu.slice(info!.index + info![0].length, bracket).trimEnd() : undefined;
}

export function readInxi({ lines }: ReportText): ReportFacts {
  const found = sections(lines);
  const facts = noFacts();
  const machine = found.get('Machine') ?? '';
  facts.formFactor = formFactorOf(stated(value(machine, 'Type')));
  if (!facts.formFactor && /\bID-\d+: BAT/.test(found.get('Battery') ?? '')) facts.formFactor = 'laptop';
  const mobo = motherboard(machine);
  if (mobo) {
    const model = stated(mobo[2]);
    facts.board = model ? [stated(mobo[1]), model].filter(Boolean).join(' ') : null;
  }

  const cpu = found.get('CPU') ?? '';
  facts.processorModel = stated(value(cpu, 'model')) ?? stated(processorInInfo(cpu));

  const memory = found.get('Memory') ?? '';
  const ramTotal = /(?:System RAM|RAM):\s*total:\s*([\d.,]+\s*[KMGT]i?B)/.exec(memory)?.[1];
  const infoTotal = /Memory:\s*([\d.,]+\s*[KMGT]i?B)/.exec(found.get('Info') ?? '')?.[1];
  const gb = readGigabytes(ramTotal ?? infoTotal ?? '');
  // "Memory" in Info is what the system can use, a little under what is installed.
  facts.totalGb = gb === null ? null : Math.round(gb);
  const array = after(memory, /Array-\d+:/, /slots:\s*(\d+)/);
  if (array) facts.slots = readNumber(array[1]!);
  const devices = items(memory, 'Device');
  if (devices.length > 0) {
    const installed = devices.filter((d) => !/No Module Installed/i.test(d));
    facts.modules = installed.length;
    facts.memoryType = installed.map((d) => memoryTypeName(value(d, 'type'))).find(Boolean) ?? null;
  } else {
    const modules = after(memory, /Array-\d+:/, /modules:\s*(\d+)/);
    if (modules) facts.modules = Number(modules[1]);
  }

  const graphics = items(found.get('Graphics') ?? '', 'Device')
    .filter((d) => !/\btype: USB\b/.test(d))
    .map((d) => stated(/^Device-\d+:\s*(.*?)(?=\s(?:vendor|driver|bus-ID|chip-ID|v):|$)/.exec(d)?.[1]))
    .filter((name): name is string => name !== null);
  facts.graphics = graphics.length > 0 ? graphics : null;

  facts.storage = items(found.get('Drives') ?? '', 'ID').flatMap((drive) => {
    const device = /^ID-\d+:\s*\/dev\/(nvme|sd|hd|vd)/.exec(drive)?.[1];
    if (!device || /\btype: USB\b/.test(drive) || device === 'vd') return [];
    const model = [stated(value(drive, 'vendor')), stated(value(drive, 'model'))].filter(Boolean).join(' ');
    return [{ model: model || 'unnamed drive', interface: device === 'nvme' ? ('NVMe' as const) : ('SATA' as const) }];
  });
  return facts;
}
