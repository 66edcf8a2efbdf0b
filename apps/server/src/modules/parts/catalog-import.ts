/**
 * The catalog's CSV import (issue 42, decision 093): the columns the export writes, rows matched
 * to live parts by SKU (whatever its letters' case), new ones created, changed ones updated.
 *
 * A column the file leaves out keeps each part's value; a column given replaces it, an empty cell
 * removing what may be removed (a brand, a specification). Every row is checked by the product
 * form's own schema before anything is written, and a file with any error writes nothing. A good
 * file is written in one transaction: all of it or none.
 */
import { allCategorySlugs, identityKeys, messages, newPartSchema, parseSpecs, specFields, toCents, type ImportError, type ImportResult, type SpecField } from '@coreparts/shared';
import { parse, CsvError } from 'csv-parse/sync';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { unguardedCell } from '@/lib/csv.ts';
import { HttpError, isUniqueViolation } from '@/lib/http-errors.ts';
import type { StockService } from '@/modules/stock/service.ts';
import { CATALOG_COLUMNS, SPEC_KEYS } from './catalog-csv.ts';
import { recordPrices, type PriceListener } from './service.ts';
import { parts } from './tables.ts';

const m = messages.catalogImport;

/** The columns a file must have: what a new part needs, and the SKU that matches a row to a part. */
const REQUIRED = ['sku', 'name', 'category', 'price', 'quantity', 'description', 'image'] as const;
/** Every column an import reads, by its name in lower case: a header may write "SKU" or "spec.memorytypes". */
const KNOWN = new Map<string, Column>([...CATALOG_COLUMNS, ...SPEC_KEYS.map((key) => `spec.${key}` as const)].map((column) => [column.toLowerCase(), column]));
/** Errors listed at most: a wrong file can have one per row. */
const MAX_ERRORS = 1_000;
/** Rows written per statement, and between two reports of progress. */
const BATCH = 500;

type PartRow = typeof parts.$inferSelect;
type Column = (typeof CATALOG_COLUMNS)[number] | `spec.${string}`;

/** One row of the file: its line and its cells by column (only the columns the file has). */
interface FileRow {
  line: number;
  cells: Map<Column, string>;
  /** A semicolon file's numbers may have a decimal comma ("549,99"). */
  decimalComma: boolean;
}

/** A row checked: the part it will be, the live part it matches (if any), and images still to fetch. */
interface CheckedRow {
  line: number;
  current: PartRow | undefined;
  values: PartValues;
  /** Per picture (`image`, then `images`): the http(s) address to fetch when the file is written, or null. */
  remoteImages: (string | null)[];
}

/** What the import writes of a part. */
interface PartValues {
  sku: string;
  name: string;
  category: PartRow['category'];
  priceCents: number;
  quantity: number;
  minOrder: number;
  description: string;
  image: string;
  moreImages: string[];
  brand: string | null;
  mpn: string | null;
  gtin: string | null;
  specs: PartRow['specs'];
}

export interface ImportDependencies {
  db: Database;
  stock: Pick<StockService, 'setMany'>;
  /** Whether an image path of ours names an upload or a file the page ships. */
  isOurImage: (image: string) => boolean;
  /** Fetches, checks and stores an image given by its address: its path (`/uploads/…`), or why not. */
  storeRemoteImage: (address: string) => Promise<{ path: string } | { error: string }>;
  /** Told of every new price in the import's transaction (decision 094). */
  priceListeners: readonly PriceListener[];
  /** Tells the catalog's readers (every process) that parts changed. */
  catalogChanged: () => void;
}

export interface ImportOptions {
  dryRun: boolean;
  /** Called as rows are checked and written: rows done of the file's rows. */
  progress?: (done: number, total: number) => void | Promise<void>;
}

/** A result that changes nothing: the file's errors. */
const refused = (errors: ImportError[]): ImportResult => ({ created: 0, updated: 0, unchanged: 0, errors: errors.slice(0, MAX_ERRORS) });

