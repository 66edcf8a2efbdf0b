/**
 * `inxi -F` (with or without -x, -z, -m): sections named at the start of a line ("Machine:",
 * "CPU:", "Drives:") whose "key: value" pairs may wrap onto indented lines.
 */
import { formFactorOf, memoryTypeName, noFacts, readGigabytes, readNumber, stated, type ReportFacts } from './report-facts.ts';

const SECTION = /^([A-Z][A-Za-z]+):(?:\s|$)/;
const KNOWN_SECTIONS = ['System', 'Machine', 'CPU', 'Graphics', 'Drives', 'Memory', 'Info', 'Battery', 'Audio', 'Network'];

function sections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let current: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const head = SECTION.exec(line.trimStart() === line ? line : '');
    if (head && KNOWN_SECTIONS.includes(head[1]!)) {
      current = head[1]!;
      found.set(current, line.slice(head[0].length));
    } else if (current && /^\s/.test(line)) {
      found.set(current, `${found.get(current)} ${line}`);
    } else {
      current = null;
    }
  }
  for (const [name, body] of found) found.set(name, body.replace(/\s+/g, ' ').trim());
  return found;
}

export const looksLikeInxi = (text: string): boolean => {
  const names = [...sections(text).keys()];
  return names.includes('CPU') && names.filter((n) => KNOWN_SECTIONS.includes(n)).length >= 2;
};

/** What follows `key:` up to the next `word:` key. */
const value = (body: string, key: string): string | null => new RegExp(`(?:^|\\s)${key}:\\s*(.*?)(?=\\s[\\w-]+(?: \\(\\w+\\))?:\\s|$)`).exec(body)?.[1] ?? null;

/** The body split before each `Device-N:` or `ID-N:` item. */
const items = (body: string, label: string): string[] => body.split(new RegExp(`(?=\\b${label}-\\d+:)`)).filter((part) => part.startsWith(`${label}-`));

export function readInxi(text: string): ReportFacts {
  const found = sections(text);
  const facts = noFacts();
  const machine = found.get('Machine') ?? '';
  facts.formFactor = formFactorOf(stated(value(machine, 'Type')));
  if (!facts.formFactor && /\bID-\d+: BAT/.test(found.get('Battery') ?? '')) facts.formFactor = 'laptop';
  const mobo = /Mobo:\s*(.*?)\s+model:\s*(.*?)(?=\s(?:v|serial|UEFI|BIOS|part-nu|uuid|UEFI \[Legacy\]):|$)/.exec(machine);
  if (mobo) {
    const model = stated(mobo[2]);
    facts.board = model ? [stated(mobo[1]), model].filter(Boolean).join(' ') : null;
  }

  const cpu = found.get('CPU') ?? '';
  facts.processorModel = stated(value(cpu, 'model')) ?? stated(/Info:\s*(?:\d+x\s+)?(?:Single|Dual|Triple|Quad|Hexa|Octa|\d+-)?\s*[Cc]ore\s+(.*?)\s*\[/.exec(cpu)?.[1]);

  const memory = found.get('Memory') ?? '';
  const ramTotal = /(?:System RAM|RAM):\s*total:\s*([\d.,]+\s*[KMGT]i?B)/.exec(memory)?.[1];
  const infoTotal = /Memory:\s*([\d.,]+\s*[KMGT]i?B)/.exec(found.get('Info') ?? '')?.[1];
  const gb = readGigabytes(ramTotal ?? infoTotal ?? '');
  // "Memory" in Info is what the system can use, a little under what is installed.
  facts.totalGb = gb === null ? null : Math.round(gb);
  const array = /Array-\d+:.*?slots:\s*(\d+)/.exec(memory);
  if (array) facts.slots = readNumber(array[1]!);
  const devices = items(memory, 'Device');
  if (devices.length > 0) {
    const installed = devices.filter((d) => !/No Module Installed/i.test(d));
    facts.modules = installed.length;
    facts.memoryType = installed.map((d) => memoryTypeName(value(d, 'type'))).find(Boolean) ?? null;
  } else {
    const modules = /Array-\d+:.*?modules:\s*(\d+)/.exec(memory);
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
