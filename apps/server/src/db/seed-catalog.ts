/**
 * The demo catalog the store opens with (issue 26, decisions 040 and 051): each part once, with its
 * specifications; first the spec's 24, then the build categories' parts that let compatibility
 * show both a fitting and a failing build on two platforms (AM5 with DDR5; LGA1700 with DDR4 and
 * DDR5; plus AM4 and LGA1851). Brands, model names and makers' part numbers are invented; the
 * figures are those of real parts of the same class; SKUs are the shop's own (decision 089).
 * Artwork lives in apps/web/public/images and is drawn by apps/web/scripts/render-artwork.mjs
 * (the part slugs there match the images here); every part has its own picture, as the pictures
 * carry model text (issue 41). The generator of large load-test catalogs is generated-catalog.ts.
 */
import type { Category, PartSpecs } from '@coreparts/shared';

/** A demo part with its specifications. */
export type SeedPart = {
  name: string;
  /** Its identity (decision 089): the (invented) maker, the maker's part number and the shop's own code, `CP-<category>-<number>`. No GTIN: invented makers have no GS1 prefix. */
  brand: string;
  mpn: string;
  sku: string;
  /** Dollars with at most two decimals. */
  price: number;
  /** '/images/parts/<slug>.webp' */
  image: string;
  description: string;
  /** Minimum order, in pieces. */
  min: number;
  quantity: number;
} & PartSpecs;