/** Reads, checks and (unless a dry run, and only without errors) writes a catalog file. */
export async function importCatalog(file: Buffer, deps: ImportDependencies, { dryRun, progress }: ImportOptions): Promise<ImportResult> {
  const read = readFile(file);
  if (!('rows' in read)) return refused(read.errors);
  const { rows } = read;
  await progress?.(0, rows.length);
  const checked = await checkRows(deps, rows);
  const errors = [...read.errors, ...checked.errors].sort((a, b) => a.row - b.row);
  if (errors.length > 0) return refused(errors);
  const created = checked.rows.filter((row) => !row.current);
  const updated = checked.rows.filter((row) => row.current && changed(row.current, row.values));
  const result: ImportResult = { created: created.length, updated: updated.length, unchanged: checked.rows.length - created.length - updated.length, errors: [] };
  if (dryRun) return result;

  const imageErrors = await fetchImages(deps, [...created, ...updated]);
  if (imageErrors.length > 0) return refused(imageErrors);
  await write(deps, created, updated, (done) => progress?.(result.unchanged + done, rows.length));
  if (created.length + updated.length > 0) deps.catalogChanged();
  return result;
}

/**
 * The file as rows of cells and the rows that have too few or too many; or, alone, why it cannot
 * be read at all: not UTF-8, not CSV, a header we do not know, no rows.
 */
function readFile(file: Buffer): { rows: FileRow[]; errors: ImportError[] } | { errors: ImportError[] } {
  let text: string;
  try {
    // A byte-order mark, as Excel writes "CSV UTF-8", is dropped by the decoder.
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return { errors: [{ row: 1, field: null, message: m.notUtf8 }] };
  }
  const delimiter = delimiterOf(text);
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, { delimiter, raw: true, relax_column_count: true }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { errors: [{ row: line, field: null, message: m.unreadable(error.message.replace(/^[^:]*: /, '')) }] };
  }
  // Each record's first line, counted from the text it was read from: a quoted cell may hold line
  // breaks of its own (the parser's own count is off by one for each CRLF inside quotes).
  let next = 1;
  const lined = records.map(({ record, raw }) => {
    const line = next;
    next += (raw.replace(/[\r\n]+$/, '').match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
    return { record, line };
  });
  // A blank line is no row.
  const [header, ...body] = lined.filter(({ record }) => record.length > 1 || record[0]!.trim() !== '');
  if (!header) return { errors: [{ row: 1, field: null, message: m.empty }] };
  const columns = header.record.map((name) => KNOWN.get(name.trim().toLowerCase()) ?? name.trim());
  const errors = headerErrors(columns);
  if (errors.length > 0) return { errors };
  if (body.length === 0) return { errors: [{ row: header.line + 1, field: null, message: m.empty }] };

  const rows: FileRow[] = [];
  for (const { record, line } of body) {
    if (record.length !== columns.length) {
      errors.push({ row: line, field: null, message: m.cellCount(record.length, columns.length) });
      continue;
    }
    // What the export guarded against spreadsheets' formulas reads back as it was (decision 090).
    rows.push({ line, cells: new Map(columns.map((column, i) => [column as Column, unguardedCell(record[i]!).trim()])), decimalComma: delimiter === ';' });
  }
  return { rows, errors };
}

/** Semicolons when the header has more of them than commas (a spreadsheet set to a European locale), commas otherwise. */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.split(';').length > header.split(',').length ? ';' : ',';
}

function headerErrors(columns: string[]): ImportError[] {
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    if (!KNOWN.has(column.toLowerCase())) errors.push({ row: 1, field: column, message: m.unknownColumn(column) });
    else if (seen.has(column)) errors.push({ row: 1, field: column, message: m.repeatedColumn(column) });
    seen.add(column);
  }
  for (const column of REQUIRED) if (!seen.has(column)) errors.push({ row: 1, field: column, message: m.missingColumn(column) });
  return errors;
}

