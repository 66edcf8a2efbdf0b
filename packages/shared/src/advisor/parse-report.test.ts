import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/files.ts';
import { detectReportKind, otherToolOf, recogniseReport } from './parse-report.ts';
import { readDriveGb, readSpeedMts, slowestSpeed } from './report-facts.ts';
import { readLocaleMegabytes } from './systeminfo.ts';

describe('dmidecode (fixtures/SOURCES.md)', () => {
  it('an ASUS P8P67 desktop: the socket as the firmware names it, DDR3 from the family as the modules say "<OUT OF SPEC>"', () => {
    expect(recogniseReport(fixture('dmidecode-asus-p8p67.txt'))).toMatchObject({
      kind: 'dmidecode',
      processor: { model: 'Intel Core i5-2300', family: 'Intel Core 2nd/3rd gen (Sandy/Ivy Bridge)', socket: 'LGA1155', memoryTypes: ['DDR3'], integratedGraphics: true, soldered: false },
      // "System Product Name" (the vendor's placeholder) is not taken for the board.
      board: 'ASUSTeK Computer INC. P8P67',
      memory: { type: 'DDR3', format: 'DIMM', totalGb: 4, modules: 2, slots: 4 },
      graphics: null,
      storage: [],
      machine: 'desktop',
      unknown: ['graphics', 'storage'],
    });
  });

  it('a ThinkPad Edge E320: a notebook chassis, DDR3 SO-DIMM as the modules state, two empty slots', () => {
    const machine = recogniseReport(fixture('dmidecode-thinkpad-e320.txt'))!;
    expect(machine.machine).toBe('laptop');
    expect(machine.processor).toMatchObject({ model: 'Intel Core i5-2450M', socket: null, soldered: true, memoryTypes: ['DDR3'] });
    expect(machine.memory).toMatchObject({ type: 'DDR3', format: 'SO-DIMM', totalGb: 8, modules: 2, slots: 4 });
  });

  it('only `dmidecode -t memory`: memory told, the rest could not', () => {
    const memoryOnly = fixture('dmidecode-asus-p8p67.txt').split(/\n(?=Handle 0x0024)/)[1]!;
    const machine = recogniseReport(memoryOnly)!;
    expect(machine.processor).toBeNull();
    // Without the processor, "<OUT OF SPEC>" stays unknown rather than guessed; the modules state their format.
    expect(machine.memory).toMatchObject({ type: null, format: 'DIMM', totalGb: 4, modules: 2, slots: 4 });
    expect(machine.unknown).toEqual(['processor', 'processor family', 'socket', 'motherboard', 'memory type', 'graphics', 'storage', 'kind of machine']);
  });

  it('a socket stated by "Upgrade: Socket AM4" wins over the family table', () => {
    const text = 'Handle 0x0004, DMI type 4, 48 bytes\nProcessor Information\n\tSocket Designation: CPU 1\n\tVersion: AMD Ryzen 5 5600X 6-Core Processor\n\tUpgrade: Socket AM4\n';
    expect(recogniseReport(text)?.processor).toMatchObject({ socket: 'AM4', family: 'AMD Ryzen 1000–5000 (Zen to Zen 3)' });
  });

  it('placeholders are not values: "To Be Filled By O.E.M." and "Default string" leave the board unknown', () => {
    const text = 'Handle 0x0002, DMI type 2, 15 bytes\nBase Board Information\n\tManufacturer: To Be Filled By O.E.M.\n\tProduct Name: Default string\n\nHandle 0x0003, DMI type 3, 22 bytes\nChassis Information\n\tType: Default string\n';
    const machine = recogniseReport(text)!;
    expect(machine.board).toBeNull();
    expect(machine.machine).toBeNull();
    expect(machine.unknown).toContain('motherboard');
  });
});