export interface SeedReview {
  name: string;
  text: string;
  /** '/images/avatars/<name>.webp' */
  image: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

const partImage = (slug: string): string => `/images/parts/${slug}.webp`;
const avatar = (name: string): string => `/images/avatars/${name}.webp`;

/** The home page shows the first three, so they lead with a graphics card, a processor and an SSD. */
export const seedParts: (SeedPart & { category: Category })[] = [
  {
    name: 'Vortex VX 7700 Graphics Card 12GB',
    category: 'graphics-card',
    brand: 'Vortex', mpn: 'VX7700-12GD6-TF', sku: 'CP-GPU-1001',
    price: 549.99,
    image: partImage('vortex-vx-7700-12gb'),
    description:
      '12GB GDDR6 on a 192-bit bus with a 2,610 MHz boost clock and triple-fan cooling. PCIe 4.0 x16, three DisplayPort 2.1 and one HDMI 2.1 output.',
    min: 1,
    quantity: 140,
    specs: {
      memoryGb: 12, memoryType: 'GDDR6', memoryBusBits: 192, boostClockMhz: 2610, interface: 'PCIe 4.0 x16', tdpW: 245,
      recommendedPsuW: 650, powerConnectors: '2x 8-pin', lengthMm: 310, slotWidth: 2.5, displayPorts: 3, hdmiPorts: 1, pcie8pinConnectors: 2, pcie12v2x6: false, performanceTier: 8,
    },
  },
  {
    name: 'Arcwave A7 8700 Processor 8-Core',
    category: 'processor',
    brand: 'Arcwave', mpn: 'AWP-A78700-WOF', sku: 'CP-CPU-1001',
    price: 329.0,
    image: partImage('arcwave-a7-8700'),
    description:
      '8 cores and 16 threads boosting to 5.4 GHz, 32MB of L3 cache and a 105W TDP. Unlocked multiplier, DDR5-6000 and PCIe 5.0 support on Socket AM5.',
    min: 1,
    quantity: 260,
    specs: {
      socket: 'AM5', cores: 8, threads: 16, baseClockGhz: 4.2, boostClockGhz: 5.4, l3CacheMb: 32, tdpW: 105, memoryTypes: ['DDR5'],
      maxMemorySpeedMts: 6000, pcieVersion: 'PCIe 5.0', integratedGraphics: true, unlocked: true, includesCooler: false, family: 'Arcwave 7000 series', performanceTier: 8,
    },
  },
  {
    name: 'Northbridge Swift NV4 1TB NVMe M.2 SSD',
    category: 'ssd',
    brand: 'Northbridge', mpn: 'NB-SNV4-1T0G', sku: 'CP-SSD-1001',
    price: 89.99,
    image: partImage('northbridge-swift-nv4-1tb'),
    description:
      'PCIe 4.0 x4 NVMe drive in the M.2 2280 format with 7,000 MB/s reads and 6,300 MB/s writes. 3D TLC NAND, DRAM cache and 600 TBW endurance.',
    min: 1,
    quantity: 820,
    specs: {
      capacityGb: 1000, interface: 'NVMe', link: 'PCIe 4.0 x4', formFactor: 'M.2 2280', readMbs: 7000, writeMbs: 6300,
      nandType: 'TLC', dramCache: true, enduranceTbw: 600, heatsink: false,
    },
  },
  {
    name: 'Kestrel Aero 4060 Graphics Card 8GB',
    category: 'graphics-card',
    brand: 'Kestrel', mpn: 'KS-A4060-8GD6', sku: 'CP-GPU-1002',
    price: 329.99,
    image: partImage('kestrel-aero-4060-8gb'),
    description:
      'Compact dual-fan card with 8GB GDDR6, a 2,460 MHz boost clock and a 115W board power. Fits small cases at 199 mm long and needs one 8-pin connector.',
    min: 1,
    quantity: 310,
    specs: {
      memoryGb: 8, memoryType: 'GDDR6', memoryBusBits: 128, boostClockMhz: 2460, interface: 'PCIe 4.0 x8', tdpW: 115,
      recommendedPsuW: 550, powerConnectors: '1x 8-pin', lengthMm: 199, slotWidth: 2, displayPorts: 3, hdmiPorts: 1, pcie8pinConnectors: 1, pcie12v2x6: false, performanceTier: 7,
    },
  },
  {
    name: 'Northbridge Forge 8900 Ultra Graphics Card 16GB',
    category: 'graphics-card',
    brand: 'Northbridge', mpn: 'NB-F8900U-16GX', sku: 'CP-GPU-1003',
    price: 899.0,
    image: partImage('northbridge-forge-8900-ultra-16gb'),
    description:
      '16GB GDDR6X on a 256-bit bus, 2,790 MHz boost and a 3.5-slot vapor-chamber cooler with three 100 mm fans. Dual BIOS, one 16-pin 12V-2x6 power input.',
    min: 1,
    quantity: 48,
    specs: {
      memoryGb: 16, memoryType: 'GDDR6X', memoryBusBits: 256, boostClockMhz: 2790, interface: 'PCIe 4.0 x16', tdpW: 320,
      recommendedPsuW: 850, powerConnectors: '1x 12V-2x6', lengthMm: 336, slotWidth: 3.5, displayPorts: 3, hdmiPorts: 1, pcie8pinConnectors: 0, pcie12v2x6: true, performanceTier: 9,
    },
  },
  {
    name: 'Lumen Pulse RGB DDR5-6000 32GB (2x16GB) Kit',
    category: 'ram',
    brand: 'Lumen', mpn: 'LMP32GX5K2-6000R', sku: 'CP-RAM-1001',
    price: 119.99,
    image: partImage('lumen-pulse-ddr5-6000-32gb'),
    description:
      'Two 16GB DDR5 modules rated 6000 MT/s at CL30 and 1.35V, with an aluminium heat spreader and a 10-zone addressable RGB light bar. XMP 3.0 and EXPO profiles.',
    min: 1,
    quantity: 520,
    specs: {
      memoryType: 'DDR5', moduleFormat: 'DIMM', speedMts: 6000, casLatency: 30, modules: 2, moduleGb: 16, voltage: 1.35,
      profiles: ['XMP 3.0', 'EXPO'], ecc: false, rgb: true, heightMm: 44,
    },
  },
  {
    name: 'Halcyon Core DDR4-3200 16GB (2x8GB) Kit',
    category: 'ram',
    brand: 'Halcyon', mpn: 'HCC16GX4K2-3200', sku: 'CP-RAM-1002',
    price: 49.99,
    image: partImage('halcyon-core-ddr4-3200-16gb'),
    description:
      'Two 8GB DDR4 modules at 3200 MT/s, CL16 and 1.35V with a low-profile heat spreader that clears tall tower coolers. A dependable upgrade for office builds.',
    min: 1,
    quantity: 900,
    specs: {
      memoryType: 'DDR4', moduleFormat: 'DIMM', speedMts: 3200, casLatency: 16, modules: 2, moduleGb: 8, voltage: 1.35,
      profiles: ['XMP 2.0'], ecc: false, rgb: false, heightMm: 32,
    },
  },
  {
    name: 'Kestrel Apex DDR5-6400 64GB (2x32GB) Kit',
    category: 'ram',
    brand: 'Kestrel', mpn: 'KSA64GX5K2-6400', sku: 'CP-RAM-1003',
    price: 189.0,
    image: partImage('kestrel-apex-ddr5-6400-64gb'),
    description:
      'Two 32GB DDR5 modules at 6400 MT/s and CL32 on hand-binned ICs, with on-die ECC and a machined aluminium heat spreader. Made for workstations and content creation.',
    min: 1,
    quantity: 175,
    // On-die ECC is part of every DDR5 chip; it is not the ECC a workstation board checks.
    specs: {
      memoryType: 'DDR5', moduleFormat: 'DIMM', speedMts: 6400, casLatency: 32, modules: 2, moduleGb: 32, voltage: 1.4,
      profiles: ['XMP 3.0'], ecc: false, rgb: false, heightMm: 42,
    },
  },
  {
    name: 'Tessera T5 6400 Processor 6-Core',
    category: 'processor',
    brand: 'Tessera', mpn: 'TS-T56400-BX', sku: 'CP-CPU-1002',
    price: 149.99,
    image: partImage('tessera-t5-6400'),
    description:
      '6 cores and 12 threads up to 4.7 GHz with 16MB of L3 cache, a 65W TDP and integrated graphics. Ships with a quiet box cooler; DDR4 and DDR5 boards supported.',
    min: 1,
    quantity: 640,
    specs: {
      socket: 'LGA1700', cores: 6, threads: 12, baseClockGhz: 2.5, boostClockGhz: 4.7, l3CacheMb: 16, tdpW: 65, memoryTypes: ['DDR4', 'DDR5'],
      maxMemorySpeedMts: 4800, pcieVersion: 'PCIe 5.0', integratedGraphics: true, unlocked: false, includesCooler: true, family: 'Tessera 14th gen', performanceTier: 6,
    },
  },
  {
    name: 'Arcwave A9 9950 Processor 16-Core',
    category: 'processor',
    brand: 'Arcwave', mpn: 'AWP-A99950-WOF', sku: 'CP-CPU-1003',
    price: 589.0,
    image: partImage('arcwave-a9-9950'),
    description:
      '16 cores and 32 threads boosting to 5.7 GHz with 64MB of L3 cache and a 170W TDP. Unlocked for overclocking, 28 PCIe 5.0 lanes, liquid cooling recommended.',
    min: 1,
    quantity: 60,
    specs: {
      socket: 'AM5', cores: 16, threads: 32, baseClockGhz: 4.3, boostClockGhz: 5.7, l3CacheMb: 64, tdpW: 170, memoryTypes: ['DDR5'],
      maxMemorySpeedMts: 5600, pcieVersion: 'PCIe 5.0', integratedGraphics: true, unlocked: true, includesCooler: false, family: 'Arcwave 9000 series', performanceTier: 9,
    },
  },
  {
    name: 'Quillon Q2 1TB 2.5" SATA SSD',
    category: 'ssd',
    brand: 'Quillon', mpn: 'QL-Q2S25-1TB', sku: 'CP-SSD-1002',
    price: 59.99,
    image: partImage('quillon-q2-1tb-sata'),
    description:
      '2.5-inch 7 mm SATA III drive with 560 MB/s reads and 530 MB/s writes, 3D TLC NAND and a 400 TBW rating. The easy speed-up for laptops and older desktops.',
    min: 1,
    quantity: 760,
    specs: {
      capacityGb: 1000, interface: 'SATA', link: 'SATA III', formFactor: '2.5"', readMbs: 560, writeMbs: 530,
      nandType: 'TLC', dramCache: false, enduranceTbw: 400, heatsink: false,
    },
  },
  {
    name: 'Lumen Hyperdrive 2TB PCIe 5.0 NVMe SSD',
    category: 'ssd',
    brand: 'Lumen', mpn: 'LMH-2TB-G5X4', sku: 'CP-SSD-1003',
    price: 229.0,
    image: partImage('lumen-hyperdrive-2tb-gen5'),
    description:
      'PCIe 5.0 x4 M.2 2280 drive reaching 12,400 MB/s reads and 11,800 MB/s writes, with a finned aluminium heatsink, 4GB DRAM cache and 1,200 TBW endurance.',
    min: 1,
    quantity: 210,
    specs: {
      capacityGb: 2000, interface: 'NVMe', link: 'PCIe 5.0 x4', formFactor: 'M.2 2280', readMbs: 12400, writeMbs: 11800,
      nandType: 'TLC', dramCache: true, enduranceTbw: 1200, heatsink: true,
    },
  },
  {
    name: 'Kestrel Tactile 75 Mechanical Keyboard',
    category: 'keyboard',
    brand: 'Kestrel', mpn: 'KS-TK75-US', sku: 'CP-KBD-1001',
    price: 129.99,
    image: partImage('kestrel-tactile-75'),
    description:
      '75% gasket-mounted board with hot-swap sockets, pre-lubed tactile switches, PBT keycaps and a volume knob. Connects over USB-C, 2.4 GHz or Bluetooth 5.1.',
    min: 1,
    quantity: 330,
    specs: {
      switchType: 'Tactile', layout: '75%', connections: ['USB', '2.4 GHz', 'Bluetooth'], backlight: 'RGB', hotSwap: true,
      keycaps: 'PBT', pollingRateHz: 1000, batteryHours: 200, weightG: 1120,
    },
  },
  {
    name: 'Brightline Office Slim Wireless Keyboard',
    category: 'keyboard',
    brand: 'Brightline', mpn: 'BL-OSK200-US', sku: 'CP-KBD-1002',
    price: 39.99,
    image: partImage('brightline-office-slim'),
    description:
      'Full-size low-profile keyboard with quiet scissor switches, a numeric keypad and a 2.4 GHz nano receiver. Runs up to 24 months on two AAA batteries.',
    min: 1,
    quantity: 880,
    // Two years on two AAA batteries, as the description says: 17,520 hours.
    specs: {
      switchType: 'Scissor', layout: 'Full-size', connections: ['2.4 GHz'], backlight: 'None', hotSwap: false,
      keycaps: 'ABS', pollingRateHz: 125, batteryHours: 17520, weightG: 560,
    },
  },
  {
    name: 'Vortex Onyx TKL Pro Mechanical Keyboard',
    category: 'keyboard',
    brand: 'Vortex', mpn: 'VX-ONYXTKLP-US', sku: 'CP-KBD-1003',
    price: 179.0,
    image: partImage('vortex-onyx-tkl-pro'),
    description:
      'Tenkeyless aluminium-frame keyboard with linear optical switches, 8,000 Hz polling, per-key RGB and double-shot PBT keycaps. Detachable braided USB-C cable.',
    min: 1,
    quantity: 120,
    specs: {
      switchType: 'Optical', layout: 'TKL', connections: ['USB'], backlight: 'Per-key RGB', hotSwap: false,
      keycaps: 'Double-shot PBT', pollingRateHz: 8000, weightG: 980,
    },
  },
  {
    name: 'Halcyon Glide Wireless Mouse',
    category: 'mouse',
    brand: 'Halcyon', mpn: 'HC-GLIDE-WL', sku: 'CP-MSE-1001',
    price: 24.99,
    image: partImage('halcyon-glide-wireless'),
    description:
      'Ambidextrous wireless mouse with a 4,000 DPI optical sensor, silent click switches and a 2.4 GHz USB receiver. Up to 18 months on a single AA battery.',
    min: 1,
    quantity: 900,
    specs: {
      dpi: 4000, sensor: 'Optical', pollingRateHz: 125, buttons: 3, connections: ['2.4 GHz'], weightG: 85,
      handedness: 'Ambidextrous', batteryHours: 13140, rgb: false,
    },
  },
  {
    name: 'Vortex Strike Pro Gaming Mouse',
    category: 'mouse',
    brand: 'Vortex', mpn: 'VX-STRIKEP', sku: 'CP-MSE-1002',
    price: 69.99,
    image: partImage('vortex-strike-pro'),
    description:
      'Wired ergonomic gaming mouse with a 26,000 DPI optical sensor, 650 IPS tracking, eight programmable buttons and RGB lighting on a lightweight paracord cable.',
    min: 1,
    quantity: 450,
    specs: { dpi: 26000, sensor: 'Optical', pollingRateHz: 1000, buttons: 8, connections: ['USB'], weightG: 89, handedness: 'Right', rgb: true },
  },
  {
    name: 'Kestrel Featherlight Wireless Gaming Mouse',
    category: 'mouse',
    brand: 'Kestrel', mpn: 'KS-FLW-58G', sku: 'CP-MSE-1003',
    price: 129.0,
    image: partImage('kestrel-featherlight'),
    description:
      '58 g wireless esports mouse with a 30,000 DPI sensor, 4,000 Hz polling, optical switches and PTFE feet. USB-C charging and up to 90 hours of battery life.',
    min: 1,
    quantity: 190,
    specs: {
      dpi: 30000, sensor: 'Optical', pollingRateHz: 4000, buttons: 5, connections: ['USB', '2.4 GHz'], weightG: 58,
      handedness: 'Right', batteryHours: 90, rgb: false,
    },
  },
  {
    name: 'Tessera Inkwell 340 All-in-One Printer',
    category: 'printer',
    brand: 'Tessera', mpn: 'TS-IW340-AIO', sku: 'CP-PRN-1001',
    price: 119.99,
    image: partImage('tessera-inkwell-340'),
    description:
      'Colour inkjet that prints, scans and copies at up to 15 ppm, with automatic duplex, a 100-sheet tray and Wi-Fi Direct. Refillable tanks print 6,000 pages per set.',
    min: 1,
    quantity: 95,
    specs: {
      technology: 'Ink Tank', colour: true, functions: ['Print', 'Scan', 'Copy'], pagesPerMinute: 15, resolutionDpi: 4800,
      duplex: true, trayCapacity: 100, connections: ['USB', 'Wi-Fi', 'Wi-Fi Direct'],
    },
  },
  {
    name: 'Brightline LaserPro L420dn Mono Laser Printer',
    category: 'printer',
    brand: 'Brightline', mpn: 'BL-L420DN', sku: 'CP-PRN-1002',
    price: 249.0,
    image: partImage('brightline-laserpro-l420dn'),
    description:
      'Monochrome laser printer rated at 42 ppm with 1200 dpi output, automatic duplex, a 250-sheet tray and Gigabit Ethernet. Suited to offices of 5 to 15 people.',
    min: 1,
    quantity: 70,
    specs: {
      technology: 'Laser', colour: false, functions: ['Print'], pagesPerMinute: 42, resolutionDpi: 1200,
      duplex: true, trayCapacity: 250, connections: ['USB', 'Ethernet'],
    },
  },
  {
    name: 'Quillon Chroma C650 Colour Laser Printer',
    category: 'printer',
    brand: 'Quillon', mpn: 'QL-C650-CLR', sku: 'CP-PRN-1003',
    price: 399.0,
    image: partImage('quillon-chroma-c650'),
    description:
      'Colour laser printer at 30 ppm with a 4.3-inch touch panel, duplex printing, a 300-sheet tray, Wi-Fi and Ethernet. High-yield toners print 6,000 pages.',
    min: 1,
    quantity: 40,
    specs: {
      technology: 'Laser', colour: true, functions: ['Print'], pagesPerMinute: 30, resolutionDpi: 1200,
      duplex: true, trayCapacity: 300, connections: ['USB', 'Ethernet', 'Wi-Fi'],
    },
  },
  {
    name: 'Arcwave Link AX1800 Wi-Fi 6 Router',
    category: 'router',
    brand: 'Arcwave', mpn: 'AWL-AX1800-R', sku: 'CP-RTR-1001',
    price: 69.99,
    image: partImage('arcwave-link-ax1800'),
    description:
      'Dual-band Wi-Fi 6 router delivering up to 1.8 Gbps across four antennas, with OFDMA, WPA3 security and four Gigabit Ethernet ports. Covers homes up to 1,500 sq ft.',
    min: 1,
    quantity: 540,
    specs: { wifiStandard: 'Wi-Fi 6', bands: ['2.4 GHz', '5 GHz'], speedMbps: 1800, lanPorts: 4, wanSpeed: '1 GbE', antennas: 4, mesh: false, usbPorts: 0 },
  },
  {
    name: 'Northbridge Mesh BE5000 Wi-Fi 7 Router',
    category: 'router',
    brand: 'Northbridge', mpn: 'NB-MBE5000', sku: 'CP-RTR-1002',
    price: 179.99,
    image: partImage('northbridge-mesh-be5000'),
    description:
      'Dual-band Wi-Fi 7 router with 320 MHz channels and Multi-Link Operation up to 5 Gbps, a 2.5 GbE WAN port and mesh pairing to extend coverage room by room.',
    min: 1,
    quantity: 230,
    specs: { wifiStandard: 'Wi-Fi 7', bands: ['2.4 GHz', '5 GHz'], speedMbps: 5000, lanPorts: 3, wanSpeed: '2.5 GbE', antennas: 4, mesh: true, usbPorts: 1 },
  },
  {
    name: 'Halcyon Sentinel AXE7800 Tri-Band Gaming Router',
    category: 'router',
    brand: 'Halcyon', mpn: 'HC-SAXE7800', sku: 'CP-RTR-1003',
    price: 299.0,
    image: partImage('halcyon-sentinel-axe7800'),
    description:
      'Tri-band Wi-Fi 6E gaming router reaching 7.8 Gbps over eight antennas, with a 6 GHz band, a 2.5 GbE gaming port, game-traffic priority and a quad-core 2.0 GHz CPU.',
    min: 1,
    quantity: 85,
    specs: { wifiStandard: 'Wi-Fi 6E', bands: ['2.4 GHz', '5 GHz', '6 GHz'], speedMbps: 7800, lanPorts: 4, wanSpeed: '2.5 GbE', antennas: 8, mesh: true, usbPorts: 1 },
  },
];

/** The build categories' demo parts, after the spec's 24: at least six a category with those above. */
export const buildSeedParts: SeedPart[] = [
  // Processors: AM4, AM5, LGA1700 and LGA1851.
  {
    name: 'Arcwave A5 7600 Processor 6-Core',
    category: 'processor',
    brand: 'Arcwave', mpn: 'AWP-A57600-BOX', sku: 'CP-CPU-1004',
    price: 199.0,
    image: partImage('arcwave-a5-7600'),
    description: '6 cores and 12 threads boosting to 5.1 GHz with 32MB of L3 cache and a 65W TDP. Socket AM5 with DDR5 and PCIe 5.0; a quiet box cooler is included.',
    min: 1,
    quantity: 240,
    specs: {
      socket: 'AM5', cores: 6, threads: 12, baseClockGhz: 3.8, boostClockGhz: 5.1, l3CacheMb: 32, tdpW: 65, memoryTypes: ['DDR5'],
      maxMemorySpeedMts: 5200, pcieVersion: 'PCIe 5.0', integratedGraphics: true, unlocked: true, includesCooler: true, family: 'Arcwave 7000 series', performanceTier: 7,
    },
  },
  {
    name: 'Arcwave A5 5600 Processor 6-Core',
    category: 'processor',
    brand: 'Arcwave', mpn: 'AWP-A55600-BOX', sku: 'CP-CPU-1005',
    price: 119.99,
    image: partImage('arcwave-a5-5600'),
    description: 'The value pick for Socket AM4: 6 cores and 12 threads up to 4.4 GHz, 32MB of L3 cache, a 65W TDP, DDR4-3200 and PCIe 4.0. Box cooler included.',
    min: 1,
    quantity: 410,
    specs: {
      socket: 'AM4', cores: 6, threads: 12, baseClockGhz: 3.5, boostClockGhz: 4.4, l3CacheMb: 32, tdpW: 65, memoryTypes: ['DDR4'],
      maxMemorySpeedMts: 3200, pcieVersion: 'PCIe 4.0', integratedGraphics: false, unlocked: true, includesCooler: true, family: 'Arcwave 5000 series', performanceTier: 6,
    },
  },
  {
    name: 'Tessera T7 14700 Processor 20-Core',
    category: 'processor',
    brand: 'Tessera', mpn: 'TS-T714700-BX', sku: 'CP-CPU-1006',
    price: 379.0,
    image: partImage('tessera-t7-14700'),
    description: '8 performance and 12 efficiency cores (28 threads) boosting to 5.6 GHz with 33MB of L3 cache and a 125W base power. Socket LGA1700, DDR4 or DDR5 boards.',
    min: 1,
    quantity: 130,
    specs: {
      socket: 'LGA1700', cores: 20, threads: 28, baseClockGhz: 2.1, boostClockGhz: 5.6, l3CacheMb: 33, tdpW: 125, memoryTypes: ['DDR4', 'DDR5'],
      maxMemorySpeedMts: 5600, pcieVersion: 'PCIe 5.0', integratedGraphics: true, unlocked: true, includesCooler: false, family: 'Tessera 14th gen', performanceTier: 8,
    },
  },
  {
    name: 'Tessera T9 285 Processor 24-Core',
    category: 'processor',
    brand: 'Tessera', mpn: 'TS-T9285-BX', sku: 'CP-CPU-1007',
    price: 569.0,
    image: partImage('tessera-t9-285'),
    description: '24 cores and 24 threads up to 5.7 GHz with 36MB of L3 cache and a 125W base power on Socket LGA1851. DDR5-6400, PCIe 5.0 and an integrated NPU.',
    min: 1,
    quantity: 55,
    specs: {
      socket: 'LGA1851', cores: 24, threads: 24, baseClockGhz: 3.7, boostClockGhz: 5.7, l3CacheMb: 36, tdpW: 125, memoryTypes: ['DDR5'],
      maxMemorySpeedMts: 6400, pcieVersion: 'PCIe 5.0', integratedGraphics: true, unlocked: true, includesCooler: false, family: 'Tessera 200 series', performanceTier: 9,
    },
  },

  // Motherboards: every board size, DDR4 and DDR5 on LGA1700.
  {
    name: 'Cobaltine X870E Apex E-ATX Motherboard',
    category: 'motherboard',
    brand: 'Cobaltine', mpn: 'CB-X870E-APEX', sku: 'CP-MBD-1001',
    price: 449.99,
    image: partImage('cobaltine-x870e-apex'),
    description: 'Flagship AM5 board in the E-ATX format: X870E chipset, 4 DDR5 slots up to 256GB, three PCIe 5.0 x16 slots, five M.2 sockets, Wi-Fi 7 and 5 GbE.',
    min: 1,
    quantity: 35,
    specs: {
      socket: 'AM5', chipset: 'X870E', formFactor: 'E-ATX', memoryType: 'DDR5', memorySlots: 4, maxMemoryGb: 256, maxMemorySpeedMts: 8000,
      pcieX16Slots: 3, pcieVersion: 'PCIe 5.0', m2Slots: 5, sataPorts: 4, sataPortsSharedWithM2: 2, minFirmware: 'None', biosFlashback: true, wifi: 'Wi-Fi 7', ethernet: '5 GbE',
    },
  },
  {
    name: 'Ferrox B650M Volt Micro-ATX Motherboard',
    category: 'motherboard',
    brand: 'Ferrox', mpn: 'FX-B650M-VOLT', sku: 'CP-MBD-1002',
    price: 169.99,
    image: partImage('ferrox-b650m-volt'),
    description: 'Micro-ATX board for Socket AM5 on the B650 chipset: 4 DDR5 slots up to 192GB, two M.2 sockets, four SATA ports, Wi-Fi 6E and 2.5 GbE.',
    min: 1,
    quantity: 190,
    specs: {
      socket: 'AM5', chipset: 'B650', formFactor: 'Micro-ATX', memoryType: 'DDR5', memorySlots: 4, maxMemoryGb: 192, maxMemorySpeedMts: 6400,
      pcieX16Slots: 1, pcieVersion: 'PCIe 4.0', m2Slots: 2, sataPorts: 4, sataPortsSharedWithM2: 0, minFirmware: 'None', biosFlashback: false, wifi: 'Wi-Fi 6E', ethernet: '2.5 GbE',
    },
  },
  {
    name: 'Solvane B650I Nano Mini-ITX Motherboard',
    category: 'motherboard',
    brand: 'Solvane', mpn: 'SV-B650I-NANO', sku: 'CP-MBD-1003',
    price: 219.0,
    image: partImage('solvane-b650i-nano'),
    description: 'Mini-ITX AM5 board for small builds: B650 chipset, 2 DDR5 slots up to 96GB, two M.2 sockets, two SATA ports, Wi-Fi 6E and 2.5 GbE.',
    min: 1,
    quantity: 70,
    specs: {
      socket: 'AM5', chipset: 'B650', formFactor: 'Mini-ITX', memoryType: 'DDR5', memorySlots: 2, maxMemoryGb: 96, maxMemorySpeedMts: 6400,
      pcieX16Slots: 1, pcieVersion: 'PCIe 4.0', m2Slots: 2, sataPorts: 2, sataPortsSharedWithM2: 0, minFirmware: 'None', biosFlashback: true, wifi: 'Wi-Fi 6E', ethernet: '2.5 GbE',
    },
  },
  {
    name: 'Ferrox Z790 Titan ATX Motherboard DDR5',
    category: 'motherboard',
    brand: 'Ferrox', mpn: 'FX-Z790-TITAN-D5', sku: 'CP-MBD-1004',
    price: 289.0,
    image: partImage('ferrox-z790-titan'),
    description: 'ATX board for Socket LGA1700 on the Z790 chipset: 4 DDR5 slots up to 192GB at 7200 MT/s, a PCIe 5.0 x16 slot, four M.2 sockets, Wi-Fi 7 and 2.5 GbE.',
    min: 1,
    quantity: 95,
    specs: {
      socket: 'LGA1700', chipset: 'Z790', formFactor: 'ATX', memoryType: 'DDR5', memorySlots: 4, maxMemoryGb: 192, maxMemorySpeedMts: 7200,
      pcieX16Slots: 2, pcieVersion: 'PCIe 5.0', m2Slots: 4, sataPorts: 6, sataPortsSharedWithM2: 2, minFirmware: 'Tessera 14th gen: 1.40', biosFlashback: true, wifi: 'Wi-Fi 7', ethernet: '2.5 GbE',
    },
  },
  {
    name: 'Cobaltine B760M Core DDR4 Micro-ATX Motherboard',
    category: 'motherboard',
    brand: 'Cobaltine', mpn: 'CB-B760M-CORE-D4', sku: 'CP-MBD-1005',
    price: 119.99,
    image: partImage('cobaltine-b760m-core'),
    description: 'Micro-ATX board for Socket LGA1700 that keeps your DDR4: B760 chipset, 4 DDR4 slots up to 128GB, two M.2 sockets, four SATA ports and Gigabit Ethernet.',
    min: 1,
    quantity: 260,
    specs: {
      socket: 'LGA1700', chipset: 'B760', formFactor: 'Micro-ATX', memoryType: 'DDR4', memorySlots: 4, maxMemoryGb: 128, maxMemorySpeedMts: 3600,
      pcieX16Slots: 1, pcieVersion: 'PCIe 4.0', m2Slots: 2, sataPorts: 4, sataPortsSharedWithM2: 0, minFirmware: 'None', biosFlashback: false, wifi: 'None', ethernet: '1 GbE',
    },
  },
  {
    name: 'Solvane Z890 Edge ATX Motherboard',
    category: 'motherboard',
    brand: 'Solvane', mpn: 'SV-Z890-EDGE', sku: 'CP-MBD-1006',
    price: 329.0,
    image: partImage('solvane-z890-edge'),
    description: 'ATX board for Socket LGA1851 on the Z890 chipset: 4 DDR5 slots up to 256GB, two PCIe 5.0 x16 slots, four M.2 sockets, Wi-Fi 7 and 5 GbE.',
    min: 1,
    quantity: 60,
    specs: {
      socket: 'LGA1851', chipset: 'Z890', formFactor: 'ATX', memoryType: 'DDR5', memorySlots: 4, maxMemoryGb: 256, maxMemorySpeedMts: 8000,
      pcieX16Slots: 2, pcieVersion: 'PCIe 5.0', m2Slots: 4, sataPorts: 4, sataPortsSharedWithM2: 2, minFirmware: 'None', biosFlashback: true, wifi: 'Wi-Fi 7', ethernet: '5 GbE',
    },
  },
  {
    name: 'Ferrox B550 Drift ATX Motherboard',
    category: 'motherboard',
    brand: 'Ferrox', mpn: 'FX-B550-DRIFT', sku: 'CP-MBD-1007',
    price: 129.99,
    image: partImage('ferrox-b550-drift'),
    description: 'ATX board for Socket AM4 on the B550 chipset: 4 DDR4 slots up to 128GB, a PCIe 4.0 x16 slot, two M.2 sockets, six SATA ports and 2.5 GbE.',
    min: 1,
    quantity: 150,
    specs: {
      socket: 'AM4', chipset: 'B550', formFactor: 'ATX', memoryType: 'DDR4', memorySlots: 4, maxMemoryGb: 128, maxMemorySpeedMts: 3600,
      pcieX16Slots: 2, pcieVersion: 'PCIe 4.0', m2Slots: 2, sataPorts: 6, sataPortsSharedWithM2: 0, minFirmware: 'Arcwave 5000 series: 2.40', biosFlashback: true, wifi: 'None', ethernet: '2.5 GbE',
    },
  },

  // Memory: a laptop kit, DDR4 and fast DDR5 for desktops, DDR3 for older machines.
  {
    name: 'Brightline Nomad DDR5-5600 32GB (2x16GB) SO-DIMM Kit',
    category: 'ram',
    brand: 'Brightline', mpn: 'BLN32GX5S2-5600', sku: 'CP-RAM-1004',
    price: 89.99,
    image: partImage('brightline-nomad-ddr5-5600-so-dimm'),
    description: 'Two 16GB DDR5 SO-DIMM modules at 5600 MT/s and CL40 for laptops, mini PCs and small-form-factor boards. Plug and play at 1.1V.',
    min: 1,
    quantity: 380,
    specs: {
      memoryType: 'DDR5', moduleFormat: 'SO-DIMM', speedMts: 5600, casLatency: 40, modules: 2, moduleGb: 16, voltage: 1.1,
      profiles: ['XMP 3.0'], ecc: false, rgb: false, heightMm: 30,
    },
  },
  {
    name: 'Tessera Vector DDR4-3600 32GB (2x16GB) Kit',
    category: 'ram',
    brand: 'Tessera', mpn: 'TSV32GX4K2-3600', sku: 'CP-RAM-1005',
    price: 69.99,
    image: partImage('tessera-vector-ddr4-3600-32gb'),
    description: 'Two 16GB DDR4 modules at 3600 MT/s and CL18, 1.35V, with a low-profile aluminium heat spreader. The sweet spot for AM4 and DDR4 LGA1700 builds.',
    min: 1,
    quantity: 450,
    specs: {
      memoryType: 'DDR4', moduleFormat: 'DIMM', speedMts: 3600, casLatency: 18, modules: 2, moduleGb: 16, voltage: 1.35,
      profiles: ['XMP 2.0'], ecc: false, rgb: false, heightMm: 34,
    },
  },
  {
    name: 'Lumen Summit RGB DDR5-7200 48GB (2x24GB) Kit',
    category: 'ram',
    brand: 'Lumen', mpn: 'LMS48GX5K2-7200R', sku: 'CP-RAM-1006',
    price: 169.0,
    image: partImage('lumen-summit-ddr5-7200-48gb'),
    description: 'Two 24GB DDR5 modules at 7200 MT/s and CL34, 1.4V, with a diffused RGB light bar. XMP 3.0 profiles for boards that reach high memory speeds.',
    min: 1,
    quantity: 120,
    specs: {
      memoryType: 'DDR5', moduleFormat: 'DIMM', speedMts: 7200, casLatency: 34, modules: 2, moduleGb: 24, voltage: 1.4,
      profiles: ['XMP 3.0'], ecc: false, rgb: true, heightMm: 46,
    },
  },
  {
    name: 'Quillon Legacy DDR3-1600 8GB (2x4GB) Kit',
    category: 'ram',
    brand: 'Quillon', mpn: 'QLL8GX3K2-1600', sku: 'CP-RAM-1007',
    price: 24.99,
    image: partImage('quillon-legacy-ddr3-1600-8gb'),
    description: 'Two 4GB DDR3 modules at 1600 MT/s, CL11 and 1.5V: the memory upgrade that keeps an older office PC going a few more years.',
    min: 1,
    quantity: 600,
    specs: { memoryType: 'DDR3', moduleFormat: 'DIMM', speedMts: 1600, casLatency: 11, modules: 2, moduleGb: 4, voltage: 1.5, ecc: false, rgb: false, heightMm: 30 },
  },

  // Graphics cards: a long flagship, a low-profile card, a mid-range card.
  {
    name: 'Halcyon Titan 9090 Graphics Card 24GB',
    category: 'graphics-card',
    brand: 'Halcyon', mpn: 'HC-T9090-24GX', sku: 'CP-GPU-1004',
    price: 1599.0,
    image: partImage('halcyon-titan-9090-24gb'),
    description: '24GB GDDR7 on a 384-bit bus with a 2,520 MHz boost clock, PCIe 5.0 x16 and a 450W board power. A 357 mm, 3.5-slot card: check your case and use a 1000W supply.',
    min: 1,
    quantity: 18,
    specs: {
      memoryGb: 24, memoryType: 'GDDR7', memoryBusBits: 384, boostClockMhz: 2520, interface: 'PCIe 5.0 x16', tdpW: 450,
      recommendedPsuW: 1000, powerConnectors: '1x 12V-2x6', lengthMm: 357, slotWidth: 3.5, displayPorts: 3, hdmiPorts: 1, pcie8pinConnectors: 0, pcie12v2x6: true, performanceTier: 10,
    },
  },
  {
    name: 'Ferrox Nano 3050 Low-Profile Graphics Card 6GB',
    category: 'graphics-card',
    brand: 'Ferrox', mpn: 'FX-N3050LP-6GD6', sku: 'CP-GPU-1005',
    price: 179.99,
    image: partImage('ferrox-nano-3050-low-profile-6gb'),
    description: 'Low-profile card with 6GB GDDR6 and a 70W board power drawn from the slot alone: no power cable. 168 mm long, with low-profile brackets included.',
    min: 1,
    quantity: 160,
    specs: {
      memoryGb: 6, memoryType: 'GDDR6', memoryBusBits: 96, boostClockMhz: 1470, interface: 'PCIe 4.0 x8', tdpW: 70,
      recommendedPsuW: 300, powerConnectors: 'None', lengthMm: 168, slotWidth: 2, displayPorts: 1, hdmiPorts: 2, pcie8pinConnectors: 0, pcie12v2x6: false, performanceTier: 3,
    },
  },
  {
    name: 'Solvane Storm 7800 Graphics Card 16GB',
    category: 'graphics-card',
    brand: 'Solvane', mpn: 'SV-S7800-16GD6', sku: 'CP-GPU-1006',
    price: 499.0,
    image: partImage('solvane-storm-7800-16gb'),
    description: '16GB GDDR6 on a 256-bit bus with a 2,430 MHz boost clock and a 263W board power. 267 mm long, 2.5 slots, two 8-pin connectors.',
    min: 1,
    quantity: 85,
    specs: {
      memoryGb: 16, memoryType: 'GDDR6', memoryBusBits: 256, boostClockMhz: 2430, interface: 'PCIe 4.0 x16', tdpW: 263,
      recommendedPsuW: 750, powerConnectors: '2x 8-pin', lengthMm: 267, slotWidth: 2.5, displayPorts: 2, hdmiPorts: 2, pcie8pinConnectors: 2, pcie12v2x6: false, performanceTier: 8,
    },
  },

  // SSDs: small M.2 sizes, M.2 SATA, a large QLC drive.
  {
    name: 'Tessera Dash 1TB M.2 2230 NVMe SSD',
    category: 'ssd',
    brand: 'Tessera', mpn: 'TS-DASH-1T-2230', sku: 'CP-SSD-1004',
    price: 99.99,
    image: partImage('tessera-dash-1tb-2230'),
    description: 'PCIe 4.0 x4 NVMe drive in the short M.2 2230 format for handheld consoles and thin laptops, with 5,000 MB/s reads and 3,200 MB/s writes.',
    min: 1,
    quantity: 230,
    specs: {
      capacityGb: 1000, interface: 'NVMe', link: 'PCIe 4.0 x4', formFactor: 'M.2 2230', readMbs: 5000, writeMbs: 3200,
      nandType: 'TLC', dramCache: false, enduranceTbw: 600, heatsink: false,
    },
  },
  {
    name: 'Quillon Q3 256GB M.2 2242 NVMe SSD',
    category: 'ssd',
    brand: 'Quillon', mpn: 'QL-Q3-256G-2242', sku: 'CP-SSD-1005',
    price: 34.99,
    image: partImage('quillon-q3-256gb-2242'),
    description: 'PCIe 3.0 x4 NVMe drive in the M.2 2242 format with 2,000 MB/s reads: a boot drive for mini PCs and older laptops.',
    min: 1,
    quantity: 700,
    specs: {
      capacityGb: 256, interface: 'NVMe', link: 'PCIe 3.0 x4', formFactor: 'M.2 2242', readMbs: 2000, writeMbs: 1100,
      nandType: 'TLC', dramCache: false, enduranceTbw: 150, heatsink: false,
    },
  },
  {
    name: 'Cobaltine Relay 500GB M.2 SATA SSD',
    category: 'ssd',
    brand: 'Cobaltine', mpn: 'CB-RLY-500G-M2S', sku: 'CP-SSD-1006',
    price: 39.99,
    image: partImage('cobaltine-relay-500gb-m2-sata'),
    description: 'M.2 2280 drive on the SATA interface, 550 MB/s reads and 500 MB/s writes. Check that your board’s M.2 socket takes SATA drives.',
    min: 1,
    quantity: 340,
    specs: {
      capacityGb: 500, interface: 'SATA', link: 'SATA III', formFactor: 'M.2 2280', readMbs: 550, writeMbs: 500,
      nandType: 'TLC', dramCache: false, enduranceTbw: 300, heatsink: false,
    },
  },
  {
    name: 'Ferrox Vault 4TB NVMe M.2 SSD',
    category: 'ssd',
    brand: 'Ferrox', mpn: 'FX-VAULT-4T0', sku: 'CP-SSD-1007',
    price: 219.0,
    image: partImage('ferrox-vault-4tb'),
    description: 'PCIe 4.0 x4 NVMe drive in the M.2 2280 format with 4TB of QLC NAND, 5,000 MB/s reads and 4,500 MB/s writes. Room for a whole game library.',
    min: 1,
    quantity: 110,
    specs: {
      capacityGb: 4000, interface: 'NVMe', link: 'PCIe 4.0 x4', formFactor: 'M.2 2280', readMbs: 5000, writeMbs: 4500,
      nandType: 'QLC', dramCache: false, enduranceTbw: 800, heatsink: false,
    },
  },

  // Power supplies: 450 W to 1600 W, ATX and SFX, every 80 PLUS level but Silver.
  {
    name: 'Brightline Basic 450W Power Supply',
    category: 'power-supply',
    brand: 'Brightline', mpn: 'BL-PSU450-B', sku: 'CP-PSU-1001',
    price: 39.99,
    image: partImage('brightline-basic-450w'),
    description: '450W ATX power supply with 80 PLUS certification, fixed cables, one PCIe 8-pin connector and a 120 mm fan. For office PCs without a graphics card.',
    min: 1,
    quantity: 520,
    specs: {
      wattage: 450, efficiency: 'White', modular: 'No', formFactor: 'ATX', atx3: false, pcie12v2x6: false, pcie8pin: 1,
      sataConnectors: 4, fanMm: 120, lengthMm: 140,
    },
  },
  {
    name: 'Solvane Core 550W Bronze Power Supply',
    category: 'power-supply',
    brand: 'Solvane', mpn: 'SV-C550B', sku: 'CP-PSU-1002',
    price: 59.99,
    image: partImage('solvane-core-550w-bronze'),
    description: '550W ATX power supply, 80 PLUS Bronze, with fixed cables, two PCIe 8-pin connectors and a quiet 120 mm fan.',
    min: 1,
    quantity: 400,
    specs: {
      wattage: 550, efficiency: 'Bronze', modular: 'No', formFactor: 'ATX', atx3: false, pcie12v2x6: false, pcie8pin: 2,
      sataConnectors: 6, fanMm: 120, lengthMm: 140,
    },
  },
  {
    name: 'Ferrox Volt 750W Gold Modular Power Supply',
    category: 'power-supply',
    brand: 'Ferrox', mpn: 'FX-V750GM', sku: 'CP-PSU-1003',
    price: 109.99,
    image: partImage('ferrox-volt-750w'),
    description: '750W ATX 3.1 power supply, 80 PLUS Gold and fully modular, with a native 12V-2x6 cable, three PCIe 8-pin connectors and a 135 mm fluid-bearing fan.',
    min: 1,
    quantity: 280,
    specs: {
      wattage: 750, efficiency: 'Gold', modular: 'Full', formFactor: 'ATX', atx3: true, pcie12v2x6: true, pcie8pin: 3,
      sataConnectors: 8, fanMm: 135, lengthMm: 140,
    },
  },
  {
    name: 'Halcyon Summit 850W Semi-Modular Power Supply',
    category: 'power-supply',
    brand: 'Halcyon', mpn: 'HC-S850SM', sku: 'CP-PSU-1004',
    price: 129.99,
    image: partImage('halcyon-summit-850w'),
    description: '850W ATX 3.1 power supply, 80 PLUS Gold, semi-modular with a 12V-2x6 cable and three PCIe 8-pin connectors. Ten-year warranty.',
    min: 1,
    quantity: 150,
    specs: {
      wattage: 850, efficiency: 'Gold', modular: 'Semi', formFactor: 'ATX', atx3: true, pcie12v2x6: true, pcie8pin: 3,
      sataConnectors: 10, fanMm: 135, lengthMm: 150,
    },
  },
  {
    name: 'Kestrel Mini 650W SFX Power Supply',
    category: 'power-supply',
    brand: 'Kestrel', mpn: 'KS-M650SFX', sku: 'CP-PSU-1005',
    price: 119.0,
    image: partImage('kestrel-mini-650w-sfx'),
    description: '650W SFX power supply for small cases: 80 PLUS Gold, fully modular, 12V-2x6 ready, 100 mm long with a 92 mm fan. Comes with an ATX bracket.',
    min: 1,
    quantity: 90,
    specs: {
      wattage: 650, efficiency: 'Gold', modular: 'Full', formFactor: 'SFX', atx3: true, pcie12v2x6: true, pcie8pin: 2,
      sataConnectors: 4, fanMm: 92, lengthMm: 100,
    },
  },
  {
    name: 'Cobaltine Prime 1000W Platinum Power Supply',
    category: 'power-supply',
    brand: 'Cobaltine', mpn: 'CB-P1000P', sku: 'CP-PSU-1006',
    price: 219.0,
    image: partImage('cobaltine-prime-1000w-platinum'),
    description: '1000W ATX 3.1 power supply, 80 PLUS Platinum and fully modular, with a 12V-2x6 cable and four PCIe 8-pin connectors for flagship graphics cards.',
    min: 1,
    quantity: 65,
    specs: {
      wattage: 1000, efficiency: 'Platinum', modular: 'Full', formFactor: 'ATX', atx3: true, pcie12v2x6: true, pcie8pin: 4,
      sataConnectors: 12, fanMm: 135, lengthMm: 160,
    },
  },
  {
    name: 'Northbridge Apex 1600W Titanium Power Supply',
    category: 'power-supply',
    brand: 'Northbridge', mpn: 'NB-A1600T', sku: 'CP-PSU-1007',
    price: 449.0,
    image: partImage('northbridge-apex-1600w-titanium'),
    description: '1600W ATX 3.1 power supply, 80 PLUS Titanium and fully modular, with two 12V-2x6 cables and six PCIe 8-pin connectors for workstations.',
    min: 1,
    quantity: 20,
    specs: {
      wattage: 1600, efficiency: 'Titanium', modular: 'Full', formFactor: 'ATX', atx3: true, pcie12v2x6: true, pcie8pin: 6,
      sataConnectors: 16, fanMm: 140, lengthMm: 200,
    },
  },

  // Cases: from a slim office box to a full tower.
  {
    name: 'Lumen Nano S1 Mini-ITX Case',
    category: 'case',
    brand: 'Lumen', mpn: 'LM-NANO-S1', sku: 'CP-CSE-1001',
    price: 99.99,
    image: partImage('lumen-nano-s1'),
    description: 'A 10-litre Mini-ITX case for SFX power supplies: graphics cards up to 280 mm, CPU coolers up to 67 mm, a 240 mm radiator on top and mesh panels.',
    min: 1,
    quantity: 75,
    specs: {
      caseType: 'Small Form Factor', supportedFormFactors: ['Mini-ITX'], psuFormFactors: ['SFX', 'SFX-L'], maxGpuLengthMm: 280,
      maxCoolerHeightMm: 67, maxRadiatorMm: 240, expansionSlots: 3, driveBays25: 2, driveBays35: 0, includedFans: 1, sidePanel: 'Mesh', colour: 'Black',
    },
  },
  {
    name: 'Brightline Office Slim Desktop Case',
    category: 'case',
    brand: 'Brightline', mpn: 'BL-OSD-300', sku: 'CP-CSE-1002',
    price: 59.99,
    image: partImage('brightline-office-slim-case'),
    description: 'Slim desktop case for Micro-ATX and Mini-ITX boards with an SFX power supply: cards up to 200 mm and coolers up to 70 mm, two 2.5" bays and one 3.5" bay.',
    min: 1,
    quantity: 140,
    specs: {
      caseType: 'Small Form Factor', supportedFormFactors: ['Micro-ATX', 'Mini-ITX'], psuFormFactors: ['SFX'], maxGpuLengthMm: 200,
      maxCoolerHeightMm: 70, maxRadiatorMm: 0, expansionSlots: 4, driveBays25: 2, driveBays35: 1, includedFans: 1, sidePanel: 'Solid', colour: 'Black',
    },
  },
  {
    name: 'Solvane Compact M300 Micro-ATX Case',
    category: 'case',
    brand: 'Solvane', mpn: 'SV-M300', sku: 'CP-CSE-1003',
    price: 69.99,
    image: partImage('solvane-compact-m300'),
    description: 'Mini tower for Micro-ATX and Mini-ITX boards and ATX power supplies: graphics cards up to 320 mm, coolers up to 155 mm, a 280 mm radiator up front.',
    min: 1,
    quantity: 160,
    specs: {
      caseType: 'Mini Tower', supportedFormFactors: ['Micro-ATX', 'Mini-ITX'], psuFormFactors: ['ATX'], maxGpuLengthMm: 320,
      maxCoolerHeightMm: 155, maxRadiatorMm: 280, expansionSlots: 4, driveBays25: 2, driveBays35: 1, includedFans: 1, sidePanel: 'Mesh', colour: 'White',
    },
  },
  {
    name: 'Quillon Mesh 300 Mid Tower Case',
    category: 'case',
    brand: 'Quillon', mpn: 'QL-MESH300', sku: 'CP-CSE-1004',
    price: 79.99,
    image: partImage('quillon-mesh-300'),
    description: 'Airflow mid tower for ATX, Micro-ATX and Mini-ITX boards: graphics cards up to 340 mm, coolers up to 160 mm, a mesh front and two fans included.',
    min: 1,
    quantity: 210,
    specs: {
      caseType: 'Mid Tower', supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'], psuFormFactors: ['ATX'], maxGpuLengthMm: 340,
      maxCoolerHeightMm: 160, maxRadiatorMm: 280, expansionSlots: 7, driveBays25: 2, driveBays35: 2, includedFans: 2, sidePanel: 'Mesh', colour: 'White',
    },
  },
  {
    name: 'Cobaltine Air 500 Mid Tower Case',
    category: 'case',
    brand: 'Cobaltine', mpn: 'CB-AIR500', sku: 'CP-CSE-1005',
    price: 109.99,
    image: partImage('cobaltine-air-500'),
    description: 'Tempered-glass mid tower for ATX boards: graphics cards up to 400 mm, coolers up to 170 mm, a 360 mm radiator on top and three fans included.',
    min: 1,
    quantity: 120,
    specs: {
      caseType: 'Mid Tower', supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'], psuFormFactors: ['ATX'], maxGpuLengthMm: 400,
      maxCoolerHeightMm: 170, maxRadiatorMm: 360, expansionSlots: 7, driveBays25: 2, driveBays35: 2, includedFans: 3, sidePanel: 'Tempered Glass', colour: 'Black',
    },
  },
  {
    name: 'Ferrox Titan XL Full Tower Case',
    category: 'case',
    brand: 'Ferrox', mpn: 'FX-TITAN-XL', sku: 'CP-CSE-1006',
    price: 199.0,
    image: partImage('ferrox-titan-xl'),
    description: 'Full tower for E-ATX boards and long cards: graphics cards up to 450 mm, coolers up to 190 mm, a 420 mm radiator, eight slots and four fans included.',
    min: 1,
    quantity: 40,
    specs: {
      caseType: 'Full Tower', supportedFormFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'], psuFormFactors: ['ATX'], maxGpuLengthMm: 450,
      maxCoolerHeightMm: 190, maxRadiatorMm: 420, expansionSlots: 8, driveBays25: 4, driveBays35: 4, includedFans: 4, sidePanel: 'Tempered Glass', colour: 'Black',
    },
  },

  // CPU coolers: a 65 W stock-class cooler, a low-profile one, towers and liquid.
  {
    name: 'Ferrox Basic 65 CPU Cooler',
    category: 'cpu-cooler',
    brand: 'Ferrox', mpn: 'FX-BC65-1700', sku: 'CP-CLR-1001',
    price: 14.99,
    image: partImage('ferrox-basic-65'),
    description: 'Compact top-down cooler for Socket LGA1700 processors up to 65W, with a 90 mm fan and pre-applied thermal paste. 58 mm tall.',
    min: 1,
    quantity: 800,
    specs: { kind: 'air', sockets: ['LGA1700'], tdpRatingW: 65, heightMm: 58, fans: 1, fanMm: 90, noiseDba: 30, rgb: false },
  },
  {
    name: 'Kestrel Low 47 Low-Profile CPU Cooler',
    category: 'cpu-cooler',
    brand: 'Kestrel', mpn: 'KS-LOW47', sku: 'CP-CLR-1002',
    price: 49.99,
    image: partImage('kestrel-low-47'),
    description: 'Low-profile cooler only 47 mm tall for slim and Mini-ITX cases, rated for 95W with a quiet 92 mm fan. AM4, AM5, LGA1200 and LGA1700 mounts.',
    min: 1,
    quantity: 210,
    specs: { kind: 'air', sockets: ['AM4', 'AM5', 'LGA1200', 'LGA1700'], tdpRatingW: 95, heightMm: 47, fans: 1, fanMm: 92, noiseDba: 24.5, rgb: false },
  },
  {
    name: 'Tessera Frost 120 Tower CPU Cooler',
    category: 'cpu-cooler',
    brand: 'Tessera', mpn: 'TS-FROST120', sku: 'CP-CLR-1003',
    price: 34.99,
    image: partImage('tessera-frost-120'),
    description: 'Single-tower cooler with four heat pipes and a 120 mm fan, rated for 180W. 155 mm tall; AM4, AM5, LGA1700 and LGA1851 mounts included.',
    min: 1,
    quantity: 460,
    specs: { kind: 'air', sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], tdpRatingW: 180, heightMm: 155, fans: 1, fanMm: 120, noiseDba: 26, rgb: false },
  },
  {
    name: 'Halcyon Tower Duo CPU Cooler',
    category: 'cpu-cooler',
    brand: 'Halcyon', mpn: 'HC-TWR-DUO', sku: 'CP-CLR-1004',
    price: 89.99,
    image: partImage('halcyon-tower-duo'),
    description: 'Dual-tower cooler with seven heat pipes and two 140 mm fans, rated for 260W. 165 mm tall; clears tall memory with an offset front fan.',
    min: 1,
    quantity: 130,
    specs: { kind: 'air', sockets: ['AM4', 'AM5', 'LGA1200', 'LGA1700', 'LGA1851'], tdpRatingW: 260, heightMm: 165, fans: 2, fanMm: 140, noiseDba: 25.4, rgb: false },
  },
  {
    name: 'Quillon Chill 240 Liquid CPU Cooler',
    category: 'cpu-cooler',
    brand: 'Quillon', mpn: 'QL-CHILL240', sku: 'CP-CLR-1005',
    price: 89.99,
    image: partImage('quillon-chill-240'),
    description: 'All-in-one liquid cooler with a 240 mm radiator and two 120 mm fans, rated for 250W. Mounts for AM5 and LGA1700.',
    min: 1,
    quantity: 140,
    specs: { kind: 'liquid', sockets: ['AM5', 'LGA1700'], tdpRatingW: 250, heightMm: 53, radiatorMm: 240, fans: 2, fanMm: 120, noiseDba: 28.5, rgb: false },
  },
  {
    name: 'Northbridge Glacier 360 Liquid CPU Cooler',
    category: 'cpu-cooler',
    brand: 'Northbridge', mpn: 'NB-GLC360', sku: 'CP-CLR-1006',
    price: 149.99,
    image: partImage('northbridge-glacier-360'),
    description: 'All-in-one liquid cooler with a 360 mm radiator, three 120 mm RGB fans and a 320W rating, for 16-core and 24-core processors. AM4, AM5, LGA1700 and LGA1851.',
    min: 1,
    quantity: 80,
    specs: { kind: 'liquid', sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], tdpRatingW: 320, heightMm: 52, radiatorMm: 360, fans: 3, fanMm: 120, noiseDba: 27, rgb: true },
  },
];

