/**
 * One specification table per category (decision 040). The keys named in issue 26 are a
 * contract that compatibility rules read: add rows freely, rename none.
 */
import type { AnyCategory } from '../categories.ts';
import type { SpecField, SpecsOf } from './spec-field.ts';
import * as v from './vocabularies.ts';

// Rows that several tables share, written once so that they cannot drift apart.
const socket = { key: 'socket', label: 'Socket', type: 'enum', values: v.cpuSockets, filter: 'multi', group: 'Platform' } as const satisfies SpecField;
const maxMemorySpeed = { key: 'maxMemorySpeedMts', label: 'Max Memory Speed', unit: 'MT/s', type: 'integer', min: 800, max: 10000, filter: 'range', group: 'Memory', better: 'higher' } as const satisfies SpecField;
/** The advisor's band of speed, 1 to 10, on the scale of advisor/performance-tiers.ts: a suggestion is always of a higher tier than the part fitted. */
const performanceTier = { key: 'performanceTier', label: 'Performance Tier', type: 'integer', min: 1, max: 10, filter: 'range', group: 'Performance', better: 'higher' } as const satisfies SpecField;
const rgb = { key: 'rgb', label: 'RGB Lighting', type: 'boolean', filter: 'boolean', group: 'Features' } as const satisfies SpecField;
const pollingRate = { key: 'pollingRateHz', label: 'Polling Rate', unit: 'Hz', type: 'integer', min: 125, max: 8000, filter: 'range', group: 'Performance', better: 'higher' } as const satisfies SpecField;
const batteryLife = { key: 'batteryHours', label: 'Battery Life', unit: 'h', type: 'integer', min: 1, max: 20000, filter: 'range', group: 'Power', better: 'higher' } as const satisfies SpecField;
const peripheralConnections = { key: 'connections', label: 'Connection', type: 'enum-list', values: v.peripheralConnections, filter: 'multi', group: 'Connectivity' } as const satisfies SpecField;

const processor = [
  socket,
  { key: 'cores', label: 'Cores', type: 'integer', min: 1, max: 192, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'threads', label: 'Threads', type: 'integer', min: 1, max: 384, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'baseClockGhz', label: 'Base Clock', unit: 'GHz', type: 'number', min: 0.5, max: 7, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'boostClockGhz', label: 'Boost Clock', unit: 'GHz', type: 'number', min: 0.5, max: 7, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'l3CacheMb', label: 'L3 Cache', unit: 'MB', type: 'integer', min: 0, max: 1152, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'tdpW', label: 'TDP', unit: 'W', type: 'integer', min: 5, max: 500, filter: 'range', group: 'Power', better: 'lower' },
  { key: 'memoryTypes', label: 'Memory Types', type: 'enum-list', values: v.memoryTypes, filter: 'multi', group: 'Memory' },
  maxMemorySpeed,
  { key: 'pcieVersion', label: 'PCIe Version', type: 'enum', values: v.pcieVersions, filter: 'multi', group: 'Platform' },
  { key: 'integratedGraphics', label: 'Integrated Graphics', type: 'boolean', filter: 'boolean', group: 'Graphics' },
  { key: 'unlocked', label: 'Unlocked Multiplier', type: 'boolean', filter: 'boolean', group: 'Features' },
  { key: 'includesCooler', label: 'Cooler Included', type: 'boolean', filter: 'boolean', group: 'Cooling' },
  // The maker's series, as boards name it in their firmware notes ("Arcwave 9000 series").
  { key: 'family', label: 'Family', type: 'text', filter: 'none', group: 'Platform' },
  performanceTier,
] as const satisfies readonly SpecField[];