describe('inxi (fixtures/SOURCES.md)', () => {
  it('a ThinkPad P52 (inxi -FRmxxxrz): DDR4 in all four slots, an NVMe drive and one inxi does not say the interface of', () => {
    expect(recogniseReport(fixture('inxi-thinkpad-p52.txt'))).toMatchObject({
      kind: 'inxi',
      processor: { model: 'Intel Core i7-8750H', family: 'Intel Core mobile', socket: null, memoryTypes: ['DDR4'], integratedGraphics: true, soldered: true },
      board: 'LENOVO 20M9CTO1WW',
      memory: { type: 'DDR4', format: 'SO-DIMM', totalGb: 32, modules: 4, slots: 4 },
      graphics: [{ name: 'Intel CoffeeLake-H GT2 [UHD Graphics 630]', kind: 'integrated' }, { name: 'NVIDIA GP107GLM [Quadro P1000 Mobile]', kind: 'discrete' }],
      storage: [
        { model: 'Crucial CT1000P3SSD8', interface: 'NVMe' },
        { model: 'Crucial CT1000MX500SSD1', interface: null },
      ],
      machine: 'laptop',
      unknown: [],
    });
  });

  it('a ThinkPad W520 (inxi without -m): the usable memory rounded, its type and slots unknown; the USB camera is no graphics card', () => {
    const machine = recogniseReport(fixture('inxi-thinkpad-w520.txt'))!;
    expect(machine.processor).toMatchObject({ model: 'Intel Core i7-2760QM', soldered: true });
    expect(machine.memory).toMatchObject({ type: null, format: 'SO-DIMM', totalGb: 8, modules: null, slots: null });
    expect(machine.graphics).toEqual([{ name: 'Intel 2nd Generation Core Processor Family Integrated Graphics', kind: 'integrated' }, { name: 'NVIDIA GF108GLM [Quadro 1000M]', kind: 'discrete' }]);
    expect(machine.storage).toEqual([{ model: 'Intel SSDSC2BF180A4L', interface: null, sizeGb: 180.05 }]);
    expect(machine.unknown).toEqual(['memory type', 'memory modules', 'memory slots']);
  });

  it('only the CPU section of a desktop: the platform from the family table, the rest unknown', () => {
    const text = 'CPU:\n  Info: 6-core model: AMD Ryzen 5 5600X bits: 64 type: MT MCP\nInfo:\n  Processes: 300 Uptime: 1h Memory: 15.54 GiB used: 2 GiB (12%)\n';
    const machine = recogniseReport(text)!;
    expect(machine.processor).toMatchObject({ socket: 'AM4', memoryTypes: ['DDR4'], soldered: false });
    expect(machine.memory).toMatchObject({ type: 'DDR4', totalGb: 16, format: null });
    expect(machine.machine).toBeNull();
  });
});

describe('system_profiler SPHardwareDataType (fixtures/SOURCES.md)', () => {
  it('a Mac mini (2009) with decimal commas: a mini PC whose two SO-DIMM slots the Mac table tells', () => {
    const machine = recogniseReport(fixture('system-profiler-mac-mini-2009.txt'))!;
    expect(machine).toMatchObject({ kind: 'system-profiler', machine: 'mini-pc', mac: { model: 'Macmini3,1', appleSilicon: false }, memory: { totalGb: 4, format: 'SO-DIMM', slots: 2, type: null } });
    // A Core 2 Duo is outside the table: named, not guessed.
    expect(machine.processor).toEqual({ model: 'Intel Core 2 Duo', family: null, socket: null, memoryTypes: [], integratedGraphics: null, soldered: null, count: 1 });
  });

  it('a MacBook (2006): a laptop', () => {
    expect(recogniseReport(fixture('system-profiler-macbook-2006.txt'))).toMatchObject({ machine: 'laptop', memory: { totalGb: 1, format: 'SO-DIMM' } });
  });

  it('the same report from a German Mac (labels translated here from the English fixture), on Apple silicon', () => {
    const german = 'Hardware:\n\n    Hardware-Übersicht:\n\n      Modellname: MacBook Air\n      Chip: Apple M2\n      Arbeitsspeicher: 8 GB\n';
    const machine = recogniseReport(german)!;
    expect(machine.processor).toMatchObject({ model: 'Apple M2', family: 'Apple silicon (M-series)', soldered: true, memoryTypes: [] });
    expect(machine).toMatchObject({ machine: 'laptop', memory: { totalGb: 8, type: null } });
  });
});