/** Every row checked against the part it matches: the values it will have, or why not. */
async function checkRows(deps: ImportDependencies, rows: FileRow[]): Promise<{ rows: CheckedRow[]; errors: ImportError[] }> {
  const errors: ImportError[] = [];
  const lineOfSku = new Map<string, number>();
  for (const row of rows) {
    const sku = row.cells.get('sku')!;
    const key = sku.toLowerCase();
    if (sku === '') errors.push({ row: row.line, field: 'sku', message: m.skuRequired });
    else if (lineOfSku.has(key)) errors.push({ row: row.line, field: 'sku', message: m.skuRepeated(lineOfSku.get(key)!) });
    else lineOfSku.set(key, row.line);
  }
  const current = await liveBySku(deps.db, [...lineOfSku.keys()]);
  const checked: CheckedRow[] = [];
  for (const row of rows) {
    const result = checkRow(deps, row, current.get(row.cells.get('sku')!.toLowerCase()));
    if ('errors' in result) errors.push(...result.errors);
    else checked.push(result);
    if (errors.length >= MAX_ERRORS) break;
  }
  return { rows: checked, errors };
}

/** The live parts with these SKUs (lower case), by SKU in lower case. */
async function liveBySku(db: Database, skus: string[]): Promise<Map<string, PartRow>> {
  const found = new Map<string, PartRow>();
  for (let i = 0; i < skus.length; i += BATCH) {
    const rows = await db
      .select()
      .from(parts)
      .where(and(isNull(parts.archivedAt), inArray(sql`lower(${parts.sku})`, skus.slice(i, i + BATCH))));
    for (const row of rows) found.set(row.sku!.toLowerCase(), row);
  }
  return found;
}

const remote = (address: string) => /^https?:\/\//i.test(address);
/**
 * Stands in for the picture at `index` still to be fetched while the row is checked: a path of
 * the form the schema takes, replaced by the stored image's before anything is written.
 */
const toBeFetched = (index: number) => `/uploads/00000000-0000-0000-0000-00000000000${index}.webp`;
const isToBeFetched = (image: string) => image.startsWith('/uploads/00000000-0000-0000-0000-0000000000');

function checkRow(deps: ImportDependencies, row: FileRow, current: PartRow | undefined): CheckedRow | { errors: ImportError[] } {
  const cell = (column: Column) => row.cells.get(column);
  const number = (text: string) => toNumber(text, row.decimalComma);
  // Given cells over the part's values today; a new part starts from nothing (a minimum of 1).
  const given = (column: Column, today: unknown, read: (cell: string) => unknown = (text) => text): unknown => {
    const text = cell(column);
    return text === undefined ? today : text === '' ? undefined : read(text);
  };
  // The pictures: the main one, then the further ones (`|` between them), today's when the column is left out.
  const further = cell('images');
  const images = [cell('image')!, ...(further === undefined ? (current?.moreImages ?? []) : further.split('|').map((image) => image.trim()).filter((image) => image !== ''))];
  const remoteImages = images.map((image) => (remote(image) ? image : null));
  const badAddress = remoteImages.findIndex((address) => address !== null && !URL.canParse(address));
  if (badAddress >= 0) return { errors: [{ row: row.line, field: badAddress === 0 ? 'image' : 'images', message: m.imageAddress }] };
  const category = given('category', current?.category);
  const input = {
    name: given('name', current?.name),
    category,
    price: given('price', current && current.priceCents / 100, number),
    quantity: given('quantity', current?.quantity, number),
    min: given('min', current?.minOrder, number) ?? 1,
    description: given('description', current?.description),
    image: remoteImages[0] === null ? images[0] : toBeFetched(0),
    images: images.map((image, i) => (remoteImages[i] === null ? image : toBeFetched(i))),
    ...Object.fromEntries(identityKeys.map((key) => [key, given(key, current?.[key] ?? undefined)])),
    specs: specsOf(row, category, current?.specs ?? {}),
  };
  const notNumbers = (['price', 'quantity', 'min'] as const).filter((column) => typeof input[column] === 'string');
  // The specifications are checked on their own too, so a row's every error shows at once: the
  // schema checks them only once the rest of the row is good.
  const specs = isCategory(input.category) ? parseSpecs(input.category, input.specs) : null;
  const parsed = newPartSchema.safeParse(input);
  if (!parsed.success || notNumbers.length > 0) {
    const issues = (parsed.error?.issues ?? []).filter((issue) => !notNumbers.includes(issue.path[0] as (typeof notNumbers)[number]) && issue.path[0] !== 'specs');
    return {
      errors: [
        ...notNumbers.map((column) => ({ row: row.line, field: column, message: m.notANumber })),
        ...issues.map((issue) => ({ row: row.line, field: columnOf(issue.path), message: issue.message })),
        ...(specs && !specs.success ? specs.errors.map((error) => ({ row: row.line, field: error.key === null ? null : `spec.${error.key}`, message: error.message })) : []),
      ],
    };
  }
  const part = parsed.data;
  const notOurs = part.images!.findIndex((image, i) => remoteImages[i] === null && !deps.isOurImage(image));
  if (notOurs >= 0) return { errors: [{ row: row.line, field: notOurs === 0 ? 'image' : 'images', message: messages.catalog.imageNotUploaded }] };
  return {
    line: row.line,
    current,
    remoteImages,
    values: {
      sku: part.sku!,
      name: part.name,
      category: part.category,
      priceCents: toCents(part.price),
      quantity: part.quantity,
      minOrder: part.min,
      description: part.description,
      image: part.image,
      moreImages: part.images!.slice(1),
      brand: part.brand ?? null,
      mpn: part.mpn ?? null,
      gtin: part.gtin ?? null,
      specs: part.specs ?? {},
    },
  };
}