const motherboard = [
  socket,
  { key: 'chipset', label: 'Chipset', type: 'enum', values: v.chipsets, filter: 'multi', group: 'Platform' },
  { key: 'formFactor', label: 'Form Factor', type: 'enum', values: v.boardFormFactors, filter: 'multi', group: 'Physical' },
  { key: 'memoryType', label: 'Memory Type', type: 'enum', values: v.memoryTypes, filter: 'multi', group: 'Memory' },
  { key: 'memorySlots', label: 'Memory Slots', type: 'integer', min: 1, max: 16, filter: 'range', group: 'Memory', better: 'higher' },
  { key: 'maxMemoryGb', label: 'Max Memory', unit: 'GB', type: 'integer', min: 2, max: 4096, filter: 'range', group: 'Memory', better: 'higher' },
  maxMemorySpeed,
  { key: 'pcieX16Slots', label: 'PCIe x16 Slots', type: 'integer', min: 0, max: 8, filter: 'range', group: 'Expansion', better: 'higher' },
  { key: 'pcieVersion', label: 'PCIe Version', type: 'enum', values: v.pcieVersions, filter: 'multi', group: 'Expansion' },
  { key: 'm2Slots', label: 'M.2 Slots', type: 'integer', min: 0, max: 12, filter: 'range', group: 'Storage', better: 'higher' },
  { key: 'sataPorts', label: 'SATA Ports', type: 'integer', min: 0, max: 16, filter: 'range', group: 'Storage', better: 'higher' },
  // Many boards wire their last M.2 slot to SATA lanes: those ports go dark while it holds a drive.
  { key: 'sataPortsSharedWithM2', label: 'SATA Ports Shared with M.2', type: 'integer', min: 0, max: 8, filter: 'none', group: 'Storage' },
  // "Family: version" for each processor family that needs a firmware update on this board, "; " between; "None" when none does.
  { key: 'minFirmware', label: 'Minimum Firmware', type: 'text', filter: 'none', group: 'Platform' },
  { key: 'biosFlashback', label: 'BIOS Flashback', type: 'boolean', filter: 'boolean', group: 'Platform' },
  { key: 'wifi', label: 'Wi-Fi', type: 'enum', values: ['None', ...v.wifiStandards], filter: 'multi', group: 'Connectivity' },
  { key: 'ethernet', label: 'Ethernet', type: 'enum', values: v.ethernetSpeeds, filter: 'multi', group: 'Connectivity' },
] as const satisfies readonly SpecField[];

const ram = [
  { key: 'memoryType', label: 'Memory Type', type: 'enum', values: v.memoryTypes, filter: 'multi', group: 'Platform' },
  { key: 'moduleFormat', label: 'Module Format', type: 'enum', values: v.memoryModuleFormats, filter: 'multi', group: 'Platform' },
  { key: 'speedMts', label: 'Speed', unit: 'MT/s', type: 'integer', min: 800, max: 10000, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'casLatency', label: 'CAS Latency', type: 'integer', min: 5, max: 60, filter: 'range', group: 'Performance', better: 'lower' },
  { key: 'modules', label: 'Modules', type: 'integer', min: 1, max: 8, filter: 'range', group: 'Memory' },
  { key: 'moduleGb', label: 'Module Size', unit: 'GB', type: 'integer', min: 1, max: 256, filter: 'range', group: 'Memory', better: 'higher' },
  { key: 'voltage', label: 'Voltage', unit: 'V', type: 'number', min: 1, max: 1.65, filter: 'none', group: 'Power' },
  { key: 'profiles', label: 'Overclocking Profiles', type: 'enum-list', values: v.memoryProfiles, filter: 'multi', group: 'Features' },
  { key: 'ecc', label: 'ECC', type: 'boolean', filter: 'boolean', group: 'Features' },
  rgb,
  { key: 'heightMm', label: 'Module Height', unit: 'mm', type: 'number', min: 25, max: 70, filter: 'range', group: 'Physical', better: 'lower' },
] as const satisfies readonly SpecField[];

