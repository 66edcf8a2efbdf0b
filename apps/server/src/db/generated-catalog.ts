/**
 * Large catalogs for load tests (`--parts N`): part number i is deterministic from i, names and
 * SKUs are unique, images are the demo catalog's reused by category, and specifications agree
 * with the description.
 */
import { allCategorySlugs, type AnyCategory, type CategorySpecs } from '@coreparts/shared';
import { buildSeedParts, seedParts, type SeedPart } from './seed-catalog.ts';

const brands = [
  'Vortex',
  'Kestrel',
  'Northbridge',
  'Lumen',
  'Halcyon',
  'Arcwave',
  'Tessera',
  'Quillon',
  'Brightline',
  'Cobaltine',
  'Ferrox',
  'Solvane',
] as const;

/** What a generated part of category C is: its name's tail, description, look and specifications. */
interface GeneratedDetail<C extends AnyCategory> {
  tail: string;
  description: string;
  /** Which of the category's demo images (in catalog order) looks most like the part. */
  look: number;
  specs: CategorySpecs<C>;
}

interface CategoryGenerator<C extends AnyCategory> {
  series: readonly string[];
  prefixes: readonly string[];
  /** Price range in whole cents. */
  minCents: number;
  maxCents: number;
  /** Builds the part's detail from a deterministic pick. */
  detail: (pick: (n: number) => number) => GeneratedDetail<C>;
}

function from<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

const thousands = (n: number) => n.toLocaleString('en-US');

