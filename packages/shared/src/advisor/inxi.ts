/**
 * `inxi -F` (with or without -x, -z, -m): sections named at the start of a line ("Machine:",
 * "CPU:", "Drives:") whose "key: value" pairs may wrap onto indented lines.
 */
import { machineKindOf } from './machine-tables.ts';
import { fittedGb, graphicsOf, isSolderedMemory, memoryTypeName, moduleFormatOf, noFacts, readDriveGb, readGigabytes, readSpeedMts, slowestSpeed, socketName, stated, type Drive, type ReportFacts, type ReportText } from './report-facts.ts';

// inxi 2.x names the processor section "CPU(s):" when there are several.
const SECTION = /^([A-Z][A-Za-z]+)(?:\(s\))?:(?:\s|$)/;
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

/**
 * inxi's CPU section says its keys ("Info:", "model:", "Topology:") or, in 2.x, the cores and its
 * flags ("Quad core … (-MCP-)"); neofetch's "CPU: Intel i5-8350U (8) @ 3.600GHz" says neither.
 */
const INXI_CPU = /(?:^|\s)(?:Info|model|Topology|Type):\s|\b(?:Single|Dual|Triple|Quad|Hexa|Octa|Deca|\d+-)\s*core\b|\((?:-[A-Z]+)+-\)/i;

