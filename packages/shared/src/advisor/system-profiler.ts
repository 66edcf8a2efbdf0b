/**
 * macOS `system_profiler SPHardwareDataType`: "Hardware Overview" with "Label: Value" lines, in
 * the language of the Mac (labels below in English, German and French; add a language as rows).
 */
import { machineKindOf } from './machine-tables.ts';
import { graphicsOf, memoryTypeName, noFacts, readDriveGb, readGigabytes, readNumber, readSpeedMts, slowestSpeed, stated, type Drive, type DriveInterface, type ReportFacts, type ReportText } from './report-facts.ts';

const labels = {
  overview: ['Hardware Overview', 'Hardware-Übersicht', 'Aperçu du matériel'],
  modelName: ['Model Name', 'Modellname', 'Nom du modèle'],
  modelIdentifier: ['Model Identifier', 'Modell-Identifizierung', 'Identifiant du modèle'],
  chip: ['Chip', 'Puce'],
  processorName: ['Processor Name', 'Prozessortyp', 'Prozessorname', 'Nom du processeur'],
  memory: ['Memory', 'Speicher', 'Arbeitsspeicher', 'Mémoire'],
  processors: ['Number of Processors', 'Anzahl der Prozessoren', 'Nombre de processeurs'],
  chipsetModel: ['Chipset Model', 'Chipsatz-Modell', 'Modèle de jeu de composants'],
  memoryType: ['Type', 'Typ'],
  deviceName: ['Device Name', 'Gerätename', 'Nom de l’appareil', "Nom de l'appareil"],
  protocol: ['Protocol', 'Protokoll', 'Protocole'],
  memorySpeed: ['Speed', 'Geschwindigkeit', 'Vitesse'],
  driveModel: ['Model', 'Modell', 'Modèle'],
  capacity: ['Capacity', 'Kapazität', 'Capacité'],
} as const;

/** The bus sections a drive is listed under (SPSerialATADataType, SPNVMeDataType, SPUSBDataType) and the interface each means. */
const busSections: readonly { heading: RegExp; kind: DriveInterface }[] = [
  { heading: /^Serial-ATA:\s*$/, kind: 'SATA' },
  { heading: /^(NVMExpress|NVM Express):\s*$/, kind: 'NVMe' },
  { heading: /^USB:\s*$/, kind: 'USB' },
];

/** Every value of the lines labelled with one of the names. */
function all(lines: string[], names: readonly string[]): string[] {
  const label = new RegExp(`^[ \\t]*(?:${names.join('|')}):[ \\t]*(.+)`);
  return lines.flatMap((line) => {
    const value = stated(label.exec(line)?.[1]);
    return value ? [value] : [];
  });
}

/**
 * Each graphics processor by the heading it is listed under ("    ATI Radeon HD 2600 Pro:"), which
 * names it better than its "Chipset Model: ATI,RadeonHD2600"; the chipset model when it has none.
 */
function displayNames(lines: string[]): string[] {
  const chipset = new RegExp(`^([ \\t]*)(?:${labels.chipsetModel.join('|')}):[ \\t]*(.+)`);
  const headings: { indent: number; name: string }[] = [];
  const names: string[] = [];
  for (const line of lines) {
    const heading = /^([ \t]+)([^:]+):\s*$/.exec(line);
    if (heading) {
      while (headings.length > 0 && headings.at(-1)!.indent >= heading[1]!.length) headings.pop();
      headings.push({ indent: heading[1]!.length, name: heading[2]!.trim() });
      continue;
    }
    const model = chipset.exec(line);
    if (model) names.push(headings.findLast((h) => h.indent < model[1]!.length)?.name ?? model[2]!);
  }
  return names;
}

/** A drive's interface from its "Protocol:" (PCI-Express and NVMExpress are NVMe; Apple Fabric is Apple's own, soldered). */
const protocolOf = (protocol: string | undefined): DriveInterface | null =>
  !protocol ? null : /PCI-?Express|NVMe/i.test(protocol) ? 'NVMe' : /SATA/i.test(protocol) ? 'SATA' : /USB/i.test(protocol) ? 'USB' : null;

