/**
 * Linux `lshw`: the hardware tree, as text (`sudo lshw`: "*-name" nodes of indented "key: value"
 * lines) or as JSON (`sudo lshw -json`: nodes with "class", "id" and "children"). Both are read
 * into the same nodes, then the same questions are asked of them. Descriptions are in the
 * language of the system ("Systemspeicher", "SODIMM DDR3 Synchron"); what is read from them is
 * not a word of any language (DDR3, SODIMM, byte sizes).
 */
import { machineKindOf } from './machine-tables.ts';
import { graphicsOf, isSolderedMemory, memoryTypeName, moduleFormatOf, noFacts, readDriveGb, readGigabytes, readSpeedMts, slowestSpeed, socketName, stated, type Drive, type DriveInterface, type ReportFacts, type ReportText } from './report-facts.ts';

interface LshwNode {
  /** The node's name without its index: "bank:1" → "bank". */
  id: string;
  /** JSON only: text output names no class. */
  class: string | null;
  description: string | null;
  product: string | null;
  vendor: string | null;
  slot: string | null;
  /** Binary gigabytes (GiB), as memory is counted. */
  sizeGb: number | null;
  /** Decimal gigabytes, as drives are sold: "476GiB (512GB)" is 512. */
  driveGb: number | null;
  /** JSON only: the clock in Hz (a memory bank's speed); text gives it in the description. */
  clockHz: number | null;
  chassis: string | null;
  unclaimed: boolean;
  children: LshwNode[];
}

/**
 * lshw prints its keys in the system's language: each key's names (German, Spanish, French,
 * Polish, Russian, Portuguese, Italian from lshw's translations; add a language as names).
 */
const keyNames: Record<'description' | 'product' | 'vendor' | 'slot' | 'size' | 'clock' | 'configuration', readonly string[]> = {
  description: ['description', 'beschreibung', 'descripción', 'descripcion', 'opis', 'описание', 'descrição', 'descrizione'],
  product: ['product', 'produkt', 'producto', 'produit', 'продукт', 'produto', 'prodotto'],
  vendor: ['vendor', 'hersteller', 'fabricante', 'fabricant', 'producent', 'производитель', 'produttore'],
  slot: ['slot', 'steckplatz', 'ranura', 'emplacement', 'gniazdo', 'слот', 'connettore'],
  size: ['size', 'größe', 'tamaño', 'taille', 'rozmiar', 'размер', 'tamanho', 'dimensione'],
  clock: ['clock', 'takt', 'reloj', 'horloge', 'zegar', 'частота', 'relógio'],
  configuration: ['configuration', 'konfiguration', 'configuración', 'konfiguracja', 'конфигурация', 'configuração', 'configurazione'],
};
const canonicalKey = new Map(Object.entries(keyNames).flatMap(([key, names]) => names.map((name) => [name, key])));

/** The mark after a node's name when no driver claims it or it is disabled, in the same languages ("*-network UNCLAIMED", "*-memory NON-RÉCLAMÉ"). */
const UNCLAIMED = /(?:^|\s)(?:UNCLAIMED|DISABLED|UNGEFORDERT|NO RECLAMADO|NON-RÉCLAMÉ|DÉSACTIVÉ)(?=\s|$)/u;

// ---- JSON -------------------------------------------------------------------------------------

interface JsonNode {
  id?: unknown;
  class?: unknown;
  description?: unknown;
  product?: unknown;
  vendor?: unknown;
  slot?: unknown;
  size?: unknown;
  units?: unknown;
  claimed?: unknown;
  clock?: unknown;
  configuration?: unknown;
  children?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? stated(value) : null);

/** Deeper than any machine's tree (real ones are under 15 levels): a deeper text is no lshw report. */
export const MAX_LSHW_DEPTH = 64;

