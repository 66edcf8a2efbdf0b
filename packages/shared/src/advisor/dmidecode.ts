/**
 * `dmidecode` (or `dmidecode -t memory`, `-t processor` alone): the firmware's SMBIOS tables as
 * "Handle 0x…, DMI type N" records of tab-indented "Key: Value" lines.
 */
import { formFactorOf, memoryTypeName, noFacts, readGigabytes, readNumber, socketName, stated, type ModuleFormat, type ReportFacts, type ReportText } from './report-facts.ts';

const HEADER = /^Handle 0x[0-9A-F]+, DMI type (\d+)/i;

export const looksLikeDmidecode = ({ lines }: ReportText): boolean => lines.some((line) => /^Handle 0x[0-9A-F]{4}, DMI type \d+/i.test(line));

interface DmiRecord {
  type: number;
  fields: Map<string, string>;
}

/** The records in one pass over the lines: each "Handle 0x…" line starts one, and the lines under it are its fields. */
function records(lines: string[]): DmiRecord[] {
  const list: DmiRecord[] = [];
  let current: DmiRecord | null = null;
  for (const line of lines) {
    if (/^Handle 0x/i.test(line)) {
      const header = HEADER.exec(line);
      // A "Handle" line that names no DMI type starts no record: its lines belong to none.
      current = header ? { type: Number(header[1]), fields: new Map() } : null;
      if (current) list.push(current);
      continue;
    }
    // Only the record's own fields (one tab or a few spaces), not the lists nested under them.
    const field = current && /^(?:\t| {1,8})(?!\t)([^:\t][^:]*):\s*(.*)$/.exec(line);
    if (field && !current!.fields.has(field[1]!.trim())) current!.fields.set(field[1]!.trim(), field[2]!.trim());
  }
  return list;
}

const of = (list: DmiRecord[], type: number) => list.filter((r) => r.type === type);
const EMPTY_SLOT = /no module installed|not installed|^0\s*[MG]B/i;

export function readDmidecode({ lines }: ReportText): ReportFacts {
  const list = records(lines);
  const facts = noFacts();

  const board = of(list, 2)[0];
  if (board) {
    const product = stated(board.fields.get('Product Name'));
    const maker = stated(board.fields.get('Manufacturer'));
    facts.board = product ? [maker, product].filter(Boolean).join(' ') : null;
  }
  facts.formFactor = formFactorOf(stated(of(list, 3)[0]?.fields.get('Type')));

  const cpu = of(list, 4).find((r) => !/not installed|unpopulated/i.test(r.fields.get('Status') ?? ''));
  if (cpu) {
    facts.processorModel = stated(cpu.fields.get('Version'));
    facts.socket = socketName(stated(cpu.fields.get('Upgrade'))) ?? socketName(stated(cpu.fields.get('Socket Designation')));
  }

  const arrays = of(list, 16).filter((r) => !/cache|flash/i.test(r.fields.get('Use') ?? ''));
  const slots = arrays.map((r) => readNumber(r.fields.get('Number Of Devices') ?? '')).filter((n): n is number => n !== null);
  const devices = of(list, 17);
  if (slots.length > 0) facts.slots = slots.reduce((a, b) => a + b, 0);
  else if (devices.length > 0) facts.slots = devices.length;
  const installed = devices.filter((d) => !EMPTY_SLOT.test(d.fields.get('Size') ?? ''));
  if (devices.length > 0) {
    facts.modules = installed.length;
    const sizes = installed.map((d) => readGigabytes(d.fields.get('Size') ?? ''));
    if (sizes.every((s) => s !== null)) facts.totalGb = Math.round(sizes.reduce((a, b) => a! + b!, 0)!);
    facts.memoryType = installed.map((d) => memoryTypeName(stated(d.fields.get('Type')))).find(Boolean) ?? null;
    const formats = installed.map((d): ModuleFormat | null => {
      const format = d.fields.get('Form Factor') ?? '';
      return /^SO-?DIMM$/i.test(format) ? 'SO-DIMM' : /^DIMM$/i.test(format) ? 'DIMM' : null;
    });
    facts.memoryFormat = formats.find(Boolean) ?? null;
  }
  return facts;
}