describe('lshw text (fixtures/SOURCES.md)', () => {
  it('an HP 600B desktop: board, DDR3 DIMMs in both banks, two SATA disks and a USB flash disk, the empty USB card readers left out', () => {
    expect(recogniseReport(fixture('lshw-hp-600b.txt'))).toMatchObject({
      kind: 'lshw',
      processor: { model: 'Intel Core i3-2120T', family: 'Intel Core 2nd/3rd gen (Sandy/Ivy Bridge)', socket: 'LGA1155', memoryTypes: ['DDR3'], integratedGraphics: true, soldered: false },
      board: 'PEGATRON CORPORATION 2AE2',
      memory: { type: 'DDR3', format: 'DIMM', totalGb: 4, modules: 2, slots: 2 },
      graphics: [{ name: 'Intel Corporation 2nd Generation Core Processor Family Integrated Graphics Controller', kind: 'integrated' }],
      storage: [
        { model: 'Generic Flash Disk', interface: 'USB' },
        { model: 'ST500DM002-1BD14', interface: 'SATA' },
        { model: 'ST500VT001-1K614', interface: 'SATA' },
      ],
      machine: 'desktop',
      unknown: [],
    });
  });

  it('an HP ProBook 430 G4: a notebook chassis, DDR4 SO-DIMM from the banks; no disk in the tree, so storage stays unknown', () => {
    const machine = recogniseReport(fixture('lshw-hp-probook-430-g4.txt'))!;
    expect(machine).toMatchObject({ kind: 'lshw', board: 'HP 822C', machine: 'laptop', graphics: [{ name: 'Intel Corporation HD Graphics 620', kind: 'integrated' }] });
    // "slot: U3E1" is no socket, and "serial: To Be Filled By O.E.M." is not read at all.
    expect(machine.processor).toMatchObject({ model: 'Intel Core i5-7200U', socket: null, soldered: true });
    expect(machine.memory).toMatchObject({ type: 'DDR4', format: 'SO-DIMM', totalGb: 16, modules: 2, slots: 2 });
    expect(machine.unknown).toEqual(['storage']);
  });

  it('only `lshw -class memory` of the desktop: the memory told, an empty bank counted as a slot, the rest unknown', () => {
    const text = ['  *-memory', '       description: System Memory', '       size: 4GiB', '     *-bank:0', '          description: DIMM DDR3 Synchronous 1333 MHz (0.8 ns)', '          size: 4GiB', '     *-bank:1', '          description: DIMM [empty]', ''].join('\n');
    const machine = recogniseReport(text)!;
    expect(machine.kind).toBe('lshw');
    expect(machine.memory).toMatchObject({ type: 'DDR3', format: 'DIMM', totalGb: 4, modules: 1, slots: 2 });
    expect(machine.unknown).toEqual(['processor', 'processor family', 'socket', 'motherboard', 'graphics', 'storage', 'kind of machine']);
  });
});

describe('lshw in other languages (issue 40): its keys translated here from the English fixture', () => {
  const keys: Record<string, Record<string, string>> = {
    French: { description: 'description :', product: 'produit :', vendor: 'fabricant :', size: 'taille :', slot: 'emplacement :' },
    Polish: { description: 'opis:', product: 'produkt:', vendor: 'producent:', size: 'rozmiar:', slot: 'gniazdo:' },
    Russian: { description: 'описание:', product: 'продукт:', vendor: 'производитель:', size: 'размер:', slot: 'слот:' },
  };
  it.each(Object.keys(keys))('%s: read the same as English', (language) => {
    const english = fixture('lshw-hp-600b.txt');
    const translated = english.replace(/^(\s+)(description|product|vendor|size|slot):/gm, (_all, indent: string, key: string) => `${indent}${keys[language]![key]}`);
    expect(translated).not.toMatch(/^\s+description:/m);
    expect(recogniseReport(translated)).toEqual(recogniseReport(english));
  });
});