/** The value on the first line labelled with one of the names, tried in order ("      Chip: Apple M2"). */
function field(lines: string[], names: readonly string[]): string | null {
  for (const name of names) {
    const label = new RegExp(`^[ \\t]*${name}:[ \\t]*(.+)`);
    for (const line of lines) {
      const match = label.exec(line);
      if (match) return stated(match[1]);
    }
  }
  return null;
}

export const looksLikeSystemProfiler = ({ text, lines }: ReportText): boolean =>
  labels.overview.some((label) => text.includes(`${label}:`)) ||
  labels.modelIdentifier.some((label) => {
    const named = new RegExp(`^[ \\t]*${label}:[ \\t]*\\S`);
    return lines.some((line) => named.test(line));
  });

/**
 * The drives of the bus sections: each block of fields under a heading that states both a "Model:"
 * and a "Capacity:" (a volume states a capacity and no model; an empty optical drive no capacity).
 */
function busDrives(lines: string[]): Drive[] {
  const model = new RegExp(`^[ \\t]+(?:${labels.driveModel.join('|')}):[ \\t]*(.+)`);
  const capacity = new RegExp(`^[ \\t]+(?:${labels.capacity.join('|')}):[ \\t]*(.+)`);
  const drives: Drive[] = [];
  let kind: DriveInterface | null = null;
  let block: { indent: number; model: string | null; sizeGb: number | null } | null = null;
  const close = () => {
    if (kind && block?.model && block.sizeGb !== null) drives.push({ model: block.model, interface: kind, sizeGb: block.sizeGb });
    block = null;
  };
  for (const line of lines) {
    if (line.trim() === '') continue;
    if (/^\S/.test(line)) {
      close();
      kind = busSections.find((section) => section.heading.test(line))?.kind ?? null;
      continue;
    }
    const indent = line.length - line.trimStart().length;
    if (/:\s*$/.test(line) || (block && indent < block.indent)) close();
    if (!kind || /:\s*$/.test(line)) continue;
    block ??= { indent, model: null, sizeGb: null };
    if (indent !== block.indent) continue;
    block.model ??= stated(model.exec(line)?.[1]);
    const size = capacity.exec(line)?.[1];
    if (size) block.sizeGb ??= readDriveGb(size);
  }
  close();
  return drives;
}

export function readSystemProfiler({ lines }: ReportText): ReportFacts {
  const facts = noFacts();
  facts.processorModel = field(lines, labels.chip) ?? field(lines, labels.processorName);
  const processors = field(lines, labels.processors);
  if (facts.processorModel) facts.processors = processors ? readNumber(processors) : 1;
  const memory = field(lines, labels.memory);
  const gb = memory ? readGigabytes(memory) : null;
  facts.totalGb = gb === null ? null : Math.round(gb);
  facts.macModel = field(lines, labels.modelIdentifier);
  // Macs are named for what they are: MacBook a laptop, Mac mini a mini PC, iMac an all-in-one, Mac Pro and Mac Studio desktops.
  facts.machine = machineKindOf(facts.macModel, field(lines, labels.modelName));
  // The memory section's modules ("BANK 0/DIMM0: … Type: DDR3"), or the chip's memory ("Type: LPDDR5").
  facts.memoryType = all(lines, labels.memoryType).map(memoryTypeName).find(Boolean) ?? null;
  facts.graphics = graphicsOf(displayNames(lines));
  const names = all(lines, labels.deviceName);
  const protocols = all(lines, labels.protocol);
  // A mounted disk image is listed among the drives ("Device Name: Disk Image"); it is none.
  // The storage section names each volume's physical drive, without the drive's own size.
  const physical = names.flatMap((model, i): Drive[] => (/^Disk Image$/i.test(model) ? [] : [{ model, interface: protocolOf(protocols[i]), sizeGb: null }]));
  const onBuses = busDrives(lines);
  // Each drive once: the storage section lists it under each of its volumes.
  const listed = [...onBuses, ...physical];
  facts.storage = listed.filter((drive, i) => listed.findIndex((other) => other.model === drive.model) === i);
  if (facts.storage.length > 0) facts.nvme = facts.storage.some((drive) => drive.interface === 'NVMe');
  // Each module's "Speed: 1067 MHz" in the memory section; other sections' speeds are links' ("Up to 480 Mb/s").
  facts.memorySpeed = slowestSpeed(all(lines, labels.memorySpeed).map(readSpeedMts));
  return facts;
}
