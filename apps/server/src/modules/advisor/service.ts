/**
 * The upgrade advisor (issue 28, decision 049): the shared reader tells what the shopper's machine
 * is, read in a worker thread (decision 069); each suggestion is a part in stock that the shared
 * compatibility engine accepts beside the machine's current processor, board and memory. The
 * report is neither stored nor logged.
 */
import {
  ADVISOR_REPORTS_PER_WINDOW,
  ADVISOR_WINDOW_MINUTES,
  advisorMessages,
  checkBuild,
  graphicsTier,
  m2DriveFormFactors,
  messages,
  otherToolOf,
  processorTier,
  refuseReport,
  type AdvisorAnswer,
  type BuildPart,
  type Part,
  type PartsPage,
  type RecognisedMachine,
  type UpgradeSuggestion,
} from '@coreparts/shared';
import type { Database } from '@/db/client.ts';
import { HttpError } from '@/lib/http-errors.ts';
import { countWindowedWrite, sharedRequestCounts, type WindowLimit } from '@/lib/windowed-count.ts';
import type { PartsService } from '@/modules/parts/service.ts';
import type { ReportReader } from './report-reader.ts';

/** Suggestions per category: the cheapest that fit, enough to choose from. */
export const SUGGESTIONS_PER_CATEGORY = 3;
/** Pages of 100 read per category at most: beyond 1,000 parts the cheapest are already among them. */
const MAX_PAGES = 10;
/** Reports per address, counted in the database so every server process shares the count. */
const REPORTS_PER_ADDRESS: WindowLimit = { limit: ADVISOR_REPORTS_PER_WINDOW, windowSeconds: ADVISOR_WINDOW_MINUTES * 60, message: advisorMessages.tooManyReports };

type Candidate = { part: Part; reason: string; note?: string };
type Category = 'ram' | 'ssd' | 'graphics-card' | 'processor';

/** The machine's current parts as the compatibility engine reads them: the fixed build. */
function currentBuild(machine: RecognisedMachine): BuildPart[] {
  const build: BuildPart[] = [];
  const { processor, memory } = machine;
  if (processor?.socket || processor?.memoryTypes.length) {
    build.push({
      id: 'current-processor',
      name: processor.model,
      category: 'processor',
      specs: { ...(processor.socket && { socket: processor.socket }), ...(processor.memoryTypes.length > 0 && { memoryTypes: processor.memoryTypes }) },
      quantity: 1,
    });
  }
  if (processor?.socket || memory?.type || memory?.slots) {
    build.push({
      id: 'current-board',
      name: machine.board ?? 'your motherboard',
      category: 'motherboard',
      specs: { ...(processor?.socket && { socket: processor.socket }), ...(memory?.type && { memoryType: memory.type }), ...(memory?.slots && { memorySlots: memory.slots }) },
      quantity: 1,
    });
  }
  return build;
}

const asBuildPart = (part: Part): BuildPart => ({ id: part._id, name: part.name, category: part.category, specs: part.specs, quantity: 1 });

/** Whether the engine finds no error with the part added to the fixed build (notes and warnings pass). */
const fits = (build: BuildPart[], part: Part, replacing?: string) =>
  !checkBuild([...build.filter((p) => p.category !== replacing), asBuildPart(part)]).problems.some((p) => p.severity === 'error' && p.partIds.includes(part._id));

/**
 * Why a machine takes no graphics card or processor of ours, in the shopper's words; null for a
 * desktop (or a machine the report does not place) that can. A server's slots and supply are its
 * maker's own; a Mac's, a mini PC's and a laptop's parts are soldered or too small for a card.
 */
