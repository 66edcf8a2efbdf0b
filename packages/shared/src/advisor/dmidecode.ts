/**
 * `dmidecode` (or `dmidecode -t memory`, `-t processor` alone): the firmware's SMBIOS tables as
 * "Handle 0x…, DMI type N" records of tab-indented "Key: Value" lines.
 */
import { machineKindOf } from './machine-tables.ts';
import { isSolderedMemory, memoryTypeName, moduleFormatOf, noFacts, readGigabytes, readNumber, readSpeedMts, slowestSpeed, socketName, stated, type ReportFacts, type ReportText } from './report-facts.ts';

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
  const system = of(list, 1)[0]?.fields;
  facts.machine = machineKindOf(stated(system?.get('Product Name')), stated(system?.get('Family')), stated(of(list, 3)[0]?.fields.get('Type')));

  const cpus = of(list, 4).filter((r) => /populated/i.test(r.fields.get('Status') ?? '') && !/unpopulated/i.test(r.fields.get('Status') ?? ''));
  const cpu = cpus[0] ?? of(list, 4).find((r) => !/not installed|unpopulated/i.test(r.fields.get('Status') ?? ''));
  if (cpu) {
    facts.processorModel = stated(cpu.fields.get('Version'));
    facts.socket = socketName(stated(cpu.fields.get('Upgrade'))) ?? socketName(stated(cpu.fields.get('Socket Designation')));
    facts.processors = cpus.length || 1;
  }

  // Every array of system memory (a server has one a processor), not the caches' or the firmware's.
  const arrays = of(list, 16).filter((r) => /system memory/i.test(r.fields.get('Use') ?? 'System Memory'));
  const devices = of(list, 17);
  const soldered = (d: (typeof devices)[number]) => isSolderedMemory(stated(d.fields.get('Form Factor')), memoryTypeName(stated(d.fields.get('Type'))));
  const installed = devices.filter((d) => !EMPTY_SLOT.test(d.fields.get('Size') ?? ''));
  const inSlots = installed.filter((d) => !soldered(d));
  const slotCount = arrays.map((r) => readNumber(r.fields.get('Number Of Devices') ?? '')).filter((n): n is number => n !== null);
  // Soldered chips are listed as devices of the array too: slots are the devices that are not.
  if (devices.some(soldered)) facts.slots = devices.filter((d) => !soldered(d)).length;
  else if (slotCount.length > 0) facts.slots = slotCount.reduce((a, b) => a + b, 0);
  else if (devices.length > 0) facts.slots = devices.length;
  const corrections = arrays.map((r) => stated(r.fields.get('Error Correction Type'))).filter((c): c is string => c !== null);
  if (corrections.length > 0) facts.ecc = corrections.some((c) => /ecc|crc|parity/i.test(c) && !/^none$/i.test(c));
  if (devices.length > 0) {
    facts.modules = inSlots.length;
    const sizes = installed.map((d) => readGigabytes(d.fields.get('Size') ?? ''));
    if (sizes.every((size) => size !== null)) facts.totalGb = Math.round(sizes.reduce((a, b) => a! + b!, 0)!);
    facts.memoryType = installed.map((d) => memoryTypeName(stated(d.fields.get('Type')))).find(Boolean) ?? null;
    // "Speed" is what the module is rated for; "Configured Memory Speed" what the board runs it at.
    facts.memorySpeed = slowestSpeed(installed.map((d) => readSpeedMts(d.fields.get('Speed'))));
    facts.memoryFormat = inSlots.map((d) => moduleFormatOf(stated(d.fields.get('Form Factor')))).find(Boolean) ?? (installed.length > 0 && installed.every(soldered) ? 'soldered' : null);
    const details = installed.map((d) => d.fields.get('Type Detail') ?? '');
    if (details.some((d) => /registered|buffered/i.test(d) && !/unbuffered/i.test(d))) facts.registered = true;
    else if (details.some((d) => /unbuffered/i.test(d))) facts.registered = false;
    // 72 bits of width for 64 of data: the extra 8 are ECC.
    const widths = installed.map((d) => [readNumber(d.fields.get('Total Width') ?? ''), readNumber(d.fields.get('Data Width') ?? '')]);
    if (facts.ecc === null && widths.length > 0 && widths.every(([total, data]) => total !== null && data !== null)) facts.ecc = widths.some(([total, data]) => total! > data!);
  }
  return facts;
}