const graphicsCard = [
  { key: 'memoryGb', label: 'Memory', unit: 'GB', type: 'integer', min: 1, max: 128, filter: 'range', group: 'Memory', better: 'higher' },
  { key: 'memoryType', label: 'Memory Type', type: 'enum', values: v.gpuMemoryTypes, filter: 'multi', group: 'Memory' },
  { key: 'memoryBusBits', label: 'Memory Bus', unit: 'bit', type: 'integer', min: 32, max: 1024, filter: 'range', group: 'Memory', better: 'higher' },
  { key: 'boostClockMhz', label: 'Boost Clock', unit: 'MHz', type: 'integer', min: 500, max: 4000, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'interface', label: 'Interface', type: 'enum', values: v.gpuInterfaces, filter: 'multi', group: 'Platform' },
  { key: 'tdpW', label: 'Board Power', unit: 'W', type: 'integer', min: 10, max: 1000, filter: 'range', group: 'Power', better: 'lower' },
  { key: 'recommendedPsuW', label: 'Recommended PSU', unit: 'W', type: 'integer', min: 200, max: 2000, filter: 'range', group: 'Power', better: 'lower' },
  { key: 'powerConnectors', label: 'Power Connectors', type: 'enum', values: v.gpuPowerConnectors, filter: 'multi', group: 'Power' },
  { key: 'pcie12v2x6', label: '12V-2x6 Connector', type: 'boolean', filter: 'boolean', group: 'Power' },
  { key: 'pcie8pinConnectors', label: 'PCIe 8-pin Connectors', type: 'integer', min: 0, max: 4, filter: 'none', group: 'Power' },
  { key: 'lengthMm', label: 'Length', unit: 'mm', type: 'integer', min: 100, max: 500, filter: 'range', group: 'Physical', better: 'lower' },
  { key: 'slotWidth', label: 'Slot Width', unit: 'slots', type: 'number', min: 1, max: 5, filter: 'range', group: 'Physical', better: 'lower' },
  { key: 'displayPorts', label: 'DisplayPort Outputs', type: 'integer', min: 0, max: 8, filter: 'range', group: 'Connectivity' },
  { key: 'hdmiPorts', label: 'HDMI Outputs', type: 'integer', min: 0, max: 8, filter: 'range', group: 'Connectivity' },
  performanceTier,
] as const satisfies readonly SpecField[];

const ssd = [
  { key: 'capacityGb', label: 'Capacity', unit: 'GB', type: 'integer', min: 16, max: 131072, filter: 'range', group: 'Storage', better: 'higher' },
  { key: 'interface', label: 'Interface', type: 'enum', values: v.driveInterfaces, filter: 'multi', group: 'Platform' },
  { key: 'link', label: 'Link', type: 'enum', values: v.driveLinks, filter: 'multi', group: 'Platform' },
  { key: 'formFactor', label: 'Form Factor', type: 'enum', values: v.driveFormFactors, filter: 'multi', group: 'Physical' },
  { key: 'readMbs', label: 'Sequential Read', unit: 'MB/s', type: 'integer', min: 50, max: 20000, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'writeMbs', label: 'Sequential Write', unit: 'MB/s', type: 'integer', min: 50, max: 20000, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'nandType', label: 'NAND Type', type: 'enum', values: v.nandTypes, filter: 'multi', group: 'Storage' },
  { key: 'dramCache', label: 'DRAM Cache', type: 'boolean', filter: 'boolean', group: 'Performance' },
  { key: 'enduranceTbw', label: 'Endurance', unit: 'TBW', type: 'integer', min: 10, max: 100000, filter: 'range', group: 'Storage', better: 'higher' },
  { key: 'heatsink', label: 'Heatsink', type: 'boolean', filter: 'boolean', group: 'Physical' },
] as const satisfies readonly SpecField[];

const powerSupply = [
  { key: 'wattage', label: 'Wattage', unit: 'W', type: 'integer', min: 100, max: 3000, filter: 'range', group: 'Power', better: 'higher' },
  { key: 'efficiency', label: '80 PLUS Rating', type: 'enum', values: v.efficiencyRatings, filter: 'multi', group: 'Power' },
  { key: 'modular', label: 'Modular', type: 'enum', values: v.psuModularity, filter: 'multi', group: 'Features' },
  { key: 'formFactor', label: 'Form Factor', type: 'enum', values: v.psuFormFactors, filter: 'multi', group: 'Physical' },
  { key: 'atx3', label: 'ATX 3.x', type: 'boolean', filter: 'boolean', group: 'Power' },
  { key: 'pcie12v2x6', label: '12V-2x6 Connector', type: 'boolean', filter: 'boolean', group: 'Power' },
  { key: 'pcie8pin', label: 'PCIe 8-pin Connectors', type: 'integer', min: 0, max: 12, filter: 'range', group: 'Power', better: 'higher' },
  { key: 'sataConnectors', label: 'SATA Connectors', type: 'integer', min: 0, max: 24, filter: 'range', group: 'Power', better: 'higher' },
  { key: 'fanMm', label: 'Fan Size', unit: 'mm', type: 'integer', min: 0, max: 160, filter: 'none', group: 'Cooling' },
  { key: 'lengthMm', label: 'Length', unit: 'mm', type: 'integer', min: 90, max: 250, filter: 'range', group: 'Physical', better: 'lower' },
] as const satisfies readonly SpecField[];