function cardAndProcessorLimit(machine: RecognisedMachine): string | null {
  if (machine.mac) return `A Mac (${machine.mac.model}): only its memory${machine.memory?.slots ? '' : ' (where it has slots)'} and storage can be upgraded with standard parts.`;
  const laptopProcessor = machine.processor?.soldered === true;
  switch (machine.machine) {
    case 'laptop':
      return 'A laptop: only memory (SO-DIMM) and storage can be upgraded.';
    case 'mini-pc':
    case 'compute-module':
      return 'A mini PC: it has no room for a graphics card, and its processor is soldered; memory and storage can be upgraded.';
    case 'all-in-one':
      return 'An all-in-one: it has no slot for a graphics card; memory and storage can be upgraded.';
    case 'server':
      return "A server: its processors, slots and power supply are its maker's own, so no graphics card or processor is suggested; memory and storage can be upgraded.";
    default:
      return laptopProcessor ? 'A laptop: only memory (SO-DIMM) and storage can be upgraded.' : null;
  }
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export interface AdvisorDependencies {
  db: Database;
  parts: PartsService;
  reader: ReportReader;
  /** How long a report may take to read (report-reader.ts); tests shorten it. */
  readingTimeLimitMs?: number;
}

export function createAdvisorService({ db, parts, reader, readingTimeLimitMs }: AdvisorDependencies) {
  /** The category's parts in stock, cheapest first, read through the catalog's pages. */
  async function inStock(category: Category): Promise<Part[]> {
    const found: Part[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = JSON.parse((await parts.getPage({ category, cursor, limit: 100, q: undefined, sort: 'price-asc', specs: [] })).body.toString('utf8')) as PartsPage;
      found.push(...answer.items.filter((part) => part.quantity >= Math.max(1, part.min)));
      if (!answer.nextCursor) break;
      cursor = answer.nextCursor;
    }
    return found;
  }

  function memoryCandidates(machine: RecognisedMachine, stock: Part[], build: BuildPart[], notes: string[]): Candidate[] {
    const { memory } = machine;
    const type = memory?.type ?? null;
    const format = memory?.format ?? null;
    if (format === 'soldered' && !memory?.slots) {
      notes.push('Memory: it is soldered to the board, so it cannot be added to or replaced.');
      return [];
    }
    // Registered (buffered) modules do not mix with unbuffered ones, and the shop sells unbuffered only.
    if (memory?.registered) {
      notes.push(`Memory: this machine takes registered (buffered) ${type ?? ''} modules${memory.ecc ? ' with ECC' : ''}; we sell unbuffered modules only, so none is suggested.`.replace('  ', ' '));
      return [];
    }
    if (!type || !/^DDR[345]$/.test(type)) {
      const options = machine.processor?.memoryTypes.join(' or ');
      notes.push(options ? `Memory: the report does not say whether the board takes ${options}, so none is suggested.` : 'Memory: the report does not say which memory the machine takes, so none is suggested.');
      return [];
    }
    if (!format) {
      notes.push(`Memory: the report does not say whether the machine takes DIMM or SO-DIMM modules, so no ${type} is suggested.`);
      return [];
    }
    const free = memory?.slots != null && memory.modules != null ? memory.slots - memory.modules : null;
    const installedGb = memory?.totalGb ?? null;
    const candidates = stock.flatMap((part): Candidate[] => {
      const modules = Number(part.specs.modules);
      const kitGb = modules * Number(part.specs.moduleGb);
      if (part.specs.memoryType !== type || part.specs.moduleFormat !== format || !Number.isInteger(modules)) return [];
      // Beside the present modules, any kit that fits the free slots adds memory; at another speed, all run at the slower one.
      if (free !== null && free > 0 && modules <= free) {
        const kitMts = Number(part.specs.speedMts);
        const fittedMts = memory?.speedMts ?? null;
        const note = fittedMts !== null && Number.isFinite(kitMts) && kitMts !== fittedMts ? messages.advisor.mixedMemorySpeed(kitMts, fittedMts) : undefined;
        return [{ part, reason: `${type} ${format}, ${plural(modules, 'module')} for the ${plural(free, 'free slot')}.`, ...(note && { note }) }];
      }
      // In place of them, only a kit larger than what is fitted: never a downgrade.
      if (memory?.slots != null && modules <= memory.slots && (installedGb === null || kitGb > installedGb)) {
        return [{ part, reason: `${type} ${format}, ${plural(modules, 'module')} to replace the current memory (${plural(memory.slots, 'slot')})${installedGb === null ? '' : `: ${kitGb} GB in place of ${installedGb} GB`}.` }];
      }
      if (memory?.slots == null) return [{ part, reason: `${type} ${format}; the report does not say how many slots there are: check before buying ${plural(modules, 'module')}.` }];
      return [];
    });
    const fitting = candidates.filter((c) => fits(build, c.part, 'ram'));
    if (fitting.length === 0) notes.push(`Memory: no ${type} ${format} kit in stock fits this machine.`);
    return fitting;
  }

  function storageCandidates(machine: RecognisedMachine, stock: Part[], notes: string[]): Candidate[] {
    const nvme = machine.nvme === true || machine.storage.some((drive) => drive.interface === 'NVMe');
    const wanted = nvme ? 'NVMe' : 'SATA';
    const why = nvme
      ? machine.storage.some((drive) => drive.interface === 'NVMe')
        ? 'an NVMe drive is already fitted, so an M.2 slot is there'
        : 'the report shows an NVMe controller, so an M.2 slot is there'
      : machine.storage.some((drive) => drive.interface === 'SATA')
        ? 'the drives seen are SATA'
        : 'SATA fits nearly every PC';
    // Without an NVMe drive seen, nothing tells that the board has an M.2 slot: 2.5" drives only.
    const suits = (part: Part) => part.specs.interface === wanted && (nvme || !m2DriveFormFactors.includes(String(part.specs.formFactor)));
    const offered = stock.filter(suits);
    if (offered.length === 0) {
      notes.push(`Storage: no ${wanted} SSD is in stock.`);
      return [];
    }
    // Never a smaller or slower drive: larger than the smallest drive inside the machine (the one a
    // new drive would replace), or an NVMe drive where every drive inside is SATA or SAS, and not smaller.
    const inside = machine.storage.filter((drive) => drive.interface !== 'USB');
    const sizes = inside.map((drive) => drive.sizeGb).filter((size): size is number => size !== null);
    const smallest = sizes.length > 0 ? Math.min(...sizes) : null;
    const slowerInside = wanted === 'NVMe' && inside.length > 0 && inside.every((drive) => drive.interface === 'SATA' || drive.interface === 'SAS');
    const candidates = offered.flatMap((part): Candidate[] => {
      const capacity = Number(part.specs.capacityGb);
      // Drives are sold in round sizes a little off what a report reads (a "2 TB" drive is 2000.4 GB): within 1% is the same size.
      const larger = smallest === null || capacity > smallest * 1.01;
      const faster = slowerInside && (smallest === null || capacity >= smallest * 0.99);
      if (!larger && !faster) return [];
      const than = smallest === null ? '' : larger ? `; ${capacity} GB, larger than the ${Math.round(smallest)} GB drive fitted` : `; faster than the ${[...new Set(inside.map((drive) => drive.interface))].join(' and ')} ${inside.length === 1 ? 'drive' : 'drives'} fitted`;
      return [{ part, reason: `${wanted} SSD: ${why}${than}.` }];
    });
    if (candidates.length === 0) notes.push(`Storage: no ${wanted} SSD we stock is larger than the ${Math.round(smallest!)} GB drive fitted.`);
    return candidates;
  }

  /** Cards of a higher tier than the fastest one fitted, or than the processor's graphics: never a slower one. */
  function graphicsCandidates(machine: RecognisedMachine, stock: Part[], build: BuildPart[], notes: string[]): Candidate[] {
    const cards = (machine.graphics ?? []).filter((g) => g.kind === 'discrete');
    if (machine.graphics === null) {
      notes.push('Graphics card: the report does not list the graphics, so none is suggested; the output of inxi -Fxz, lshw or dxdiag /t lists them.');
      return [];
    }
    const tiers = cards.map((card) => graphicsTier(card.name));
    if (tiers.some((tier) => tier === null)) {
      notes.push(`Graphics card: we cannot rank ${cards.map((c) => c.name).join(', ')} against ours, so none is suggested.`);
      return [];
    }
    const fitted = Math.max(0, ...(tiers as number[]));
    const faster = stock.filter((part) => Number(part.specs.performanceTier) > fitted && fits(build, part));
    if (faster.length === 0) {
      notes.push(cards.length > 0 ? `Graphics card: nothing we stock is faster than ${cards.map((c) => c.name).join(', ')}.` : 'Graphics card: none in stock fits this machine.');
      return [];
    }
    // No report states the power supply: each card names the supply it needs.
    return faster.map((part) => ({
      part,
      reason: `${cards.length > 0 ? `Tier ${String(part.specs.performanceTier)} of 10, above your card's ${fitted}. ` : ''}${typeof part.specs.recommendedPsuW === 'number' ? `Needs a power supply of at least ${part.specs.recommendedPsuW} W and a free PCIe x16 slot; the report does not state your supply.` : 'Needs a free PCIe x16 slot; check your power supply, which the report does not state.'}`,
    }));
  }

  function processorCandidates(machine: RecognisedMachine, stock: Part[], build: BuildPart[], notes: string[]): Candidate[] {
    const socket = machine.processor?.socket;
    if (!socket) {
      notes.push('Processor: the report does not tell the socket, so none is suggested.');
      return [];
    }
    const fitting = stock.filter((part) => part.specs.socket === socket && part.name !== machine.processor?.model && fits(build, part, 'processor'));
    if (fitting.length === 0) {
      notes.push(`Processor: nothing we stock fits socket ${socket}; a newer processor would need a new motherboard and, often, new memory.`);
      return [];
    }
    const fitted = processorTier(machine.processor!.model);
    if (fitted === null) {
      notes.push(`Processor: we cannot rank the ${machine.processor!.model} against ours, so none is suggested.`);
      return [];
    }
    const faster = fitting.filter((part) => Number(part.specs.performanceTier) > fitted);
    if (faster.length === 0) notes.push(`Processor: nothing we stock for socket ${socket} is faster than the ${machine.processor!.model}.`);
    return faster.map((part) => ({ part, reason: `Fits socket ${socket}, tier ${String(part.specs.performanceTier)} of 10 above your processor's ${fitted}; check that your board's firmware (BIOS) supports it, and update it first if needed.` }));
  }

  return {
    /**
     * The machine a report describes and what in stock would upgrade it: 429 past the address's
     * reports, 413 beyond MAX_REPORT_BYTES, 400 for too many or too long lines and for no report,
     * 503 when reading it took too long.
     */
    async advise(report: string, address: string): Promise<AdvisorAnswer> {
      await countWindowedWrite(db, sharedRequestCounts, `advisor ${address}`, REPORTS_PER_ADDRESS);
      const refusal = refuseReport(report);
      if (refusal === 'tooLarge') throw new HttpError(413, 'payload_too_large', advisorMessages.tooLarge);
      if (refusal) throw new HttpError(400, 'bad_request', advisorMessages[refusal]);
      const machine = await reader.read(report, readingTimeLimitMs);
      if (!machine) {
        const tool = otherToolOf(report);
        throw new HttpError(400, 'bad_request', tool ? advisorMessages.otherTool(tool) : advisorMessages.notAReport);
      }

      const notes: string[] = [];
      if (machine.mac?.appleSilicon) {
        notes.push(`A Mac with Apple silicon (${machine.mac.model}): its processor, memory and storage are part of the board, so nothing in it can be upgraded.`);
        return { machine, suggestions: [], notes };
      }
      const build = currentBuild(machine);
      const [ram, ssd, gpu, cpu] = await Promise.all((['ram', 'ssd', 'graphics-card', 'processor'] as const).map((category) => inStock(category)));
      const byCategory: [Category, Candidate[]][] = [
        ['ram', memoryCandidates(machine, ram!, build, notes)],
        ['ssd', storageCandidates(machine, ssd!, notes)],
      ];
      const limit = cardAndProcessorLimit(machine);
      if (limit) notes.push(limit);
      else byCategory.push(['graphics-card', graphicsCandidates(machine, gpu!, build, notes)], ['processor', processorCandidates(machine, cpu!, build, notes)]);
      const suggestions = byCategory.flatMap(([category, candidates]) =>
        candidates.slice(0, SUGGESTIONS_PER_CATEGORY).map(({ part, reason, note }): UpgradeSuggestion => ({ category, partId: part._id, name: part.name, price: part.price, reason, ...(note && { note }) })),
      );
      return { machine, suggestions, notes };
    },
  };
}

export type AdvisorService = ReturnType<typeof createAdvisorService>;
