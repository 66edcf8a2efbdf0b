/**
 * The shape of one row of a specification table (decision 040). A table is data: the part page
 * groups and labels its rows, the catalog filters by them, comparison reads `better`, and the
 * zod schema that checks a part's `specs` is derived from them (parse-specs.ts).
 */

export type SpecUnit = 'GHz' | 'MHz' | 'W' | 'V' | 'mm' | 'g' | 'GB' | 'MB' | 'MT/s' | 'MB/s' | 'Mbps' | 'Hz' | 'DPI' | 'dpi' | 'ppm' | 'TBW' | 'dBA' | 'bit' | 'h' | 'sheets' | 'slots';

export type SpecGroup = 'Platform' | 'Performance' | 'Memory' | 'Graphics' | 'Storage' | 'Expansion' | 'Connectivity' | 'Cooling' | 'Physical' | 'Power' | 'Features';

/** How the catalog filters by a field: any of several values, a min–max range, yes/no, or not at all. */
export type SpecFilterKind = 'multi' | 'range' | 'boolean' | 'none';

interface FieldBase<K extends string> {
  key: K;
  label: string;
  group: SpecGroup;
}

/** A measured quantity; `number` allows decimals, `integer` does not. */
export interface NumberField<K extends string = string> extends FieldBase<K> {
  type: 'number' | 'integer';
  unit?: SpecUnit;
  min: number;
  max: number;
  filter: 'range' | 'none';
  /** Which way is better when two parts are compared; absent where neither is. */
  better?: 'higher' | 'lower';
}

/** One value (`enum`) or a list of distinct values (`enum-list`) from an industry vocabulary. */
export interface EnumField<K extends string = string, V extends string = string> extends FieldBase<K> {
  type: 'enum' | 'enum-list';
  values: readonly [V, ...V[]];
  filter: 'multi' | 'none';
}

export interface BooleanField<K extends string = string> extends FieldBase<K> {
  type: 'boolean';
  filter: 'boolean' | 'none';
}

/** Free text for what no vocabulary covers (a colour, a model code); never filtered. */
export interface TextField<K extends string = string> extends FieldBase<K> {
  type: 'text';
  filter: 'none';
}

export type SpecField = NumberField | EnumField | BooleanField | TextField;

/** The longest text a text field holds. */
export const specTextMaxLength = 80;

/** The value a field holds, as TypeScript sees it. */
type FieldValue<F> = F extends { type: 'number' | 'integer' }
  ? number
  : F extends { type: 'enum'; values: readonly (infer V)[] }
    ? V
    : F extends { type: 'enum-list'; values: readonly (infer V)[] }
      ? V[]
      : F extends { type: 'boolean' }
        ? boolean
        : string;

/** The specifications a table describes: every field optional, no other keys. */
export type SpecsOf<T extends readonly SpecField[]> = { [F in T[number] as F['key']]?: FieldValue<F> };