export const looksLikeInxi = ({ lines }: ReportText): boolean => {
  const found = sections(lines);
  const names = [...found.keys()];
  return names.includes('CPU') && names.filter((n) => KNOWN_SECTIONS.includes(n)).length >= 2 && INXI_CPU.test(found.get('CPU')!);
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

/** Processors fitted: "2x 8-core" (3.x Info), "Topology: cpus: 2x" (3.3), "CPU(s): 2 Hexa core" (2.x); one when the section names one. */
function processorCount(cpu: string): number {
  const counted = /(?:^|\s)(\d+)x\s+\d+-core\b|Topology: cpus: (\d+)x|^(\d+)\s+(?:Single|Dual|Triple|Quad|Hexa|Octa|Deca|\d+-)/i.exec(cpu);
  return counted ? Number(counted[1] ?? counted[2] ?? counted[3]) : 1;
}

export function readInxi({ lines }: ReportText): ReportFacts {
  const found = sections(lines);
  const facts = noFacts();
  const machine = found.get('Machine') ?? '';
  const system = /(?:^|\s)(?:System|product):\s*(.*?)(?=\s(?:product|v|serial|Mobo|Chassis|type):|$)/.exec(machine);
  const product = /(?:^|\s)product:\s*(.*?)(?=\s(?:v|serial|Mobo|Chassis|type):|$)/.exec(machine)?.[1];
  facts.machine = machineKindOf(stated(product), stated(system?.[1]), stated(value(machine, 'Type')), stated(value(machine, 'Chassis')));
  if (!facts.machine && /\bID-\d+: BAT/.test(found.get('Battery') ?? '')) facts.machine = 'laptop';
  const mobo = motherboard(machine);
  if (mobo) {
    const model = stated(mobo[2]);
    facts.board = model ? [stated(mobo[1]), model].filter(Boolean).join(' ') : null;
  }

  const cpu = found.get('CPU') ?? '';
  facts.processorModel = stated(value(cpu, 'model')) ?? stated(processorInInfo(cpu)) ?? stated(oldProcessor(cpu));
  if (facts.processorModel) {
    facts.processors = processorCount(cpu);
    facts.socket = socketName(stated(value(cpu, 'socket')));
  }

  const memory = found.get('Memory') ?? '';
  // 3.3 "Memory: RAM: total: 15.54 GiB", 3.3.30 on "Memory: total: 16 GiB available: …",
  // 3.x "Info: … Memory: 15.54 GiB used: …", 2.x "Info: … Memory: 2345.6/7890.1MB".
  const ramTotal = /(?:^|System RAM: |RAM: )total:\s*([\d.,]+\s*[KMGT]i?B)/.exec(memory)?.[1];
  const infoTotal = /Memory:\s*(?:[\d.,]+\/)?([\d.,]+\s*[KMGT]i?B)/.exec(found.get('Info') ?? '')?.[1];
  const gb = readGigabytes(ramTotal ?? infoTotal ?? '');
  facts.totalGb = gb === null ? null : fittedGb(gb);
  // Every array: a server has one a processor.
  const arrays = items(memory, 'Array');
  const slots = arrays.map((array) => /slots:\s*(\d+)/.exec(array)?.[1]).filter((n): n is string => n !== undefined);
  if (slots.length > 0) facts.slots = slots.reduce((sum, n) => sum + Number(n), 0);
  const corrections = arrays.map((array) => /\bEC:\s*(\S+(?: ECC)?)/.exec(array)?.[1]).filter((c): c is string => c !== undefined);
  if (corrections.length > 0) facts.ecc = corrections.some((c) => !/^None$/i.test(c));
  const devices = items(memory, 'Device');
  if (devices.length > 0) {
    const installed = devices.filter((d) => !/No Module Installed/i.test(d));
    const soldered = (d: string) => isSolderedMemory(stated(value(d, 'type')), memoryTypeName(value(d, 'type')));
    facts.modules = installed.filter((d) => !soldered(d)).length;
    facts.memoryType = installed.map((d) => memoryTypeName(value(d, 'type'))).find(Boolean) ?? null;
    facts.memoryFormat = installed.map((d) => moduleFormatOf(stated(value(d, 'form-factor')))).find(Boolean) ?? (installed.length > 0 && installed.every(soldered) ? 'soldered' : null);
    // "speed: 2666 MT/s", or "speed: spec: 3200 MT/s actual: 2933 MT/s": the module's rated speed.
    facts.memorySpeed = slowestSpeed(installed.map((d) => readSpeedMts(value(d, 'spec') || value(d, 'speed'))));
    const details = installed.map((d) => value(d, 'detail') ?? '');
    if (details.some((d) => /registered|buffered/i.test(d) && !/unbuffered/i.test(d))) facts.registered = true;
    else if (details.some((d) => /unbuffered/i.test(d))) facts.registered = false;
  } else {
    const modules = after(memory, /Array-\d+:/, /modules:\s*(\d+)/);
    if (modules) facts.modules = Number(modules[1]);
  }

  // 3.x "Device-1: NVIDIA GP107 [GeForce GTX 1050] vendor: …", 2.x "Card-1: Intel 3rd Gen Core processor Graphics Controller bus-ID: …".
  const cards = [...items(found.get('Graphics') ?? '', 'Device'), ...items(found.get('Graphics') ?? '', 'Card')].filter((d) => !/\btype: USB\b/.test(d) || /displaylink/i.test(d));
  facts.graphics = graphicsOf(cards.map((d) => /^(?:Device|Card)-\d+:\s*(.*?)(?=\s(?:vendor|driver|bus-ID|bus ID|chip-ID|chip ID|v|type|ports):|$)/.exec(d)?.[1]));

  const drives = found.get('Drives') ?? '';
  facts.storage = items(drives, 'ID').flatMap((drive): Drive[] => {
    const device = /^ID-\d+:\s*\/dev\/(nvme|sd|hd|vd|mmcblk)/.exec(drive)?.[1];
    if (!device || device === 'vd') return [];
    // udev writes spaces in models as underscores ("Samsung_SSD_850").
    const model = [stated(value(drive, 'vendor')), stated(value(drive, 'model'))].filter(Boolean).join(' ').replace(/_/g, ' ');
    // An sd disk may be SATA, SAS or behind a RAID card: inxi says which only with -a ("sata: 3.2").
    const usb = /\btype: USB\b/.test(drive);
    const kind = usb ? 'USB' : device === 'nvme' ? 'NVMe' : /(?:^|\s)sata:\s/.test(drive) ? 'SATA' : null;
    return [{ model: model || 'unnamed drive', interface: kind, sizeGb: readDriveGb(value(drive, 'size') ?? '') }];
  });
  if (facts.storage.length > 0 || /\bnvme\b/i.test(found.get('RAID') ?? '')) facts.nvme = facts.storage.some((drive) => drive.interface === 'NVMe');
  return facts;
}

/** inxi 2.x: "CPU: Quad core Intel Core i7-2720QM (-HT-MCP-) cache: 6144 KB": the words between the cores and the bracket. */
function oldProcessor(cpu: string): string | undefined {
  const old = /^(?:\d+\s+)?(?:Single|Dual|Triple|Quad|Hexa|Octa|Deca|\d+-)\s*core\s+(.*?)\s+\((?:-[A-Z]+)+-\)/i.exec(cpu);
  return old?.[1];
}