describe('drive sizes and memory speeds (issue 40)', () => {
  it.each([
    ['476GiB (512GB)', 512],
    ['7633MiB (8004MB)', 8],
    ['238.47 GiB', 256.06],
    ['1.82 TiB', 2001.11],
    ['500.1GB', 500.1],
    ['320,07 GB (320 072 933 376 bytes)', 320.07],
    ['62537072640', 62.54],
    ['1Gbit/s', null],
    ['', null],
  ] as const)('a drive of "%s" is %s GB, as drives are sold', (printed, gb) => {
    expect(readDriveGb(printed)).toBe(gb);
  });

  it.each([
    ['SODIMM DDR4 Synchrone 2400 MHz (0,4 ns)', 2400],
    ['3200 MT/s', 3200],
    ['2667MHz (0.4ns)', 2667],
    ['Unknown', null],
    ['Up to 480 Mb/sec', null],
  ] as const)('a module of "%s" runs at %s MT/s', (printed, mts) => {
    expect(readSpeedMts(printed)).toBe(mts);
  });

  it('modules of different speeds run at the slowest one', () => {
    expect(slowestSpeed([2400, null, 2133])).toBe(2133);
    expect(slowestSpeed([null])).toBeNull();
  });

  it('inxi: the rated speed when it prints spec and actual, and a disk it says is on SATA', () => {
    const report = [
      'CPU: Info: 6-core model: AMD Ryzen 5 3600 bits: 64',
      'Memory: RAM: total: 15.54 GiB',
      '  Array-1: capacity: 64 GiB slots: 4 EC: None',
      '  Device-1: DIMM_A1 type: DDR4 size: 8 GiB speed: spec: 3200 MT/s actual: 2933 MT/s',
      '  Device-2: DIMM_B1 type: DDR4 size: 8 GiB speed: spec: 3600 MT/s actual: 2933 MT/s',
      'Drives: Local Storage: total: 931.51 GiB',
      '  ID-1: /dev/sda vendor: Crucial model: CT1000MX500SSD1 size: 931.51 GiB sata: 3.3 speed: 6.0 Gb/s',
    ].join('\n');
    const machine = recogniseReport(report)!;
    expect(machine.memory?.speedMts).toBe(3200);
    expect(machine.storage).toEqual([{ model: 'Crucial CT1000MX500SSD1', interface: 'SATA', sizeGb: 1000.2 }]);
  });

  it('system_profiler: a Serial-ATA drive with its capacity, not its volumes\'; a module\'s speed, not a USB link\'s', () => {
    const report = [
      'Hardware:',
      '',
      '    Hardware Overview:',
      '',
      '      Model Identifier: Macmini4,1',
      '      Memory: 4 GB',
      '',
      'Memory:',
      '',
      '    Memory Slots:',
      '',
      '        BANK 0/DIMM0:',
      '',
      '          Size: 2 GB',
      '          Type: DDR3',
      '          Speed: 1067 MHz',
      '',
      'USB:',
      '',
      '    USB 2.0 Bus:',
      '',
      '      Speed: Up to 480 Mb/sec',
      '',
      'Serial-ATA:',
      '',
      '    NVidia MCP89 AHCI:',
      '',
      '        TOSHIBA MK3255GSXF:',
      '',
      '          Capacity: 320.07 GB (320,072,933,376 bytes)',
      '          Model: TOSHIBA MK3255GSXF',
      '          Volumes:',
      '            macOS:',
      '              Capacity: 119.73 GB (119,728,959,488 bytes)',
    ].join('\n');
    const machine = recogniseReport(report)!;
    expect(machine.memory?.speedMts).toBe(1067);
    expect(machine.storage).toEqual([{ model: 'TOSHIBA MK3255GSXF', interface: 'SATA', sizeGb: 320.07 }]);
    expect(machine.nvme).toBe(false);
  });
});

