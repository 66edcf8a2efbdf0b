/**
 * The catalog's CSV import (issue 42, decision 093): files as spreadsheets and suppliers write
 * them (a byte-order mark, semicolons and decimal commas, quoted cells with commas and line
 * breaks), matched by SKU, checked row by row before anything is written, and the export's file
 * imported back changing nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ImportJob, ImportResult, Part, PricePoint } from '@coreparts/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;
let customer: TestAccount;
let images: http.Server;
let imagesUrl: string;

const IMAGE = '/images/parts/vortex-vx-7700-12gb.webp';
const HEADER = 'sku,name,category,brand,mpn,gtin,price,quantity,min,description,image,images,spec.socket,spec.cores,spec.memoryTypes,spec.unlocked';

beforeAll(async () => {
  // The image server is on loopback: this shop allows it, as an operator with a supplier inside their network would.
  t = await createTestApp({ IMPORT_PRIVATE_IMAGES: 'true' });
  admin = await createAccount(t, 'admin');
  customer = await createAccount(t);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3060c0' } }).png().toBuffer();
  images = http.createServer((request, response) => {
    if (request.url === '/card.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url === '/moved.png') return response.writeHead(302, { location: '/card.png' }).end();
    if (request.url === '/text.png') return response.writeHead(200, { 'content-type': 'image/png' }).end('not an image');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imagesUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  images?.close();
  await t?.close();
});

const sku = (() => {
  let n = 0;
  return (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`;
})();

function importFile(body: string | Buffer, query = '', who = admin, contentType = 'text/csv; charset=utf-8') {
  return t.app.inject({ method: 'POST', url: `/api/admin/catalog/import${query}`, headers: { ...who.headers, 'content-type': contentType }, payload: body });
}

async function partBySku(code: string): Promise<Part | undefined> {
  const res = await callAs(t, 'GET', `/api/parts?q=${encodeURIComponent(code)}&limit=5`);
  return (res.json() as { items: Part[] }).items.find((part) => part.sku === code);
}

const processorRow = (code: string, price = '449.00', quantity = '5') =>
  `${code},Ryzen 7 7800X3D,processor,AMD,100-100000910WOF,0730143314930,${price},${quantity},1,"8 cores, 3D V-Cache",${IMAGE},,AM5,8,DDR5,true`;

describe('the catalog’s import', () => {
  it('checks a file without writing it on a dry run, then writes it, each part found by its SKU with its first price', async () => {
    const code = sku('CP-CPU');
    const file = `${HEADER}\n${processorRow(code)}\n`;
    const dry = await importFile(file, '?dryRun=1');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [] });
    expect(await partBySku(code)).toBeUndefined();

    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [] });
    const part = (await partBySku(code))!;
    expect(part).toMatchObject({ name: 'Ryzen 7 7800X3D', category: 'processor', price: 449, quantity: 5, min: 1, text: '8 cores, 3D V-Cache', brand: 'AMD', mpn: '100-100000910WOF', gtin: '0730143314930' });
    expect(part.specs).toEqual({ socket: 'AM5', cores: 8, memoryTypes: ['DDR5'], unlocked: true });
    const history = (await callAs(t, 'GET', `/api/part/${part._id}/price-history`)).json() as PricePoint[];
    expect(history.map((point) => point.price)).toEqual([449]);
  });

  it('updates the rows that changed, leaves the others, and keeps each new price (matched whatever the SKU’s case)', async () => {
    const [a, b] = [sku('CP-UPD'), sku('CP-UPD')];
    expect((await importFile(`${HEADER}\n${processorRow(a)}\n${processorRow(b)}\n`)).json()).toMatchObject({ created: 2 });
    const again = await importFile(`${HEADER}\n${processorRow(a, '399.99', '9')}\n${processorRow(b.toLowerCase())}\n`);
    expect(again.json()).toEqual({ created: 0, updated: 2, unchanged: 0, errors: [] });
    // The second row only wrote its SKU in lower case: that is its one change.
    expect((await partBySku(b.toLowerCase()))?.price).toBe(449);
    const part = (await partBySku(a))!;
    expect(part).toMatchObject({ price: 399.99, quantity: 9 });
    const history = (await callAs(t, 'GET', `/api/part/${part._id}/price-history`)).json() as PricePoint[];
    expect(history.map((point) => point.price)).toEqual([449, 399.99]);
    expect((await importFile(`${HEADER}\n${processorRow(a, '399.99', '9')}\n`)).json()).toEqual({ created: 0, updated: 0, unchanged: 1, errors: [] });
  });

  it('keeps what a column left out holds, and an empty cell removes a brand or a specification', async () => {
    const code = sku('CP-COL');
    await importFile(`${HEADER}\n${processorRow(code)}\n`);
    const res = await importFile(`sku,name,category,price,quantity,description,image,brand,spec.unlocked\n${code},Ryzen 7 7800X3D,processor,429,5,"8 cores, 3D V-Cache",${IMAGE},,\n`);
    expect(res.json(), res.body).toEqual({ created: 0, updated: 1, unchanged: 0, errors: [] });
    const part = (await partBySku(code))!;
    expect(part.brand).toBeUndefined();
    expect(part.mpn).toBe('100-100000910WOF');
    expect(part.specs).toEqual({ socket: 'AM5', cores: 8, memoryTypes: ['DDR5'] });
  });

  it('reads a spreadsheet’s file: a byte-order mark, semicolons, decimal commas and quoted cells over several lines', async () => {
    const code = sku('CP-EU');
    const file = `\uFEFFsku;name;category;price;quantity;description;image;spec.cores\r\n${code};"Prozessor; boxed";processor;"1.299,5";3;"Zeile eins\r\nZeile ""zwei""";${IMAGE};16\r\n`;
    // 1.299,5 with a thousands dot is not a number this import guesses at: the row says so.
    const refused = await importFile(file, '?dryRun=1');
    expect(refused.json()).toEqual({ created: 0, updated: 0, unchanged: 0, errors: [{ row: 2, field: 'price', message: expect.any(String) }] });
    const res = await importFile(Buffer.from(file.replace('1.299,5', '1299,5'), 'utf8'));
    expect(res.json(), res.body).toMatchObject({ created: 1 });
    expect(await partBySku(code)).toMatchObject({ name: 'Prozessor; boxed', price: 1299.5, text: 'Zeile eins\r\nZeile "zwei"', specs: { cores: 16 } });
    // In a comma file a comma in a number is no decimal point: "1,29" is not read as 1.29.
    const comma = await importFile(`${HEADER}\n${sku('CP-US')},Chip,processor,,,,"1,29",1,1,x,${IMAGE},,,,,\n`, '?dryRun=1');
    expect(comma.json().errors).toEqual([{ row: 2, field: 'price', message: 'Must be a number' }]);
  });

  it('lists every bad row with its line and column, and a file with any writes nothing (400)', async () => {
    const [good, bad] = [sku('CP-OK'), sku('CP-BAD')];
    const file = [
      HEADER,
      processorRow(good),
      // Line 3 holds a quoted description over two lines: the next row is line 5.
      `${bad},Board,motherboard,,,,129.99,4,1,"two\nlines",${IMAGE},,,,,`,
      `${bad},Again,processor,,,,10,1,1,x,${IMAGE},,,,,`,
      `${sku('CP-BAD')},Card,graphics-cards,,,4006381333932,0,-1,1,x,/etc/passwd,,,,,`,
      `${sku('CP-BAD')},Chip,processor,,,,10,1,1,x,${IMAGE},,AM9,lots,DDR9,maybe`,
      `${sku('CP-BAD')},Few,processor,,,,10,1,5,x,${IMAGE},,,,,`,
      `,No SKU,processor,,,,10,1,1,x,${IMAGE},,,,,`,
      `${sku('CP-BAD')},Short row,processor`,
    ].join('\n');
    const res = await importFile(file);
    expect(res.statusCode).toBe(400);
    const body = res.json() as ImportResult & { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'import_refused', message: `The file has ${body.errors.length} errors. Nothing was imported.` });
    const where = body.errors.map((error) => `${error.row}:${error.field}`);
    expect(where).toEqual(
      expect.arrayContaining(['5:sku', '6:category', '6:gtin', '6:price', '6:quantity', '6:image', '7:spec.socket', '7:spec.cores', '7:spec.memoryTypes', '7:spec.unlocked', '8:min', '9:sku', '10:null']),
    );
    expect(body.errors.find((error) => error.row === 5)!.message).toBe('This SKU is already on line 3');
    expect(body.errors.find((error) => error.field === 'gtin')!.message).toBe('This GTIN has a wrong check digit: please check the number');
    expect(body.errors.find((error) => error.row === 10)!.message).toBe('This row has 3 cells; the header has 16');
    expect(await partBySku(good)).toBeUndefined();
  });

  it('refuses a header it does not know, a file that is not UTF-8, and one with no rows', async () => {
    const header = await importFile('sku,name,colour,category,price,quantity,description\nX,Y,red,ram,1,1,d\n', '?dryRun=1');
    expect(header.json().errors).toEqual([
      { row: 1, field: 'colour', message: 'Unknown column colour' },
      { row: 1, field: 'image', message: 'The header needs the column image' },
    ]);
    const latin1 = Buffer.concat([Buffer.from(`${HEADER}\n${sku('CP-L1')},Ger`), Buffer.from([0xe4]), Buffer.from(`t,processor,,,,10,1,1,x,${IMAGE},,,,,\n`)]);
    expect((await importFile(latin1, '?dryRun=1')).json().errors).toEqual([{ row: 1, field: null, message: 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again' }]);
    expect((await importFile(`${HEADER}\n`, '?dryRun=1')).json().errors).toEqual([{ row: 2, field: null, message: 'The file has no rows below its header' }]);
    expect((await importFile(`${HEADER}\n"unclosed,x\n`, '?dryRun=1')).json().errors[0]).toMatchObject({ field: null, message: expect.stringMatching(/^The file cannot be read as CSV: /) });
  });

  it('imports the export’s own file back without changing anything, what it guarded against formulas included', async () => {
    const code = sku('CP-FX');
    await importFile(`sku,name,category,price,quantity,description,image,brand\n${code},"=Formula, -5% card",graphics-card,99,1,"-2 dB; =quiet",${IMAGE},@Brand\n`);
    const exported = await callAs(t, 'GET', '/api/admin/catalog/export.csv', admin);
    expect(exported.statusCode).toBe(200);
    const res = await importFile(exported.rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as ImportResult;
    expect(result).toMatchObject({ created: 0, updated: 0, errors: [] });
    expect(result.unchanged).toBeGreaterThan(10);
  });

  it('takes the file in the multipart field "file", and only from an admin', async () => {
    const code = sku('CP-MP');
    const boundary = 'coreparts-import';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}\n${processorRow(code)}\n\r\n--${boundary}--\r\n`;
    const res = await importFile(body, '?dryRun=1', admin, `multipart/form-data; boundary=${boundary}`);
    expect(res.json(), res.body).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [] });
    expect((await importFile(`${HEADER}\n${processorRow(code)}\n`, '', customer)).statusCode).toBe(403);
    expect((await importFile('{}', '', admin, 'application/json')).statusCode).toBe(415);
  });

  it('fetches an image given by address once, through redirects, and stores it like an upload; a failed fetch is the row’s error', async () => {
    const [a, b] = [sku('CP-IMG'), sku('CP-IMG')];
    const row = (code: string, image: string) => `${code},Card,graphics-card,,,,599,2,1,x,${image},,,,,`;
    const res = await importFile(`${HEADER}\n${row(a, `${imagesUrl}/moved.png`)}\n${row(b, `${imagesUrl}/moved.png`)}\n`);
    expect(res.json(), res.body).toMatchObject({ created: 2, errors: [] });
    const [partA, partB] = [(await partBySku(a))!, (await partBySku(b))!];
    expect(partA.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(partB.image).toBe(partA.image);
    const served = await t.app.inject({ method: 'GET', url: partA.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const bad = await importFile(`${HEADER}\n${row(sku('CP-IMG'), `${imagesUrl}/missing.png`)}\n${row(sku('CP-IMG'), `${imagesUrl}/text.png`)}\n`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { row: 2, field: 'image', message: 'The image could not be fetched: the server answered 404' },
      { row: 3, field: 'image', message: 'The address does not give a JPEG, PNG, WebP, GIF or AVIF image' },
    ]);
  });

  it('reads further pictures from `images`, each by path or by address, and keeps them when the column is left out', async () => {
    const code = sku('CP-PICS');
    const second = '/images/parts/vortex-vx-7700-12gb.webp'.replace('vortex-vx-7700-12gb', 'arcwave-a7-8700');
    const res = await importFile(`${HEADER}\n${code},Card,graphics-card,,,,599,2,1,x,${IMAGE},${second}|${imagesUrl}/card.png,,,,\n`);
    expect(res.json(), res.body).toMatchObject({ created: 1, errors: [] });
    const part = (await partBySku(code))!;
    expect(part.images).toHaveLength(3);
    expect(part.images.slice(0, 2)).toEqual([IMAGE, second]);
    expect(part.images[2]).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    // Without the column, the pictures stay; the export writes them back as they are.
    expect((await importFile(`sku,name,category,price,quantity,description,image\n${code},Card,graphics-card,589,2,x,${IMAGE}\n`)).json()).toMatchObject({ updated: 1 });
    expect((await partBySku(code))!.images).toEqual(part.images);
    const nine = Array.from({ length: 8 }, (_, i) => `${imagesUrl}/card.png?${i}`).join('|');
    const tooMany = await importFile(`${HEADER}\n${code},Card,graphics-card,,,,599,2,1,x,${IMAGE},${nine},,,,\n`, '?dryRun=1');
    expect(tooMany.json().errors).toEqual([{ row: 2, field: 'images', message: 'A part has 1 to 8 images' }]);
    const twice = await importFile(`${HEADER}\n${code},Card,graphics-card,,,,599,2,1,x,${IMAGE},${IMAGE},,,,\n`, '?dryRun=1');
    expect(twice.json().errors).toEqual([{ row: 2, field: 'images', message: 'The same image is given twice' }]);
  });

  it('runs in the background on asking, its progress and answer followed by any process', async () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => processorRow(`${sku('CP-JOB')}-${i}`, `${100 + i}.00`));
    const res = await importFile(`${HEADER}\n${rows.join('\n')}\n`, '?background=1');
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json() as ImportJob;
    expect(res.headers.location).toBe(`/api/admin/catalog/imports/${started.id}`);
    let job = started;
    for (let i = 0; i < 600 && job.state === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await callAs(t, 'GET', `/api/admin/catalog/imports/${started.id}`, admin)).json() as ImportJob;
    }
    expect(job).toEqual({ id: started.id, state: 'done', done: 1_200, total: 1_200, result: { created: 1_200, updated: 0, unchanged: 0, errors: [] } });
    expect((await callAs(t, 'GET', `/api/admin/catalog/imports/${started.id}`, customer)).statusCode).toBe(403);
    expect((await callAs(t, 'GET', '/api/admin/catalog/imports/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });
});