const pcCase = [
  { key: 'caseType', label: 'Case Type', type: 'enum', values: v.caseTypes, filter: 'multi', group: 'Physical' },
  { key: 'supportedFormFactors', label: 'Motherboard Support', type: 'enum-list', values: v.boardFormFactors, filter: 'multi', group: 'Platform' },
  { key: 'psuFormFactors', label: 'Power Supply Support', type: 'enum-list', values: v.psuFormFactors, filter: 'multi', group: 'Power' },
  { key: 'maxGpuLengthMm', label: 'Max GPU Length', unit: 'mm', type: 'integer', min: 100, max: 600, filter: 'range', group: 'Physical', better: 'higher' },
  { key: 'maxCoolerHeightMm', label: 'Max CPU Cooler Height', unit: 'mm', type: 'integer', min: 20, max: 250, filter: 'range', group: 'Cooling', better: 'higher' },
  { key: 'maxRadiatorMm', label: 'Max Radiator', unit: 'mm', type: 'integer', min: 0, max: 480, filter: 'range', group: 'Cooling', better: 'higher' },
  { key: 'expansionSlots', label: 'Expansion Slots', type: 'integer', min: 1, max: 12, filter: 'range', group: 'Expansion', better: 'higher' },
  { key: 'driveBays25', label: '2.5" Drive Bays', type: 'integer', min: 0, max: 20, filter: 'range', group: 'Storage', better: 'higher' },
  { key: 'driveBays35', label: '3.5" Drive Bays', type: 'integer', min: 0, max: 20, filter: 'range', group: 'Storage', better: 'higher' },
  { key: 'includedFans', label: 'Included Fans', type: 'integer', min: 0, max: 12, filter: 'range', group: 'Cooling', better: 'higher' },
  { key: 'sidePanel', label: 'Side Panel', type: 'enum', values: v.sidePanels, filter: 'multi', group: 'Physical' },
  { key: 'colour', label: 'Colour', type: 'text', filter: 'none', group: 'Physical' },
] as const satisfies readonly SpecField[];

const cpuCooler = [
  { key: 'kind', label: 'Type', type: 'enum', values: v.coolerKinds, filter: 'multi', group: 'Cooling' },
  { key: 'sockets', label: 'Sockets', type: 'enum-list', values: v.cpuSockets, filter: 'multi', group: 'Platform' },
  { key: 'tdpRatingW', label: 'Cooling Capacity', unit: 'W', type: 'integer', min: 35, max: 500, filter: 'range', group: 'Cooling', better: 'higher' },
  { key: 'heightMm', label: 'Height', unit: 'mm', type: 'integer', min: 20, max: 200, filter: 'range', group: 'Physical', better: 'lower' },
  { key: 'radiatorMm', label: 'Radiator Size', unit: 'mm', type: 'integer', min: 120, max: 420, filter: 'range', group: 'Physical' },
  { key: 'fans', label: 'Fans', type: 'integer', min: 0, max: 4, filter: 'range', group: 'Cooling' },
  { key: 'fanMm', label: 'Fan Size', unit: 'mm', type: 'integer', min: 40, max: 200, filter: 'none', group: 'Cooling' },
  { key: 'noiseDba', label: 'Noise', unit: 'dBA', type: 'number', min: 0, max: 60, filter: 'range', group: 'Cooling', better: 'lower' },
  rgb,
] as const satisfies readonly SpecField[];

const keyboard = [
  { key: 'switchType', label: 'Switches', type: 'enum', values: v.keyboardSwitches, filter: 'multi', group: 'Features' },
  { key: 'layout', label: 'Layout', type: 'enum', values: v.keyboardLayouts, filter: 'multi', group: 'Physical' },
  peripheralConnections,
  { key: 'backlight', label: 'Backlight', type: 'enum', values: v.backlights, filter: 'multi', group: 'Features' },
  { key: 'hotSwap', label: 'Hot-swap Sockets', type: 'boolean', filter: 'boolean', group: 'Features' },
  { key: 'keycaps', label: 'Keycaps', type: 'enum', values: v.keycapMaterials, filter: 'multi', group: 'Features' },
  pollingRate,
  batteryLife,
  { key: 'weightG', label: 'Weight', unit: 'g', type: 'integer', min: 100, max: 3000, filter: 'none', group: 'Physical' },
] as const satisfies readonly SpecField[];

