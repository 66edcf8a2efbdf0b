/**
 * What the words of a report say about the machine (issue 40): which kind of machine a chassis
 * type or model name means, which kind of graphics a display adapter is, and what a Mac's model
 * identifier says about its memory. Rows, first match wins; a new model line is a new row.
 *
 * Sources: the SMBIOS specification's chassis types (DSP0134, 7.4.1); Apple's "Identify your
 * Mac" pages (support.apple.com, HT201300, HT201634, HT201894, HT201608) and "Mac memory
 * specifications" (support.apple.com HT201165, HT201191) for which models have memory slots;
 * vendors' product lines (Dell PowerEdge, HPE ProLiant, Lenovo ThinkSystem, Intel NUC).
 */

export type MachineKind = 'desktop' | 'laptop' | 'server' | 'mini-pc' | 'all-in-one' | 'compute-module';
export type GraphicsKind = 'discrete' | 'integrated' | 'virtual';

/** Model names first (a PowerEdge tower is a server, not a desktop), then chassis types. */
export const machineKinds: readonly { kind: MachineKind; pattern: RegExp }[] = [
  { kind: 'compute-module', pattern: /\b(raspberry pi|compute module|jetson|rock ?pi|orange ?pi|odroid|rockpro64|pine64)\b/i },
  // Apple names: Macmini / Mac mini, iMac, MacBook*, MacPro / Mac Pro, Mac Studio.
  { kind: 'mini-pc', pattern: /\b(mac ?mini|macmini\d)/i },
  { kind: 'all-in-one', pattern: /\b(imac\d*|all[ -]in[ -]one|aio)\b/i },
  { kind: 'laptop', pattern: /\b(macbook\w*|thinkpad|elitebook|probook|zbook|ideapad|latitude \d|inspiron \d{2,4}[- ]?\d*|vivobook|zenbook|chromebook|surface (laptop|book|pro))/i },
  { kind: 'server', pattern: /\b(poweredge|proliant|system x|thinksystem|primergy|supermicro super server|superserver|rack ?mount|main server chassis|multi-system chassis|blade|server)\b/i },
  { kind: 'mini-pc', pattern: /\b(nuc\d*\w*|mini ?pc|thinkcentre m\d+q|tiny|micro form factor|\bmff\b|optiplex \d+ micro|elitedesk \d+ g\d+ mini|prodesk \d+ g\d+ mini|beelink|minisforum|gmktec|zbox|brix|lattepanda|chromebox|compact|usff)\b/i },
  { kind: 'laptop', pattern: /\b(notebook|laptop|portable|sub ?notebook|convertible|detachable|tablet|hand ?held)\b/i },
  { kind: 'desktop', pattern: /\b(desktop|tower|mini tower|low profile desktop|space-saving|pizza box|lunch box|mac ?pro|macpro\d|mac studio)\b/i },
];

/** The kind of machine the first of these values that names one tells (model names before chassis types). */
export function machineKindOf(...values: (string | null | undefined)[]): MachineKind | null {
  for (const row of machineKinds) if (values.some((value) => value && row.pattern.test(value))) return row.kind;
  return null;
}

/**
 * Display adapters that are no graphics card (remote-desktop, second-screen and virtual machines'
 * drivers), Intel's few cards, then graphics in a processor, a chipset or a server's management
 * controller. A name matching no row is a graphics card.
 */