/** The CSV column a schema's issue is about: `spec.<key>` for a specification. */
function columnOf(path: PropertyKey[]): string | null {
  const [first, second] = path;
  if (first === 'specs') return second === undefined ? null : `spec.${String(second)}`;
  return first === undefined ? null : String(first);
}

/** A number as a spreadsheet writes it: "549.99", or "549,99" in a semicolon file; anything else is left for the schema to refuse. */
function toNumber(text: string, decimalComma: boolean): unknown {
  const plain = decimalComma ? text.replace(/^(-?\d+),(\d+)$/, '$1.$2') : text;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

/**
 * The row's specifications: today's, with each `spec.` column given replacing its value (an
 * empty cell removes it). Cells are read as the category's table types them: numbers, `true` or
 * `false`, lists with `|` between values; what does not read so is left for the schema to refuse.
 */
function specsOf(row: FileRow, category: unknown, today: PartRow['specs']): Record<string, unknown> {
  const fields = new Map<string, SpecField>(isCategory(category) ? specFields(category).map((field) => [field.key, field]) : []);
  const specs: Record<string, unknown> = { ...today };
  for (const [column, text] of row.cells) {
    if (!column.startsWith('spec.')) continue;
    const key = column.slice('spec.'.length);
    if (text === '') delete specs[key];
    else specs[key] = specValue(fields.get(key), text, row.decimalComma);
  }
  return specs;
}

const isCategory = (value: unknown): value is (typeof allCategorySlugs)[number] => (allCategorySlugs as readonly unknown[]).includes(value);

function specValue(field: SpecField | undefined, text: string, decimalComma: boolean): unknown {
  switch (field?.type) {
    case 'number':
    case 'integer':
      return toNumber(text, decimalComma);
    case 'boolean':
      return /^(true|yes)$/i.test(text) ? true : /^(false|no)$/i.test(text) ? false : text;
    case 'enum-list':
      return text.split('|').map((value) => value.trim()).filter((value) => value !== '');
    default:
      return text;
  }
}

/** Whether the file changes a live part: any value it writes differs from today's. */
function changed(current: PartRow, values: PartValues): boolean {
  return (
    current.sku !== values.sku ||
    current.name !== values.name ||
    current.category !== values.category ||
    current.priceCents !== values.priceCents ||
    current.quantity !== values.quantity ||
    current.minOrder !== values.minOrder ||
    current.description !== values.description ||
    // A picture given by address is fetched only for a part that is new or changed otherwise.
    !samePictures([current.image, ...current.moreImages], [values.image, ...values.moreImages]) ||
    current.brand !== values.brand ||
    current.mpn !== values.mpn ||
    current.gtin !== values.gtin ||
    canonical(current.specs) !== canonical(values.specs)
  );
}

/** A specification sheet as text whatever the order of its keys. */
const canonical = (specs: PartRow['specs']) => JSON.stringify(Object.keys(specs).sort().map((key) => [key, specs[key]]));

/** Fetches each picture given by address once (the same address on many rows is one fetch); answers the rows' errors. */
async function fetchImages(deps: ImportDependencies, rows: CheckedRow[]): Promise<ImportError[]> {
  const stored = new Map<string, { path: string } | { error: string }>();
  const errors: ImportError[] = [];
  for (const row of rows) {
    const pictures = [row.values.image, ...row.values.moreImages];
    for (const [i, address] of row.remoteImages.entries()) {
      if (address === null) continue;
      if (!stored.has(address)) stored.set(address, await deps.storeRemoteImage(address));
      const image = stored.get(address)!;
      if ('path' in image) pictures[i] = image.path;
      else errors.push({ row: row.line, field: i === 0 ? 'image' : 'images', message: image.error });
    }
    row.values.image = pictures[0]!;
    row.values.moreImages = pictures.slice(1);
  }
  return errors;
}

/** Whether the file's pictures are today's: one given by address stands for the one in its place. */
function samePictures(today: string[], file: string[]): boolean {
  return today.length === file.length && file.every((image, i) => isToBeFetched(image) || image === today[i]);
}

/** New parts and changed ones, in one transaction, a batch at a time. */
async function write(deps: ImportDependencies, created: CheckedRow[], updated: CheckedRow[], progress: (done: number) => unknown): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      let done = 0;
      for (let i = 0; i < created.length; i += BATCH) {
        const batch = created.slice(i, i + BATCH);
        const added = await tx
          .insert(parts)
          .values(batch.map(({ values }) => values))
          .returning({ id: parts.id, priceCents: parts.priceCents });
        // Each new part's first price (decision 092).
        await recordPrices(tx, added.map((part) => ({ partId: part.id, priceCents: part.priceCents })), deps.priceListeners);
        await progress((done += batch.length));
      }
      for (let i = 0; i < updated.length; i += BATCH) {
        const batch = updated.slice(i, i + BATCH);
        const counted = batch.filter(({ current, values }) => values.quantity !== current!.quantity);
        // Stock is the stock module's to set (a restock tells those waiting for it).
        if (counted.length > 0) await deps.stock.setMany(tx, counted.map(({ current, values }) => ({ partId: current!.id, quantity: values.quantity })));
        await updateParts(tx, batch);
        const repriced = batch.filter(({ current, values }) => values.priceCents !== current!.priceCents);
        await recordPrices(tx, repriced.map(({ current, values }) => ({ partId: current!.id, priceCents: values.priceCents })), deps.priceListeners);
        await progress((done += batch.length));
      }
    });
  } catch (error) {
    // Another part took one of the file's SKUs while it was written: nothing was.
    if (isUniqueViolation(error, 'parts_live_sku_idx')) throw new HttpError(409, 'sku_in_use', m.skuTaken);
    throw error;
  }
}

/** A list as PostgreSQL's array text (`{"a","b"}`): one parameter, where a list would be many. */
const textArray = (values: string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Parts as the file has them, all but their stock, in one statement. */
async function updateParts(tx: Transaction, rows: CheckedRow[]): Promise<void> {
  const values = sql.join(
    rows.map(
      ({ current, values: v }) =>
        sql`(${current!.id}::uuid, ${v.sku}::text, ${v.name}::text, ${v.category}::text, ${v.priceCents}::integer, ${v.minOrder}::integer, ${v.description}::text, ${v.image}::text, ${textArray(v.moreImages)}::text[], ${v.brand}::text, ${v.mpn}::text, ${v.gtin}::text, ${JSON.stringify(v.specs)}::jsonb)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${parts} set sku = v.sku, name = v.name, category = v.category, price_cents = v.price_cents, min_order = v.min_order,
      description = v.description, image = v.image, more_images = v.more_images, brand = v.brand, mpn = v.mpn, gtin = v.gtin, specs = v.specs, updated_at = now()
    from (values ${values}) as v (id, sku, name, category, price_cents, min_order, description, image, more_images, brand, mpn, gtin, specs)
    where ${parts.id} = v.id`);
}