describe('lshw -json (fixtures/SOURCES.md)', () => {
  it('a Fujitsu LIFEBOOK E782 from a German system ("Hauptplatine", "SODIMM DDR3 Synchron"): read the same as English', () => {
    expect(recogniseReport(fixture('lshw-json-fujitsu-lifebook-e782.json'))).toMatchObject({
      kind: 'lshw-json',
      processor: { model: 'Intel Core i7-3540M', family: 'Intel Core mobile', socket: null, memoryTypes: ['DDR3'], integratedGraphics: true, soldered: true },
      board: 'FUJITSU FJNB253',
      memory: { type: 'DDR3', format: 'SO-DIMM', totalGb: 16, modules: 2, slots: 2 },
      graphics: [{ name: 'Intel Corporation 3rd Gen Core processor Graphics Controller', kind: 'integrated' }],
      storage: [{ model: 'Samsung SSD 860', interface: 'SATA' }],
      machine: 'laptop',
      unknown: [],
    });
  });

  it('an HP ProBook 6450b: a first-generation Core i5 outside the family table stays unplaced; the DVD writer is no drive', () => {
    const machine = recogniseReport(fixture('lshw-json-hp-probook-6450b.json'))!;
    expect(machine.processor).toEqual({ model: 'Intel Core i5 M 460', family: null, socket: null, memoryTypes: ['DDR3'], integratedGraphics: null, soldered: null, count: 1 });
    expect(machine.memory).toMatchObject({ type: 'DDR3', format: 'SO-DIMM', totalGb: 6, modules: 2, slots: 2 });
    // The vendor "Hitachi" is not repeated before a product that already names it.
    expect(machine.storage).toEqual([{ model: 'HITACHI HTS72501', interface: 'SATA', sizeGb: 160.04 }]);
    expect(machine.unknown).toEqual(['processor family', 'socket']);
  });

  it('only `lshw -json -class processor` (an array of processor nodes): the processor, nothing else', () => {
    const text = JSON.stringify([{ id: 'cpu', class: 'processor', claimed: true, product: 'AMD Ryzen 5 5600X 6-Core Processor', vendor: 'Advanced Micro Devices [AMD]', slot: 'AM4' }]);
    const machine = recogniseReport(text)!;
    expect(machine.kind).toBe('lshw-json');
    expect(machine.processor).toMatchObject({ socket: 'AM4', family: 'AMD Ryzen 1000–5000 (Zen to Zen 3)' });
    expect(machine.board).toBeNull();
    expect(machine.storage).toEqual([]);
  });

  it('an NVMe drive is told by its node, and its namespace is not counted again', () => {
    const text = JSON.stringify({ id: 'pc', class: 'system', children: [{ id: 'nvme0', class: 'storage', description: 'NVMe device', product: 'Samsung SSD 970 EVO Plus 1TB', children: [{ id: 'namespace:0', class: 'disk', description: 'NVMe disk', size: 1000204886016, units: 'bytes' }] }] });
    expect(recogniseReport(text)?.storage).toEqual([{ model: 'Samsung SSD 970 EVO Plus 1TB', interface: 'NVMe', sizeGb: 1000.2 }]);
  });
});