function nodeOf(node: JsonNode): LshwNode {
  const configuration = typeof node.configuration === 'object' && node.configuration !== null ? (node.configuration as Record<string, unknown>) : {};
  const bytes = typeof node.size === 'number' && node.units === 'bytes' ? node.size : null;
  return {
    id: (typeof node.id === 'string' ? node.id : '').replace(/:\d+$/, ''),
    class: typeof node.class === 'string' ? node.class : null,
    description: text(node.description),
    product: text(node.product),
    vendor: text(node.vendor),
    slot: text(node.slot),
    sizeGb: bytes === null ? null : bytes / 1024 ** 3,
    driveGb: bytes === null ? null : readDriveGb(String(bytes)),
    clockHz: typeof node.clock === 'number' ? node.clock : null,
    chassis: text(configuration.chassis),
    unclaimed: node.claimed === false,
    children: [],
  };
}

const isJsonNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const childrenOf = (node: JsonNode): JsonNode[] => (Array.isArray(node.children) ? node.children.filter(isJsonNode) : []);

/** The JSON's tree as nodes, without recursion; null when it is deeper than MAX_LSHW_DEPTH. */
function fromJson(roots: JsonNode[]): LshwNode[] | null {
  const nodes = roots.map(nodeOf);
  const pending = roots.map((json, i) => ({ json, node: nodes[i]!, depth: 1 }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const children = childrenOf(next.json);
    if (children.length > 0 && next.depth >= MAX_LSHW_DEPTH) return null;
    for (const json of children) {
      const node = nodeOf(json);
      next.node.children.push(node);
      pending.push({ json, node, depth: next.depth + 1 });
    }
  }
  return nodes;
}

/** The JSON's top nodes (lshw B.02.18 on prints one object; later ones an array), or null when it is no lshw JSON. */
function parseJson(input: string): LshwNode[] | null {
  const trimmed = input.trim();
  if (!/^[[{]/.test(trimmed) || !/"class"\s*:\s*"/.test(trimmed)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return null;
  }
  const roots = (Array.isArray(parsed) ? parsed : [parsed]).filter(isJsonNode);
  return roots.length > 0 && roots.every((r) => typeof r.class === 'string' && typeof r.id === 'string') ? fromJson(roots) : null;
}

export const looksLikeLshwJson = ({ text }: ReportText): boolean => parseJson(text) !== null;

// ---- text -------------------------------------------------------------------------------------

const NODE = /^(\s*)\*-([\w.:-]+)(.*)$/;
// German capitalises its keys ("Beschreibung: …"); French puts a space before the colon ("description : …").
const FIELD = /^\s+(\p{L}[\p{L}\w ]*?) ?:\s?(.*)$/u;
const keyOf = (line: string) => canonicalKey.get(FIELD.exec(line)?.[1]?.toLowerCase() ?? '');

function parseText(lines: string[]): LshwNode[] {
  const empty = (id: string, unclaimed: boolean): LshwNode => ({ id, class: null, description: null, product: null, vendor: null, slot: null, sizeGb: null, driveGb: null, clockHz: null, chassis: null, unclaimed, children: [] });
  const roots: LshwNode[] = [];
  const stack: { indent: number; node: LshwNode }[] = [];
  let current: LshwNode | null = null;
  for (const line of lines) {
    const head = NODE.exec(line);
    if (head) {
      const indent = head[1]!.length;
      const node = empty(head[2]!.replace(/:\d+$/, ''), UNCLAIMED.test(head[3]!));
      while (stack.length > 0 && stack.at(-1)!.indent >= indent) stack.pop();
      (stack.at(-1)?.node.children ?? roots).push(node);
      stack.push({ indent, node });
      current = node;
      continue;
    }
    const field = FIELD.exec(line);
    if (!field) {
      // The first line of `sudo lshw` is the host name: the machine's own node, with no "*-".
      if (/^\S/.test(line) && roots.length === 0 && !current) {
        current = empty('system', false);
        roots.push(current);
        stack.push({ indent: -1, node: current });
      }
      continue;
    }
    if (!current) continue;
    const key = canonicalKey.get(field[1]!.toLowerCase());
    const value = field[2];
    if (key === 'description') current.description ??= stated(value);
    else if (key === 'product') current.product ??= stated(value);
    else if (key === 'vendor') current.vendor ??= stated(value);
    else if (key === 'slot') current.slot ??= stated(value);
    else if (key === 'size') {
      current.sizeGb ??= readGigabytes(value!);
      current.driveGb ??= readDriveGb(value!);
    } else if (key === 'clock') {
      const mhz = readSpeedMts(value);
      current.clockHz ??= mhz === null ? null : mhz * 1e6;
    } else if (key === 'configuration') current.chassis ??= stated(/\bchassis=(\S+)/.exec(value!)?.[1]);
  }
  return roots;
}

export const looksLikeLshw = ({ lines }: ReportText): boolean =>
  lines.some((line) => /^[ \t]*\*-(core|cpu|memory|bank|display|disk|nvme)\b/.test(line)) && lines.some((line) => keyOf(line) !== undefined);

// ---- what the tree states ---------------------------------------------------------------------

/** Every node with its ancestors, in the order the report lists them, without recursion. */
function walk(roots: LshwNode[]): { node: LshwNode; ancestors: LshwNode[] }[] {
  const all: { node: LshwNode; ancestors: LshwNode[] }[] = [];
  const pending = roots.map((node) => ({ node, ancestors: [] as LshwNode[] })).reverse();
  for (let next = pending.pop(); next; next = pending.pop()) {
    all.push(next);
    const ancestors = [...next.ancestors, next.node];
    for (const node of next.node.children.toReversed()) pending.push({ node, ancestors });
  }
  return all;
}

const isProcessor = (n: LshwNode) => n.class === 'processor' || (n.class === null && n.id === 'cpu');
const isBank = (n: LshwNode) => n.id === 'bank';
const isDisplay = (n: LshwNode) => n.class === 'display' || (n.class === null && n.id === 'display');
/** "System Memory" (any language): the memory node holding the banks, not a cache, the BIOS or a memory controller. */
const isSystemMemory = (n: LshwNode) => n.id === 'memory' && !n.unclaimed && (n.children.some(isBank) || n.sizeGb !== null);
/** The product already names the vendor ("HITACHI HTS72501" by "Hitachi"): it is not said twice. */
const startsWithWord = (product: string | null, vendor: string): boolean => !!product && product.toLowerCase().startsWith(vendor.split(' ')[0]!.toLowerCase());
/** An empty bank's description, in the languages above ("[empty]", "[leer]", "[vacío]", "[vide]", "[pusty]", "[пусто]"). */
const EMPTY_BANK = /\[(empty|leer|vac[ií]o|vide|pusty|пусто|vazio|vuoto)\]|\bempty\b/iu;

/** Soldered flash on an SD/MMC host ("SD/MMC Device", eMMC): a drive, its size on its block-device child. */
const isEmmc = (node: LshwNode) => /\bSD\/MMC Device\b|\beMMC\b/i.test(node.description ?? '');

/** A disk or an NVMe drive, not its namespaces, an optical drive or an empty card reader. */
function driveOf(node: LshwNode, ancestors: LshwNode[]): Drive | null {
  const description = node.description ?? '';
  const isNvme = (n: LshwNode) => /^nvme\d*$/.test(n.id);
  if (ancestors.some(isNvme)) return null;
  const nvme = isNvme(node) || /\bNVMe (device|disk)\b/i.test(description);
  if (!nvme && node.id !== 'disk' && node.class !== 'disk' && !isEmmc(node)) return null;
  if (/cd-?rom|dvd|blu-?ray|optical/i.test(`${node.id} ${description}`)) return null;
  const model = [node.vendor && !startsWithWord(node.product, node.vendor) ? node.vendor : null, node.product].filter(Boolean).join(' ');
  const usb = ancestors.some((a) => /^usb/.test(a.id));
  // An NVMe controller or an eMMC gives its size on the namespace or block device under it.
  const sizeGb = node.driveGb ?? (nvme || isEmmc(node) ? (node.children.map((child) => child.driveGb).find((size) => size !== null) ?? null) : null);
  // A card reader or USB slot with nothing in it is listed as a disk without a size.
  if (sizeGb === null && (!model || usb || /card reader|no medium/i.test(model))) return null;
  if (usb && !model) return null;
  const kind: DriveInterface | null = usb ? 'USB' : nvme ? 'NVMe' : /^ATA Disk$/i.test(description) ? 'SATA' : /\bSAS\b/.test(description) ? 'SAS' : null;
  return { model: model || 'unnamed drive', interface: kind, sizeGb };
}

/** Registered (buffered) or unbuffered modules, as a bank's description says it in the languages above. */
const REGISTERED = /registered|buffered|registriert|gepuffert/i;
const UNBUFFERED = /unbuffered|unregistered|ungepuffert/i;
const isRegistered = (description: string) => REGISTERED.test(description) && !UNBUFFERED.test(description);
/** A bank's rated speed: the "2400 MHz" of its description, else its clock. */
const bankSpeed = (bank: LshwNode): number | null => readSpeedMts(bank.description) ?? (bank.clockHz === null ? null : Math.round(bank.clockHz / 1e6));

function factsOf(roots: LshwNode[]): ReportFacts {
  const facts = noFacts();
  const all = walk(roots);
  const nodes = all.map(({ node }) => node);
  const system = roots.find((n) => n.id === 'system' || n.class === 'system');
  facts.machine = machineKindOf(system?.product, system?.chassis, system?.description);

  const core = nodes.find((node) => node.id === 'core');
  if (core?.product) facts.board = [core.vendor, core.product].filter(Boolean).join(' ');

  const cpus = nodes.filter((n) => isProcessor(n) && !n.unclaimed && n.product);
  if (cpus.length > 0) {
    facts.processorModel = cpus[0]!.product;
    facts.socket = socketName(cpus[0]!.slot);
    facts.processors = cpus.length;
  }

  // Every "System Memory" node: a server has one a processor.
  const memories = nodes.filter(isSystemMemory);
  const banks = memories.flatMap((memory) => memory.children.filter(isBank));
  if (banks.length > 0) {
    const installed = banks.filter((b) => b.sizeGb !== null && b.sizeGb > 0 && !EMPTY_BANK.test(b.description ?? ''));
    const soldered = (b: LshwNode) => isSolderedMemory(/^(row of chips|chip)\b/i.exec(b.description ?? '')?.[1] ?? null, memoryTypeName(b.description));
    facts.slots = banks.filter((b) => !soldered(b)).length;
    facts.modules = installed.filter((b) => !soldered(b)).length;
    facts.memoryType = installed.map((b) => memoryTypeName(b.description)).find(Boolean) ?? null;
    facts.memoryFormat = installed.filter((b) => !soldered(b)).map((b) => moduleFormatOf(b.description)).find(Boolean) ?? (installed.length > 0 && installed.every(soldered) ? 'soldered' : null);
    if (installed.some((b) => isRegistered(b.description ?? ''))) facts.registered = true;
    else if (installed.some((b) => UNBUFFERED.test(b.description ?? ''))) facts.registered = false;
    facts.memorySpeed = slowestSpeed(installed.map(bankSpeed));
  }
  const sizes = memories.map((memory) => {
    const own = memory.children.filter(isBank);
    return memory.sizeGb ?? (own.length > 0 && own.every((b) => b.sizeGb !== null || EMPTY_BANK.test(b.description ?? '')) ? own.reduce((sum, b) => sum + (b.sizeGb ?? 0), 0) : null);
  });
  const total = sizes.length > 0 && sizes.every((size) => size !== null) ? sizes.reduce((a, b) => a! + b!, 0)! : null;
  facts.totalGb = total === null || total === 0 ? null : Math.round(total);

  facts.graphics = graphicsOf(nodes.filter((node) => isDisplay(node) && node.product).map((node) => [node.vendor && !startsWithWord(node.product, node.vendor) ? node.vendor : null, node.product].filter(Boolean).join(' ')));

  facts.storage = all.flatMap(({ node, ancestors }) => {
    const drive = driveOf(node, ancestors);
    return drive ? [drive] : [];
  });
  const controllers = nodes.filter((node) => node.class === 'storage' || /^(storage|sata|nvme|raid|scsi|ide)$/.test(node.id));
  if (facts.storage.length > 0 || controllers.length > 0) {
    facts.nvme = facts.storage.some((drive) => drive.interface === 'NVMe') || controllers.some((node) => /NVMe|Non-Volatile memory/i.test(`${node.description ?? ''} ${node.product ?? ''}`));
  }
  return facts;
}

export const readLshw = ({ lines }: ReportText): ReportFacts => factsOf(parseText(lines));
export const readLshwJson = ({ text }: ReportText): ReportFacts => factsOf(parseJson(text) ?? []);