const generators: { [C in AnyCategory]: CategoryGenerator<C> } = {
  'graphics-card': {
    series: ['Tempest', 'Aurora', 'Phantom', 'Eclipse', 'Cinder', 'Glacier', 'Raptor', 'Nimbus'],
    prefixes: ['GX', 'VX', 'NX', 'TX'],
    minCents: 32_900,
    maxCents: 89_900,
    detail: (pick) => {
      const memory = from([8, 12, 16, 20, 24], pick(5));
      const dual = memory <= 12 && pick(2) === 0;
      const boost = 2_300 + pick(50) * 10;
      const tdpW = 100 + memory * 12 + pick(5) * 10;
      return {
        look: dual ? 1 : 2 * pick(2),
        tail: `Graphics Card ${memory}GB`,
        description: `${memory}GB GDDR6 graphics card with a ${thousands(boost)} MHz boost clock and ${dual ? 'dual' : 'triple'}-fan cooling. PCIe 4.0 x16, three DisplayPort 2.1 and one HDMI 2.1 output.`,
        specs: {
          memoryGb: memory,
          memoryType: 'GDDR6',
          memoryBusBits: from([128, 192, 256, 320, 384], Math.floor(memory / 5)),
          boostClockMhz: boost,
          interface: 'PCIe 4.0 x16',
          tdpW,
          recommendedPsuW: Math.ceil((tdpW + 350) / 50) * 50,
          powerConnectors: tdpW > 250 ? '2x 8-pin' : '1x 8-pin',
          pcie8pinConnectors: tdpW > 250 ? 2 : 1,
          pcie12v2x6: false,
          lengthMm: dual ? 200 + pick(40) : 280 + pick(60),
          slotWidth: dual ? 2 : from([2.5, 3], pick(2)),
          displayPorts: 3,
          hdmiPorts: 1,
          // On the advisor's scale (performance-tiers.ts): more memory, a faster band.
          performanceTier: { 8: 6, 12: 7, 16: 8, 20: 9, 24: 9 }[memory]!,
        },
      };
    },
  },
  ram: {
    series: ['Pulse', 'Core', 'Apex', 'Vector', 'Flux', 'Summit', 'Ember', 'Vertex'],
    prefixes: ['M', 'R', 'D', 'K'],
    minCents: 4_900,
    maxCents: 18_900,
    detail: (pick) => {
      const moduleGb = from([8, 16, 24, 32], pick(4));
      const ddr5 = pick(3) > 0;
      const speed = ddr5 ? from([5600, 6000, 6400, 7200], pick(4)) : from([3200, 3600], pick(2));
      const cl = ddr5 ? from([28, 30, 32, 36], pick(4)) : from([16, 18], pick(2));
      const gen = ddr5 ? 'DDR5' : 'DDR4';
      const rgb = pick(2) === 0;
      return {
        look: ddr5 ? 2 * pick(2) : 1,
        tail: `${gen}-${speed} ${moduleGb * 2}GB (2x${moduleGb}GB) Kit`,
        description: `${gen} memory kit rated ${speed} MT/s at CL${cl} with an aluminium heat spreader${rgb ? ' and RGB lighting' : ''}. XMP profiles for one-click setup and a limited lifetime warranty.`,
        specs: {
          memoryType: gen,
          moduleFormat: 'DIMM',
          speedMts: speed,
          casLatency: cl,
          modules: 2,
          moduleGb,
          voltage: ddr5 ? 1.35 : 1.2,
          profiles: ddr5 ? ['XMP 3.0'] : ['XMP 2.0'],
          ecc: false,
          rgb,
          heightMm: rgb ? 44 : 34,
        },
      };
    },
  },
  processor: {
    series: ['Helix', 'Quanta', 'Strata', 'Prism', 'Lattice', 'Axiom', 'Fulcrum', 'Keystone'],
    prefixes: ['A5', 'A7', 'A9', 'T5', 'T7', 'X9'],
    minCents: 14_900,
    maxCents: 58_900,
    detail: (pick) => {
      const cores = from([6, 8, 10, 12, 16, 24], pick(6));
      const boost = 4.4 + pick(14) / 10;
      const cache = cores * 4;
      const tdp = from([65, 105, 125, 170], pick(4));
      const socket = from(['AM5', 'LGA1700', 'LGA1851'] as const, pick(3));
      return {
        look: pick(3),
        tail: `Processor ${cores}-Core`,
        description: `${cores} cores and ${cores * 2} threads boosting to ${boost.toFixed(1)} GHz with ${cache}MB of L3 cache and a ${tdp}W TDP. DDR5 and PCIe 5.0 support on Socket ${socket}.`,
        specs: {
          socket,
          cores,
          threads: cores * 2,
          baseClockGhz: Math.round((boost - 1) * 10) / 10,
          boostClockGhz: Math.round(boost * 10) / 10,
          l3CacheMb: cache,
          tdpW: tdp,
          memoryTypes: ['DDR5'],
          maxMemorySpeedMts: socket === 'AM5' ? 5200 : 5600,
          pcieVersion: 'PCIe 5.0',
          integratedGraphics: tdp <= 105,
          unlocked: tdp >= 105,
          includesCooler: tdp === 65,
          family: `${{ AM5: 'Helix 7000 series', LGA1700: 'Quanta 14th gen', LGA1851: 'Quanta 200 series' }[socket]}`,
          // On the advisor's scale (performance-tiers.ts): more cores, a faster band.
          performanceTier: { 6: 6, 8: 7, 10: 7, 12: 8, 16: 9, 24: 9 }[cores]!,
        },
      };
    },
  },
  ssd: {
    series: ['Swift', 'Hyperdrive', 'Q', 'Relay', 'Torrent', 'Vault', 'Dash', 'Stream'],
    prefixes: ['NV', 'S', 'P', 'E'],
    minCents: 5_900,
    maxCents: 22_900,
    detail: (pick) => {
      const capacityGb = from([500, 1000, 2000, 4000], pick(4));
      const capacity = capacityGb < 1000 ? `${capacityGb}GB` : `${capacityGb / 1000}TB`;
      const nvme = pick(4) > 0;
      const read = nvme ? from([3_500, 5_000, 7_000, 7_400, 12_000], pick(5)) : 560;
      const write = nvme ? Math.round(read * 0.9) : 530;
      return {
        look: nvme ? 2 * pick(2) : 1,
        tail: nvme ? `${capacity} NVMe M.2 SSD` : `${capacity} 2.5" SATA SSD`,
        description: `${nvme ? 'M.2 2280 NVMe' : '2.5-inch SATA III'} drive with ${thousands(read)} MB/s reads and ${thousands(write)} MB/s writes, 3D TLC NAND and a five-year warranty.`,
        specs: {
          capacityGb,
          interface: nvme ? 'NVMe' : 'SATA',
          link: !nvme ? 'SATA III' : read > 7_500 ? 'PCIe 5.0 x4' : read > 3_500 ? 'PCIe 4.0 x4' : 'PCIe 3.0 x4',
          formFactor: nvme ? 'M.2 2280' : '2.5"',
          readMbs: read,
          writeMbs: write,
          nandType: 'TLC',
          dramCache: read >= 7_000,
          enduranceTbw: (capacityGb / 1000) * 600,
          heatsink: read > 7_500,
        },
      };
    },
  },
  keyboard: {
    series: ['Tactile', 'Onyx', 'Office', 'Quartz', 'Drift', 'Carbon', 'Sonata', 'Ridge'],
    prefixes: ['K', 'TK', 'S', 'F'],
    minCents: 3_900,
    maxCents: 17_900,
    detail: (pick) => {
      const layout = from(['Full-size', 'TKL', '75%', '65%'] as const, pick(4));
      const kind = from(['Mechanical', 'Wireless', 'Low-Profile'], pick(3));
      const switches = from(['Linear', 'Tactile', 'Clicky', 'Silent Linear'] as const, pick(4));
      const wireless = kind === 'Wireless';
      return {
        look: kind === 'Mechanical' ? 2 * pick(2) : 1,
        tail: `${kind} Keyboard`,
        description: `${layout === 'TKL' ? 'Tenkeyless' : layout} ${kind.toLowerCase()} keyboard with ${switches.toLowerCase()} switches, PBT keycaps and a detachable USB-C cable. N-key rollover and onboard profile memory.`,
        specs: {
          switchType: switches,
          layout,
          connections: wireless ? ['USB', '2.4 GHz', 'Bluetooth'] : ['USB'],
          backlight: from(['None', 'White', 'RGB', 'Per-key RGB'] as const, pick(4)),
          hotSwap: kind === 'Mechanical',
          keycaps: 'PBT',
          pollingRateHz: wireless ? 1000 : from([1000, 8000], pick(2)),
          ...(wireless ? { batteryHours: 200 + pick(10) * 50 } : {}),
          weightG: 500 + pick(60) * 10,
        },
      };
    },
  },
  mouse: {
    series: ['Glide', 'Strike', 'Featherlight', 'Arc', 'Comet', 'Talon', 'Orbit', 'Swiftline'],
    prefixes: ['M', 'G', 'W', 'S'],
    minCents: 2_400,
    maxCents: 12_900,
    detail: (pick) => {
      const dpi = from([4_000, 8_000, 16_000, 26_000, 30_000], pick(5));
      const wireless = pick(2) === 0;
      const weight = 55 + pick(40);
      return {
        look: wireless ? 2 * pick(2) : 1,
        tail: wireless ? 'Wireless Mouse' : 'Gaming Mouse',
        description: `${wireless ? 'Wireless' : 'Wired'} mouse weighing ${weight} g with a ${thousands(dpi)} DPI optical sensor, durable switches and PTFE feet for smooth, consistent glide.`,
        specs: {
          dpi,
          sensor: 'Optical',
          pollingRateHz: from([1000, 4000, 8000], pick(3)),
          buttons: 5 + pick(4),
          connections: wireless ? ['USB', '2.4 GHz'] : ['USB'],
          weightG: weight,
          handedness: from(['Right', 'Ambidextrous'] as const, pick(2)),
          ...(wireless ? { batteryHours: 60 + pick(10) * 10 } : {}),
          rgb: !wireless,
        },
      };
    },
  },
  printer: {
    series: ['Inkwell', 'LaserPro', 'Chroma', 'Scribe', 'Folio', 'Press', 'Ledger', 'Quire'],
    prefixes: ['L', 'C', 'J', 'P'],
    minCents: 11_900,
    maxCents: 39_900,
    detail: (pick) => {
      const look = pick(3);
      const kind = from(['All-in-One', 'Mono Laser', 'Colour Laser'], look);
      const ppm = 15 + pick(30);
      const tray = from([100, 150, 250, 300], pick(4));
      return {
        look,
        tail: `${kind} Printer`,
        description: `${kind.charAt(0)}${kind.slice(1).toLowerCase()} printer rated at ${ppm} ppm with automatic duplex, a ${tray}-sheet tray, Wi-Fi and Ethernet. Mobile printing and low-cost high-yield supplies.`,
        specs: {
          technology: look === 0 ? 'Ink Tank' : 'Laser',
          colour: look !== 1,
          functions: look === 0 ? ['Print', 'Scan', 'Copy'] : ['Print'],
          pagesPerMinute: ppm,
          resolutionDpi: look === 0 ? 4800 : 1200,
          duplex: true,
          trayCapacity: tray,
          connections: ['USB', 'Ethernet', 'Wi-Fi'],
        },
      };
    },
  },
  router: {
    series: ['Link', 'Mesh', 'Sentinel', 'Beacon', 'Relay', 'Horizon', 'Atlas', 'Skyline'],
    prefixes: ['AX', 'BE', 'AXE', 'AX'],
    minCents: 6_900,
    maxCents: 29_900,
    detail: (pick) => {
      const generation = pick(3);
      const wifi = from(['Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7'] as const, generation);
      const look = pick(3);
      const antennas = from([4, 6, 8], look);
      const ports = from([3, 4, 5], pick(3));
      return {
        look,
        tail: `${wifi} Router`,
        description: `${wifi} router with ${antennas} high-gain antennas, WPA3 security, ${ports} Gigabit LAN ports and a 2.5 GbE WAN port. App setup and automatic firmware updates.`,
        specs: {
          wifiStandard: wifi,
          bands: generation === 0 ? ['2.4 GHz', '5 GHz'] : ['2.4 GHz', '5 GHz', '6 GHz'],
          speedMbps: from([1800, 5400, 9300], generation) + antennas * 100,
          lanPorts: ports,
          wanSpeed: '2.5 GbE',
          antennas,
          mesh: pick(2) === 0,
          usbPorts: pick(3),
        },
      };
    },
  },
  motherboard: {
    series: ['Forge', 'Titan', 'Anvil', 'Bastion', 'Crest', 'Pioneer', 'Vanguard', 'Keel'],
    prefixes: ['B', 'X', 'Z', 'H'],
    minCents: 9_900,
    maxCents: 49_900,
    detail: (pick) => {
      const platform = from(
        [
          { socket: 'AM5', chipsets: ['B650', 'X670E', 'B850', 'X870'], memoryType: 'DDR5', speed: 6400 },
          { socket: 'AM4', chipsets: ['B550', 'X570'], memoryType: 'DDR4', speed: 3600 },
          { socket: 'LGA1700', chipsets: ['B760', 'Z790'], memoryType: pick(2) === 0 ? 'DDR4' : 'DDR5', speed: 5600 },
          { socket: 'LGA1851', chipsets: ['B860', 'Z890'], memoryType: 'DDR5', speed: 6400 },
        ] as const,
        pick(4),
      );
      const chipset = from(platform.chipsets, pick(platform.chipsets.length));
      const formFactor = from(['ATX', 'Micro-ATX', 'Mini-ITX', 'E-ATX'] as const, pick(4));
      const slots = formFactor === 'Mini-ITX' ? 2 : 4;
      const wifi = pick(3) > 0;
      return {
        look: pick(3),
        tail: `${chipset} ${formFactor} Motherboard`,
        description: `${formFactor} board for Socket ${platform.socket} on the ${chipset} chipset, with ${slots} ${platform.memoryType} slots, PCIe ${platform.memoryType === 'DDR4' ? '4.0' : '5.0'} graphics, ${wifi ? 'Wi-Fi 6E and ' : ''}2.5 GbE networking.`,
        specs: {
          socket: platform.socket,
          chipset,
          formFactor,
          memoryType: platform.memoryType,
          memorySlots: slots,
          maxMemoryGb: slots * 48,
          maxMemorySpeedMts: platform.memoryType === 'DDR4' ? 3600 : platform.speed,
          pcieX16Slots: formFactor === 'Mini-ITX' ? 1 : 1 + pick(2),
          pcieVersion: platform.memoryType === 'DDR4' ? 'PCIe 4.0' : 'PCIe 5.0',
          m2Slots: formFactor === 'Mini-ITX' ? 2 : 3 + pick(2),
          sataPorts: formFactor === 'Mini-ITX' ? 2 : 4 + 2 * pick(2),
          sataPortsSharedWithM2: 0,
          minFirmware: 'None',
          biosFlashback: /^[XZ]/.test(chipset),
          wifi: wifi ? 'Wi-Fi 6E' : 'None',
          ethernet: '2.5 GbE',
        },
      };
    },
  },
  'power-supply': {
    series: ['Volt', 'Current', 'Dynamo', 'Reactor', 'Surge', 'Ampere', 'Flux', 'Core'],
    prefixes: ['P', 'G', 'SF', 'T'],
    minCents: 5_900,
    maxCents: 32_900,
    detail: (pick) => {
      const sfx = pick(5) === 0;
      const wattage = sfx ? from([600, 750, 850], pick(3)) : from([550, 650, 750, 850, 1000, 1200], pick(6));
      const efficiency = from(['Bronze', 'Gold', 'Gold', 'Platinum'] as const, pick(4));
      const atx3 = wattage >= 750 && pick(3) > 0;
      const modular = efficiency === 'Bronze' ? 'Semi' : 'Full';
      return {
        look: pick(3),
        tail: `${wattage}W ${sfx ? 'SFX ' : ''}Power Supply`,
        description: `${wattage}W 80 PLUS ${efficiency} ${sfx ? 'SFX' : 'ATX'} power supply, ${modular === 'Full' ? 'fully' : 'semi'} modular, ${atx3 ? 'ATX 3.1 with a native 12V-2x6 cable' : 'with PCIe 8-pin cables'} and a fluid-bearing fan.`,
        specs: {
          wattage,
          efficiency,
          modular,
          formFactor: sfx ? 'SFX' : 'ATX',
          atx3,
          pcie12v2x6: atx3,
          pcie8pin: Math.floor(wattage / 250),
          sataConnectors: 4 + 2 * pick(4),
          fanMm: sfx ? 92 : from([120, 135], pick(2)),
          lengthMm: sfx ? 100 : from([140, 150, 160, 180], pick(4)),
        },
      };
    },
  },
  case: {
    series: ['Shelter', 'Citadel', 'Harbor', 'Atrium', 'Lantern', 'Cube', 'Spire', 'Hollow'],
    prefixes: ['C', 'M', 'T', 'S'],
    minCents: 4_900,
    maxCents: 24_900,
    detail: (pick) => {
      const size = pick(4);
      const caseType = from(['Full Tower', 'Mid Tower', 'Mini Tower', 'Small Form Factor'] as const, size);
      const boards = (['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] as const).slice(size === 3 ? 3 : size);
      const sidePanel = from(['Tempered Glass', 'Mesh', 'Solid'] as const, pick(3));
      const gpuRoom = from([450, 400, 360, 320], size) + pick(5) * 5;
      return {
        look: pick(3),
        tail: `${caseType} Case`,
        description: `${caseType} case with a ${sidePanel.toLowerCase()} side panel, room for ${boards[0]} boards, graphics cards up to ${gpuRoom} mm and ${size === 3 ? 'an SFX supply' : 'an ATX supply'}.`,
        specs: {
          caseType,
          supportedFormFactors: [...boards],
          psuFormFactors: size === 3 ? ['SFX', 'SFX-L'] : ['ATX'],
          maxGpuLengthMm: gpuRoom,
          maxCoolerHeightMm: from([185, 170, 160, 70], size),
          maxRadiatorMm: from([420, 360, 280, 240], size),
          expansionSlots: from([8, 7, 4, 2], size),
          driveBays25: 2 + pick(3),
          driveBays35: size === 3 ? 0 : 1 + pick(2),
          includedFans: pick(4),
          sidePanel,
          colour: from(['Black', 'White'], pick(2)),
        },
      };
    },
  },
  'cpu-cooler': {
    series: ['Frost', 'Breeze', 'Polar', 'Zephyr', 'Tundra', 'Mistral', 'Boreal', 'Drift'],
    prefixes: ['A', 'L', 'T', 'D'],
    minCents: 2_900,
    maxCents: 17_900,
    detail: (pick) => {
      const liquid = pick(3) === 0;
      const radiatorMm = from([240, 280, 360], pick(3));
      const heightMm = liquid ? 52 : from([47, 125, 155, 165], pick(4));
      const tdpRatingW = liquid ? radiatorMm - 20 : heightMm < 100 ? 65 : from([150, 200, 250], pick(3));
      const fans = liquid ? radiatorMm / 120 : heightMm < 100 ? 1 : 1 + pick(2);
      return {
        look: pick(3),
        tail: liquid ? `${radiatorMm} Liquid Cooler` : `${heightMm < 100 ? 'Low-Profile' : 'Tower'} CPU Cooler`,
        description: liquid
          ? `All-in-one liquid cooler with a ${radiatorMm} mm radiator and ${Math.round(fans)} fans, rated for ${tdpRatingW}W. Mounts for AM4, AM5, LGA1700 and LGA1851.`
          : `${heightMm} mm tall air cooler with ${fans} fan${fans > 1 ? 's' : ''}, rated for ${tdpRatingW}W. Mounts for AM4, AM5, LGA1700 and LGA1851.`,
        specs: {
          kind: liquid ? 'liquid' : 'air',
          sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
          tdpRatingW,
          heightMm,
          ...(liquid ? { radiatorMm } : {}),
          fans: Math.round(fans),
          fanMm: liquid && radiatorMm === 280 ? 140 : heightMm < 100 ? 92 : 120,
          noiseDba: 20 + pick(150) / 10,
          rgb: pick(2) === 0,
        },
      };
    },
  },
};

/** Per-category image pool: the demo catalog's images of that category, each once, in catalog order. */
const imagesByCategory = new Map<AnyCategory, string[]>();
for (const part of [...seedParts, ...buildSeedParts]) {
  const list = imagesByCategory.get(part.category) ?? [];
  if (!list.includes(part.image)) list.push(part.image);
  imagesByCategory.set(part.category, list);
}

/** A 32-bit integer hash (lowbias32), so that neighbouring i look unrelated. */
function mix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Each category's code in the shop's SKUs, as the demo catalog writes them ("CP-GPU-1001"; decision 089). */
const skuCodes: Record<AnyCategory, string> = {
  'graphics-card': 'GPU',
  processor: 'CPU',
  ssd: 'SSD',
  ram: 'RAM',
  keyboard: 'KBD',
  mouse: 'MSE',
  printer: 'PRN',
  router: 'RTR',
  motherboard: 'MBD',
  'power-supply': 'PSU',
  case: 'CSE',
  'cpu-cooler': 'CLR',
};

const MODEL_SPAN = 9_000;
const EDITIONS = ['', ' Pro', ' Ultra', ' SE', ' Max', ' Plus', ' Lite', ' Neo'] as const;
const CATEGORY_COUNT = allCategorySlugs.length;

/**
 * Part number i of a generated catalog. Names are unique per i: the category cycles with
 * i % 12, and within a category k = floor(i / 12) maps one-to-one onto a model number
 * (1000-9999, a permutation of k mod 9000) and an edition (k / 9000), with a mark number past
 * the editions.
 */
export function generatedPart(i: number): SeedPart {
  if (!Number.isInteger(i) || i < 0) throw new RangeError(`generatedPart: bad index ${i}`);
  const category = from(allCategorySlugs, i % CATEGORY_COUNT);
  const generator: CategoryGenerator<AnyCategory> = generators[category];
  const k = Math.floor(i / CATEGORY_COUNT);

  // 7_919 is coprime with 9_000, so for each category this is a permutation of 0..8999.
  const model = 1_000 + (((k % MODEL_SPAN) * 7_919 + 4_211 + (i % CATEGORY_COUNT) * 1_237) % MODEL_SPAN);
  const round = Math.floor(k / MODEL_SPAN);
  const edition =
    round < EDITIONS.length
      ? from(EDITIONS, round)
      : ` Mk ${Math.floor(round / EDITIONS.length) + 1}${from(EDITIONS, round)}`;

  let state = mix(i + 0x9e3779b9);
  const pick = (n: number): number => {
    state = mix(state + 0x6d2b79f5);
    return state % n;
  };
  const brand = from(brands, pick(brands.length));
  const series = from(generator.series, pick(generator.series.length));
  const prefix = from(generator.prefixes, pick(generator.prefixes.length));
  const { tail, description, look, specs } = generator.detail(pick);

  const span = generator.maxCents - generator.minCents;
  const dollars = Math.floor((generator.minCents + pick(span + 1)) / 100);
  const cents = from([99, 49, 0, 95, 99, 0], pick(6));
  const price = Math.min(dollars + cents / 100, generator.maxCents / 100);

  const quantity = 40 + pick(861);
  const min = Math.min(1 + pick(20), quantity);
  const images = imagesByCategory.get(category) ?? [];

  return {
    name: `${brand} ${series} ${prefix} ${model}${edition} ${tail}`,
    category,
    brand,
    mpn: `${brand.slice(0, 2).toUpperCase()}-${prefix}${model}${edition.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`,
    // Seven digits: never one of the demo catalog's four-digit numbers, which it tops up.
    sku: `CP-${skuCodes[category]}-${String(i).padStart(7, '0')}`,
    price,
    image: from(images, look),
    description,
    min,
    quantity,
    specs,
  } as SeedPart;
}