describe('dxdiag (fixtures/SOURCES.md)', () => {
  it('a Phenom desktop (Windows Vista, Japanese): processor without DxDiag\'s count and clock, memory as Windows sees it, an "ATA Device" not taken for SATA', () => {
    expect(recogniseReport(fixture('dxdiag-phenom-hd4800.txt'))).toMatchObject({
      kind: 'dxdiag',
      // A Phenom (not Phenom II) is outside the family table: named, not placed.
      processor: { model: 'AMD Phenom 9750 Quad-Core Processor', family: null, socket: null, memoryTypes: [], integratedGraphics: null, soldered: null },
      board: null,
      // 3326 MB is what 32-bit Windows can use, rounded: dxdiag states no more.
      memory: { type: null, format: null, totalGb: 3, modules: null, slots: null },
      graphics: [{ name: 'ATI Radeon HD 4800 Series', kind: 'discrete' }],
      // "ATA Device" is PATA or SATA; "Unknow" is no system model.
      storage: [{ model: 'Hitachi HDP725050GLA360 ATA Device', interface: null }],
      machine: null,
      unknown: ['processor family', 'socket', 'motherboard', 'memory type', 'memory module format', 'memory modules', 'memory slots', 'kind of machine'],
    });
  });

  it('only the lines of two display devices, pasted without their banner: the graphics, the rest unknown', () => {
    const machine = recogniseReport(fixture('dxdiag-display-arc-rtx3050.txt'))!;
    expect(machine).toMatchObject({ kind: 'dxdiag', processor: null, memory: null, graphics: [{ name: 'Intel(R) Arc(TM) Graphics', kind: 'integrated' }, { name: 'NVIDIA GeForce RTX 3050 4GB Laptop GPU', kind: 'discrete' }] });
    expect(machine.unknown).not.toContain('graphics');
  });

  it('only the System Information section, with the vendor placeholders: the processor places the machine, "To Be Filled By O.E.M." says nothing', () => {
    const text = ['------------------', 'System Information', '------------------', '      System Manufacturer: To Be Filled By O.E.M.', '             System Model: To Be Filled By O.E.M.', '                Processor: Intel(R) Core(TM) i5-3570K CPU @ 3.40GHz (4 CPUs), ~3.4GHz', '                   Memory: 16384MB RAM', '      Available OS Memory: 16266MB RAM', ''].join('\n');
    const machine = recogniseReport(text)!;
    expect(machine.processor).toMatchObject({ model: 'Intel Core i5-3570K', socket: 'LGA1155', memoryTypes: ['DDR3'] });
    expect(machine.memory).toMatchObject({ type: 'DDR3', format: null, totalGb: 16, modules: null, slots: null });
    expect(machine.graphics).toBeNull();
    expect(machine.machine).toBeNull();
  });

  it('only the drives section: a drive whose model names NVMe is one; the others listed with their interface unknown', () => {
    const text = ['------------------------', 'Disk & DVD/CD-ROM Drives', '------------------------', '      Drive: C:', '      Model: NVMe Samsung SSD 980 1TB', '', '      Drive: D:', '      Model: ST2000DM008-2FR102', ''].join('\n');
    expect(recogniseReport(text)).toMatchObject({ kind: 'dxdiag', storage: [{ model: 'NVMe Samsung SSD 980 1TB', interface: 'NVMe' }, { model: 'ST2000DM008-2FR102', interface: null }], processor: null });
  });
});

describe('systeminfo (fixtures/SOURCES.md)', () => {
  it('an MSI desktop: "16,314 MB" is 16 GB; "Intel64 Family 6 Model 158" is no model name, so the processor stays unknown', () => {
    expect(recogniseReport(fixture('systeminfo-msi-trident3.txt'))).toMatchObject({
      kind: 'systeminfo',
      processor: null,
      board: null,
      memory: { type: null, format: null, totalGb: 16, modules: null, slots: null },
      graphics: null,
      storage: [],
      machine: null,
      unknown: ['processor', 'processor family', 'socket', 'motherboard', 'memory type', 'memory module format', 'memory modules', 'memory slots', 'graphics', 'storage', 'kind of machine'],
    });
  });

  it('a VirtualBox guest with a German number format: "8.192 MB" is 8 GB, not 8 MB', () => {
    expect(recogniseReport(fixture('systeminfo-virtualbox.txt'))).toMatchObject({ kind: 'systeminfo', processor: null, memory: { totalGb: 8 } });
  });

  it('the same report from a German Windows (labels translated here from the English fixture), with a named processor', () => {
    const german = fixture('systeminfo-msi-trident3.txt')
      .replace('System Model:       ', 'Systemmodell:       ')
      .replace('Total Physical Memory:', 'Gesamter physischer Speicher:')
      .replace('16,314 MB', '16.314 MB')
      .replace(/Processor\(s\):.*\n.*\n/, 'Prozessor(en):              AMD Ryzen 5 3550H with Radeon Vega Mobile Gfx2.10 GHz (AMD64 Family 23 Model 24 Stepping 1 AuthenticAMD ~1400 MHz)\n');
    const machine = recogniseReport(german)!;
    expect(machine.kind).toBe('systeminfo');
    expect(machine.processor).toMatchObject({ model: 'AMD Ryzen 5 3550H with Radeon Vega Mobile Gfx2.10 GHz', family: 'AMD Ryzen mobile', soldered: true });
    expect(machine).toMatchObject({ machine: 'laptop', memory: { totalGb: 16, format: 'SO-DIMM' } });
  });

  // Labels as French, Polish and Russian Windows print them (issue 40), translated here from the English fixture.
  it.each([
    ['French', 'Processeur(s)', '1 processeur(s) installé(s).', 'Mémoire physique totale', '16 314 Mo', 'Modèle du système'],
    ['Polish', 'Procesory', 'Zainstalowane procesory: 1.', 'Całkowita ilość pamięci fizycznej', '16 314 MB', 'Model systemu'],
    ['Russian', 'Процессор(ы)', 'Число процессоров - 1.', 'Полный объем физической памяти', '16 314 МБ', 'Модель системы'],
  ])('the same report from a %s Windows', (_language, processors, count, memory, size, model) => {
    const english = fixture('systeminfo-msi-trident3.txt');
    const translated = english
      .replace(/Processor\(s\):\s*1 Processor\(s\) Installed\./, `${processors}:              ${count}`)
      .replace('Total Physical Memory:', `${memory}:`)
      .replace('16,314 MB', size)
      .replace('System Model:', `${model}:`);
    expect(translated).not.toContain('Total Physical Memory');
    const machine = recogniseReport(translated)!;
    expect(machine).toMatchObject({ kind: 'systeminfo', processor: null, memory: { totalGb: 16 } });
    expect(machine.machine).toBe(recogniseReport(english)!.machine);
  });

  it('only the memory line: the size fitted (what Windows can use is a little under it), the rest unknown', () => {
    expect(recogniseReport('Total Physical Memory:     31,937 MB\n')).toMatchObject({ kind: 'systeminfo', processor: null, memory: { totalGb: 32 } });
  });

  it.each([
    ['16,314 MB', 16314],
    ['8.192 MB', 8192],
    ['16 271 MB', 16271],
    ['16.271,5 MB', 16271.5],
    ['1.023 MB', 1023],
    ['512 MB', 512],
    ['N/A', null],
  ])('megabytes as a locale writes them: %s', (text, mb) => {
    expect(readLocaleMegabytes(text)).toBe(mb);
  });
});