export const graphicsKinds: readonly { kind: GraphicsKind; pattern: RegExp }[] = [
  {
    kind: 'virtual',
    pattern:
      /\b(remote display|basic display|basic render|indirect display|spacedesk|displaylink|parsec|virtual (display |video )?adapter|virtual display|virtual monitor|virtualbox|vboxvga|vboxsvga|vmsvga|vmware svga|svga ii|hyper-v video|qxl|virtio|bochs|cirrus logic gd 5446|citrix|splashtop|teamviewer|anydesk|xen)\b/i,
  },
  { kind: 'discrete', pattern: /\b(arc (a|b)\d{3}m?|iris xe max|dg[12])\b/i },
  // Every other Intel display adapter is the processor's or the chipset's.
  { kind: 'integrated', pattern: /\b(intel|hd graphics|uhd graphics|iris|gma \d|graphics media accelerator)\b/i },
  {
    kind: 'integrated',
    pattern:
      /\b(radeon\(tm\) graphics|radeon graphics|radeon(\(tm\))? vega \d+|vega \d+ graphics|radeon \d{3}m|radeon r[2-7] graphics|radeon hd [34][12]\d{2}|renoir|cezanne|lucienne|picasso|raven|barcelo|rembrandt|phoenix|hawk point|mendocino|van gogh|wrestler|loveland|kabini|mullins|beema|carrizo|stoney|kaveri|trinity|richland|godavari|sumo|rs780|rs880|apple m\d|aspeed|ast\d{4}|matrox|g200e\w*|mga g200\w*|ion|nforce|geforce (?:320m|9400m?|9300m?|8200|8300|7150m|7050|6150)|mali|videocore|vc4|v3d|adreno|tegra\w*)\b/i,
  },
];

/** A display adapter's kind. */
export function graphicsKindOf(name: string): GraphicsKind {
  return graphicsKinds.find((row) => row.pattern.test(name))?.kind ?? 'discrete';
}

/**
 * A Mac's memory by model identifier: `slots` for the models with memory slots (and their module
 * format), soldered otherwise. Apple silicon (Mac13,x and later, MacBookAir10,1, MacBookPro17–18,
 * Macmini9,1, iMac21,x, Mac14…16) has no upgradable part at all.
 */
export interface MacModel {
  pattern: RegExp;
  appleSilicon: boolean;
  /** Memory slots and their format, or null when memory is soldered. */
  memory: { format: 'DIMM' | 'SO-DIMM'; slots: number } | null;
}

export const macModels: readonly MacModel[] = [
  { pattern: /^(Mac1[3-9],\d+|MacBookAir10,1|MacBookPro1[78],\d+|Macmini9,1|iMac2[1-9],\d+)$/, appleSilicon: true, memory: null },
  // Intel laptops: MacBook (2006–2010) and the 13"/15"/17" MacBook Pro up to 2012 take SO-DIMMs.
  { pattern: /^MacBook[1-7],\d+$/, appleSilicon: false, memory: { format: 'SO-DIMM', slots: 2 } },
  { pattern: /^MacBookPro([1-9]),\d+$/, appleSilicon: false, memory: { format: 'SO-DIMM', slots: 2 } },
  { pattern: /^(MacBook(8|9|10),\d+|MacBookAir\d+,\d+|MacBookPro1[0-6],\d+)$/, appleSilicon: false, memory: null },
  // Mac mini: SO-DIMMs except the 2014 model (Macmini7,1), soldered.
  { pattern: /^Macmini7,1$/, appleSilicon: false, memory: null },
  { pattern: /^Macmini[1-8],\d+$/, appleSilicon: false, memory: { format: 'SO-DIMM', slots: 2 } },
  // iMac: SO-DIMMs (four in the 27", two in most 21.5"), except the 21.5" of late 2013–2015 and 2017's entry model, soldered.
  { pattern: /^iMac(14,[14]|16,[12]|18,1)$/, appleSilicon: false, memory: null },
  { pattern: /^iMac(1[2-9]|20),\d+$/, appleSilicon: false, memory: { format: 'SO-DIMM', slots: 4 } },
  { pattern: /^iMac([4-9]|1[01]),\d+$/, appleSilicon: false, memory: { format: 'SO-DIMM', slots: 2 } },
  { pattern: /^iMacPro1,1$/, appleSilicon: false, memory: { format: 'DIMM', slots: 4 } },
  { pattern: /^MacPro[1-5],\d+$/, appleSilicon: false, memory: { format: 'DIMM', slots: 8 } },
  { pattern: /^MacPro6,1$/, appleSilicon: false, memory: { format: 'DIMM', slots: 4 } },
  { pattern: /^MacPro7,1$/, appleSilicon: false, memory: { format: 'DIMM', slots: 12 } },
];

export const macModelOf = (identifier: string | null): MacModel | null => (identifier ? (macModels.find((row) => row.pattern.test(identifier)) ?? null) : null);
