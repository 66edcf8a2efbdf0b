/**
 * The industry's own words for the values a part's specifications may take. Older standards
 * (AM3+, LGA1151, DDR3) stay in so that the upgrade advisor can describe a shopper's old PC.
 */

export const cpuSockets = ['AM3+', 'AM4', 'AM5', 'LGA1151', 'LGA1200', 'LGA1700', 'LGA1851'] as const;

export const chipsets = [
  'A320', 'B350', 'X370', 'B450', 'X470', 'A520', 'B550', 'X570',
  'A620', 'B650', 'B650E', 'X670', 'X670E', 'B840', 'B850', 'X870', 'X870E',
  'H310', 'B360', 'Z390', 'H410', 'B460', 'Z490', 'H510', 'B560', 'Z590',
  'H610', 'B660', 'H670', 'Z690', 'B760', 'H770', 'Z790',
  'H810', 'B860', 'Z890',
] as const;

export const memoryTypes = ['DDR3', 'DDR4', 'DDR5'] as const;

export const memoryModuleFormats = ['DIMM', 'SO-DIMM'] as const;

export const memoryProfiles = ['XMP 2.0', 'XMP 3.0', 'EXPO'] as const;

export const boardFormFactors = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] as const;

export const pcieVersions = ['PCIe 3.0', 'PCIe 4.0', 'PCIe 5.0'] as const;

export const gpuInterfaces = ['PCIe 3.0 x16', 'PCIe 4.0 x8', 'PCIe 4.0 x16', 'PCIe 5.0 x8', 'PCIe 5.0 x16'] as const;

export const gpuMemoryTypes = ['GDDR5', 'GDDR6', 'GDDR6X', 'GDDR7'] as const;

export const gpuPowerConnectors = ['None', '1x 6-pin', '1x 8-pin', '2x 8-pin', '3x 8-pin', '1x 12V-2x6'] as const;

export const driveInterfaces = ['NVMe', 'SATA'] as const;

export const driveLinks = ['SATA III', 'PCIe 3.0 x4', 'PCIe 4.0 x4', 'PCIe 5.0 x4'] as const;

export const driveFormFactors = ['M.2 2280', 'M.2 2242', 'M.2 2230', '2.5"'] as const;

export const nandTypes = ['MLC', 'TLC', 'QLC'] as const;

export const psuFormFactors = ['ATX', 'SFX', 'SFX-L'] as const;

/** 80 PLUS certification levels; "White" is the plain 80 PLUS badge. */
export const efficiencyRatings = ['White', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Titanium'] as const;

export const psuModularity = ['Full', 'Semi', 'No'] as const;

export const caseTypes = ['Full Tower', 'Mid Tower', 'Mini Tower', 'Small Form Factor'] as const;

export const sidePanels = ['Tempered Glass', 'Mesh', 'Solid'] as const;

export const coolerKinds = ['air', 'liquid'] as const;

export const keyboardSwitches = ['Linear', 'Tactile', 'Clicky', 'Silent Linear', 'Optical', 'Scissor', 'Membrane'] as const;

export const keyboardLayouts = ['Full-size', '96%', 'TKL', '75%', '65%', '60%'] as const;

export const keycapMaterials = ['ABS', 'PBT', 'Double-shot PBT'] as const;

export const backlights = ['None', 'White', 'RGB', 'Per-key RGB'] as const;

export const peripheralConnections = ['USB', '2.4 GHz', 'Bluetooth'] as const;

export const mouseSensors = ['Optical', 'Laser'] as const;

export const handedness = ['Right', 'Left', 'Ambidextrous'] as const;

export const printTechnologies = ['Inkjet', 'Ink Tank', 'Laser', 'LED'] as const;

export const printerFunctions = ['Print', 'Scan', 'Copy', 'Fax'] as const;

export const printerConnections = ['USB', 'Ethernet', 'Wi-Fi', 'Wi-Fi Direct'] as const;

export const wifiStandards = ['Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7'] as const;

export const wifiBands = ['2.4 GHz', '5 GHz', '6 GHz'] as const;

export const ethernetSpeeds = ['1 GbE', '2.5 GbE', '5 GbE', '10 GbE'] as const;