const mouse = [
  { key: 'dpi', label: 'Max DPI', unit: 'DPI', type: 'integer', min: 400, max: 50000, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'sensor', label: 'Sensor', type: 'enum', values: v.mouseSensors, filter: 'multi', group: 'Performance' },
  pollingRate,
  { key: 'buttons', label: 'Buttons', type: 'integer', min: 2, max: 20, filter: 'range', group: 'Features', better: 'higher' },
  peripheralConnections,
  { key: 'weightG', label: 'Weight', unit: 'g', type: 'integer', min: 20, max: 250, filter: 'range', group: 'Physical', better: 'lower' },
  { key: 'handedness', label: 'Hand', type: 'enum', values: v.handedness, filter: 'multi', group: 'Physical' },
  batteryLife,
  rgb,
] as const satisfies readonly SpecField[];

const printer = [
  { key: 'technology', label: 'Print Technology', type: 'enum', values: v.printTechnologies, filter: 'multi', group: 'Features' },
  { key: 'colour', label: 'Colour Printing', type: 'boolean', filter: 'boolean', group: 'Features' },
  { key: 'functions', label: 'Functions', type: 'enum-list', values: v.printerFunctions, filter: 'multi', group: 'Features' },
  { key: 'pagesPerMinute', label: 'Print Speed', unit: 'ppm', type: 'integer', min: 1, max: 150, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'resolutionDpi', label: 'Max Resolution', unit: 'dpi', type: 'integer', min: 150, max: 9600, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'duplex', label: 'Automatic Duplex', type: 'boolean', filter: 'boolean', group: 'Features' },
  { key: 'trayCapacity', label: 'Paper Tray', unit: 'sheets', type: 'integer', min: 1, max: 5000, filter: 'range', group: 'Physical', better: 'higher' },
  { key: 'connections', label: 'Connection', type: 'enum-list', values: v.printerConnections, filter: 'multi', group: 'Connectivity' },
] as const satisfies readonly SpecField[];

const router = [
  { key: 'wifiStandard', label: 'Wi-Fi Standard', type: 'enum', values: v.wifiStandards, filter: 'multi', group: 'Connectivity' },
  { key: 'bands', label: 'Bands', type: 'enum-list', values: v.wifiBands, filter: 'multi', group: 'Connectivity' },
  { key: 'speedMbps', label: 'Combined Wi-Fi Speed', unit: 'Mbps', type: 'integer', min: 100, max: 100000, filter: 'range', group: 'Performance', better: 'higher' },
  { key: 'lanPorts', label: 'LAN Ports', type: 'integer', min: 0, max: 48, filter: 'range', group: 'Connectivity', better: 'higher' },
  { key: 'wanSpeed', label: 'WAN Port', type: 'enum', values: v.ethernetSpeeds, filter: 'multi', group: 'Connectivity' },
  { key: 'antennas', label: 'Antennas', type: 'integer', min: 0, max: 16, filter: 'none', group: 'Physical' },
  { key: 'mesh', label: 'Mesh Support', type: 'boolean', filter: 'boolean', group: 'Features' },
  { key: 'usbPorts', label: 'USB Ports', type: 'integer', min: 0, max: 4, filter: 'range', group: 'Connectivity', better: 'higher' },
] as const satisfies readonly SpecField[];

/** Every category's table, in the order its fields are shown. */
export const specTables = {
  processor,
  motherboard,
  ram,
  'graphics-card': graphicsCard,
  ssd,
  'power-supply': powerSupply,
  case: pcCase,
  'cpu-cooler': cpuCooler,
  keyboard,
  mouse,
  printer,
  router,
} as const satisfies Record<AnyCategory, readonly SpecField[]>;

/** The specifications of a part of category C: every field optional, no other keys. */
export type CategorySpecs<C extends AnyCategory> = SpecsOf<(typeof specTables)[C]>;

/** A category with its part's specifications, checked against that category's table. */
export type PartSpecs = { [C in AnyCategory]: { category: C; specs: CategorySpecs<C> } }[AnyCategory];