export const seedReviews: SeedReview[] = [
  {
    name: 'Amara Okafor',
    text: 'Ordered twenty SSDs for our repair shop and every one arrived well packed and a day early. Prices beat our old distributor.',
    image: avatar('amara'),
    rating: 5,
  },
  {
    name: 'Diego Fernández',
    text: 'The Vortex graphics cards run cool and quiet in compact cases. Our customers keep coming back asking for them.',
    image: avatar('diego'),
    rating: 5,
  },
  {
    name: 'Mei Chen',
    text: 'Good stock levels on DDR5 kits when everyone else was sold out. Checkout is quick and the invoices are clear.',
    image: avatar('mei'),
    rating: 4,
  },
  {
    name: 'Jonas Weber',
    text: 'Solid processors at fair prices. One box arrived with a dented corner, but support sent a replacement the same week.',
    image: avatar('jonas'),
    rating: 4,
  },
  {
    name: 'Priya Raman',
    text: 'Minimum order quantities are sensible for a small shop like mine. The routers sell out within days every time I restock.',
    image: avatar('priya'),
    rating: 5,
  },
  {
    name: 'Kwame Mensah',
    text: 'Quick delivery on forty keyboards and mice for our school lab refit. Great value.',
    image: avatar('kwame'),
    rating: 4,
  },
  {
    name: 'Sofia Rossi',
    text: 'Printer toner yields match the spec sheet and the laser units have been trouble-free for six months of heavy office use.',
    image: avatar('sofia'),
    rating: 5,
  },
  {
    name: 'Liam Walsh',
    text: 'Shipping took longer than promised on my last order, though the parts themselves were exactly as described.',
    image: avatar('liam'),
    rating: 3,
  },
];
