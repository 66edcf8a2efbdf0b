/**
 * The whole catalog when it is too large to hold (decision 025), in files of CHUNK_PARTS parts
 * each (spooled-chunks.ts, decision 037). A full build reads the parts in batches once per change
 * of the catalog; a stock change rewrites only the chunks of the parts whose stock it changed,
 * and readers keep the previous catalog, whole, until the new one is in place.
 */
import { mkdir } from 'node:fs/promises';
import type { Part } from '@coreparts/shared';
import { joinChunks, readChunk, removeChunks, writeChunk, type JsonChunk } from '@/lib/spooled-chunks.ts';
import { spooledOnDemand, type Removable, type SpooledJson } from '@/lib/spooled-json.ts';

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

interface SpooledCatalog extends SpooledJson, Removable {
  chunks: readonly CatalogChunk[];
}

function held(chunks: CatalogChunk[]): SpooledCatalog {
  return { ...joinChunks(chunks), chunks, remove: () => removeChunks(chunks) };
}

/** A chunk's text: its parts' JSON, led by a comma unless it is the first chunk. */
const chunkText = (parts: readonly Part[], first: boolean) => (first ? '' : ',') + parts.map((part) => JSON.stringify(part)).join(',');

async function writeCatalogChunk(dir: string, parts: readonly Part[], seqs: number[], first: boolean): Promise<CatalogChunk> {
  return { ...(await writeChunk(dir, chunkText(parts, first))), seqs, quantities: parts.map((part) => part.quantity) };
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

/**
 * The catalog in `dir`, built from `batches` (the live parts in listing order) once per change;
 * `withStocks` applies a change of stock to the one held.
 */
export function spooledCatalog(dir: string, batches: () => AsyncIterable<{ parts: Part[]; seqs: number[] }>) {
  const spooled = spooledOnDemand(dir, async () => {
    const chunks: CatalogChunk[] = [];
    await mkdir(dir, { recursive: true });
    // A batch's chunks are encoded and written while the next batch is read.
    let writing: Promise<unknown> = Promise.resolve();
    try {
      for await (const { parts, seqs } of batches()) {
        await writing;
        const written: Promise<CatalogChunk>[] = [];
        for (let from = 0; from < parts.length; from += CHUNK_PARTS) {
          const to = from + CHUNK_PARTS;
          const index = chunks.length + written.length;
          written.push(writeCatalogChunk(dir, parts.slice(from, to), seqs.slice(from, to), index === 0));
        }
        writing = Promise.all(written).then((done) => chunks.push(...done));
        writing.catch(() => {}); // awaited with the next batch or below
      }
      await writing;
    } catch (err) {
      await writing.catch(() => {});
      await removeChunks(chunks);
      throw err;
    }
    return held(chunks);
  });

  /** Rewrites the chunk at `index` with the stocks given for its places. */
  async function rewritten(chunk: CatalogChunk, index: number, stocks: Map<number, number>): Promise<CatalogChunk> {
    const text = await readChunk(chunk);
    const parts = JSON.parse(`[${index === 0 ? text : text.slice(1)}]`) as Part[];
    for (const [at, quantity] of stocks) parts[at] = { ...parts[at]!, quantity };
    return writeCatalogChunk(dir, parts, chunk.seqs, index === 0);
  }

  return {
    get: spooled.get,
    current: spooled.current,
    invalidate: spooled.invalidate,
    close: spooled.close,
    /**
     * Applies the stocks to the catalog held (or being built) now: the chunks they change are
     * written anew and the new catalog takes the old one's place, unless the catalog changed
     * meanwhile. Answers the ids of the parts whose stock it changed.
     */
    async withStocks(stocks: readonly Stock[]): Promise<Set<string>> {
      const building = spooled.current();
      const previous = building && (await building.catch(() => null));
      if (!previous) return new Set();
      const { byChunk, ids } = changesByChunk(previous.chunks, stocks);
      if (byChunk.size === 0) return ids;
      const chunks = [...previous.chunks];
      const written = await Promise.all([...byChunk].map(async ([index, at]) => (chunks[index] = await rewritten(previous.chunks[index]!, index, at))));
      const dropped = [...byChunk.keys()].map((index) => previous.chunks[index]!);
      if (spooled.replace(previous, held(chunks), { remove: () => removeChunks(dropped) })) return ids;
      // The catalog changed meanwhile: its next build reads the stocks anew.
      await removeChunks(written);
      return new Set();
    },
  };
}
