/**
 * The whole catalog when it is too large to encode whole on every change (decision 025), held in
 * memory in chunks of CHUNK_PARTS parts, each plain and deflated (json-chunks.ts, decisions 037
 * and 057). A full build reads the parts in batches once per change of the catalog; a stock
 * change re-encodes only the chunks of the parts whose stock it changed, and readers keep the
 * previous catalog, whole, until the new one is in place.
 */
import type { Part } from '@coreparts/shared';
import { builtOnDemand } from '@/lib/cached-json.ts';
import { encodeChunk, joinChunks, type JsonChunk } from '@/lib/json-chunks.ts';
import type { SpooledJson } from '@/lib/spooled-json.ts';

/** Parts per chunk: a stock change re-encodes about 90 KB per part it changed, not 35 MB. */
const CHUNK_PARTS = 250;

/** A part's place in the listing and its stock, as the database has them now. */
export interface Stock {
  id: string;
  seq: number;
  quantity: number;
}

interface CatalogChunk extends JsonChunk {
  /** The listing order (`seq`) and stock of each of its parts, in order: what a stock change is compared with. */
  seqs: number[];
  quantities: number[];
}

interface ChunkedCatalog extends SpooledJson {
  chunks: readonly CatalogChunk[];
}

const held = (chunks: CatalogChunk[]): ChunkedCatalog => ({ ...joinChunks(chunks), chunks });

/** A chunk's text: its parts' JSON, led by a comma unless it is the first chunk. */
const chunkText = (parts: readonly Part[], first: boolean) => (first ? '' : ',') + parts.map((part) => JSON.stringify(part)).join(',');

async function encodeCatalogChunk(parts: readonly Part[], seqs: number[], first: boolean): Promise<CatalogChunk> {
  return { ...(await encodeChunk(chunkText(parts, first))), seqs, quantities: parts.map((part) => part.quantity) };
}

/** The chunk holding the part listed at `seq`, and its place there; undefined when none does. */
function place(chunks: readonly CatalogChunk[], seq: number): [number, number] | undefined {
  let low = 0;
  let high = chunks.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const seqs = chunks[middle]!.seqs;
    if (seq < seqs[0]!) high = middle - 1;
    else if (seq > seqs.at(-1)!) low = middle + 1;
    else {
      const at = seqs.indexOf(seq);
      return at === -1 ? undefined : [middle, at];
    }
  }
  return undefined;
}

/** The new stock of each part in a chunk that it changes, by chunk, and the ids of those parts. */
function changesByChunk(chunks: readonly CatalogChunk[], stocks: readonly Stock[]) {
  const byChunk = new Map<number, Map<number, number>>();
  const ids = new Set<string>();
  for (const { id, seq, quantity } of stocks) {
    const found = place(chunks, seq);
    if (!found || chunks[found[0]]!.quantities[found[1]] === quantity) continue;
    const [chunk, at] = found;
    byChunk.set(chunk, (byChunk.get(chunk) ?? new Map<number, number>()).set(at, quantity));
    ids.add(id);
  }
  return { byChunk, ids };
}

/** The chunk at `index` with the stocks given for its places. */
async function withChunkStocks(chunk: CatalogChunk, index: number, stocks: Map<number, number>): Promise<CatalogChunk> {
  const text = chunk.plain.toString('utf8');
  const parts = JSON.parse(`[${index === 0 ? text : text.slice(1)}]`) as Part[];
  for (const [at, quantity] of stocks) parts[at] = { ...parts[at]!, quantity };
  return encodeCatalogChunk(parts, chunk.seqs, index === 0);
}

/**
 * The catalog built from `batches` (the live parts in listing order) once per change;
 * `withStocks` applies a change of stock to the one held.
 */
export function chunkedCatalog(batches: () => AsyncIterable<{ parts: Part[]; seqs: number[] }>) {
  const catalog = builtOnDemand(async () => {
    const chunks: CatalogChunk[] = [];
    // A batch's chunks are deflated on libuv's threads while the next batch is read.
    let encoding: Promise<unknown> = Promise.resolve();
    for await (const { parts, seqs } of batches()) {
      await encoding;
      const encoded: Promise<CatalogChunk>[] = [];
      for (let from = 0; from < parts.length; from += CHUNK_PARTS) {
        const to = from + CHUNK_PARTS;
        encoded.push(encodeCatalogChunk(parts.slice(from, to), seqs.slice(from, to), chunks.length + encoded.length === 0));
      }
      encoding = Promise.all(encoded).then((done) => chunks.push(...done));
      encoding.catch(() => {}); // awaited with the next batch or below
    }
    await encoding;
    return held(chunks);
  });

  return {
    get: catalog.get,
    current: catalog.current,
    invalidate: (): void => void catalog.invalidate(),
    /**
     * Applies the stocks to the catalog that was held (or being built, `building`) when they were
     * read: the chunks they change are encoded anew and the new catalog takes the old one's place,
     * unless the catalog changed meanwhile. Answers the ids of the parts whose stock it changed.
     */
    async withStocks(building: Promise<ChunkedCatalog> | null, stocks: readonly Stock[]): Promise<Set<string>> {
      const previous = building && (await building.catch(() => null));
      if (!previous) return new Set();
      const { byChunk, ids } = changesByChunk(previous.chunks, stocks);
      if (byChunk.size === 0) return ids;
      const chunks = [...previous.chunks];
      await Promise.all([...byChunk].map(async ([index, at]) => (chunks[index] = await withChunkStocks(previous.chunks[index]!, index, at))));
      // The catalog changed meanwhile: its next build reads the stocks anew.
      return catalog.replace(previous, held(chunks)) ? ids : new Set();
    },
  };
}