describe('what is no report', () => {
  it.each(['', 'hello', 'My PC is slow, what should I buy?', '{"report": 1}', '[{"id": 1}]', '{"class": "processor"', 'CPU: fast', 'Memory: 16 GB', 'Processor: fast', 'Handle this with care', '\u0000'.repeat(100)])('%j', (text) => {
    expect(detectReportKind(text)).toBeNull();
    expect(recogniseReport(text)).toBeNull();
  });
});

describe('other tools people paste (issue 40): named, so the shopper knows what to run instead', () => {
  it.each([
    ['lshw -short', 'H/W path           Device      Class          Description\n==================================================\n                                system         HP 600B\n/0/0                            memory         4GiB System Memory\n'],
    ['lspci', '00:00.0 Host bridge: Intel Corporation 2nd Generation Core Processor Family DRAM Controller (rev 09)\n00:02.0 VGA compatible controller: Intel Corporation 2nd Generation Core Processor Family Integrated Graphics Controller (rev 09)\n'],
    ['lsblk', 'NAME        MAJ:MIN RM   SIZE RO TYPE MOUNTPOINTS\nnvme0n1     259:0    0 931.5G  0 disk\n'],
    ['neofetch or fastfetch', 'user@host\n---------\nOS: Ubuntu 22.04.3 LTS x86_64\nHost: 20L5CTO1WW ThinkPad T480\nCPU: Intel i5-8350U (8) @ 3.600GHz\nMemory: 3021MiB / 15787MiB\n'],
    ['Get-ComputerInfo', 'CsManufacturer                                          : LENOVO\nCsModel                                                 : 20L5CTO1WW\n'],
    ['cat /proc/cpuinfo', 'processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Core(TM) i5-8350U CPU @ 1.70GHz\n'],
  ])('%s', (tool, text) => {
    expect(recogniseReport(text)).toBeNull();
    expect(otherToolOf(text)).toBe(tool);
  });

  it('text that is no report names no tool', () => {
    expect(otherToolOf('my computer is slow, what should I buy?')).toBeNull();
  });
});
