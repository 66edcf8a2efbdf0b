/**
 * The catalog's specification filters in SQL, and what is answered beside a filtered page: how
 * many parts match, and each filter's choices counted over the parts that meet every OTHER filter
 * (catalog-api.ts), so that a shopper sees what choosing another value would give. The database
 * counts in one statement and one pass over the category's searched parts and answers one row:
 * the specifications of thousands of parts never travel (decision 044).
 */
import { specFields, type AnyCategory, type SpecCondition, type SpecFacet, type SpecField } from '@coreparts/shared';
import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A specification filter: containment (`@>`, the GIN index) for values, a cast for ranges. */
export function specFilter(category: AnyCategory, condition: SpecCondition, specs: SQLWrapper): SQL {
  const contains = (value: unknown) => sql`${specs} @> ${JSON.stringify({ [condition.key]: value })}::jsonb`;
  switch (condition.kind) {
    case 'any-of': {
      const list = specFields(category).find((field) => field.key === condition.key)?.type === 'enum-list';
      return or(...condition.values.map((value) => contains(list ? [value] : value)))!;
    }
    case 'is':
      return contains(condition.value);
    case 'range': {
      const value = sql`(${specs} ->> ${condition.key})::numeric`;
      return and(
        sql`${value} is not null`,
        condition.min === undefined ? undefined : sql`${value} >= ${condition.min}`,
        condition.max === undefined ? undefined : sql`${value} <= ${condition.max}`,
      )!;
    }
  }
}

export interface SpecSummary {
  total: number;
  facets: SpecFacet[];
}

/** Where one counted figure goes: the total, a value's count, an end of a range, a yes/no count. */
type Slot = { kind: 'total' } | { kind: 'value'; key: string; value: string } | { kind: 'min' | 'max' | 'yes' | 'no'; key: string };

/** The counting statement and where each of its figures (columns `f0`, `f1`, …) goes. */
export interface SummaryQuery {
  statement: SQL;
  slots: Slot[];
}

const filtered = (field: SpecField) => field.filter !== 'none';

/**
 * One statement, one pass over `parts` (SQL selecting the category's searched parts' `specs`):
 * each condition is evaluated once per part, each filtered field read once, and every figure is
 * an aggregate over the parts meeting the conditions of the OTHER filters.
 */
export function summaryQuery(category: AnyCategory, parts: SQL, conditions: readonly SpecCondition[]): SummaryQuery {
  const specs = sql`specs`;
  const fields = specFields(category).filter(filtered);
  const met = (i: number) => sql.raw(`c${i}`);
  const meeting = (except?: string) => and(sql`true`, ...conditions.flatMap((c, i) => (c.key === except ? [] : [met(i)])))!;
  const slots: Slot[] = [{ kind: 'total' }];
  const figures: SQL[] = [sql`count(*) filter (where ${meeting()})`];
  const add = (slot: Slot, figure: SQL) => {
    slots.push(slot);
    figures.push(figure);
  };
  fields.forEach((field, i) => {
    const value = sql.raw(`v${i}`);
    const where = meeting(field.key);
    if (field.filter === 'range') {
      add({ kind: 'min', key: field.key }, sql`min(${value}) filter (where ${where})`);
      add({ kind: 'max', key: field.key }, sql`max(${value}) filter (where ${where})`);
    } else if (field.filter === 'boolean') {
      add({ kind: 'yes', key: field.key }, sql`count(*) filter (where ${where} and ${value} = 'true')`);
      add({ kind: 'no', key: field.key }, sql`count(*) filter (where ${where} and ${value} = 'false')`);
    } else if (field.type === 'enum-list') {
      // A list field counts a part under each value it lists.
      for (const v of field.values) add({ kind: 'value', key: field.key, value: v }, sql`count(*) filter (where ${where} and ${value} @> ${JSON.stringify([v])}::jsonb)`);
    } else if (field.type === 'enum') {
      for (const v of field.values) add({ kind: 'value', key: field.key, value: v }, sql`count(*) filter (where ${where} and ${value} = ${v})`);
    }
  });
  const read = (field: SpecField) =>
    field.filter === 'range' ? sql`(${specs} ->> ${field.key})::float8` : field.type === 'enum-list' ? sql`${specs} -> ${field.key}` : sql`${specs} ->> ${field.key}`;
  const columns = [
    ...fields.map((field, i) => sql`${read(field)} as ${sql.raw(`v${i}`)}`),
    ...conditions.map((condition, i) => sql`${specFilter(category, condition, specs)} as ${met(i)}`),
  ];
  // `offset 0` keeps the inner select whole: each value and condition is computed once per part,
  // not once per figure that reads it.
  const statement = sql`select ${sql.join(
    figures.map((figure, i) => sql`(${figure})::float8 as ${sql.raw(`f${i}`)}`),
    sql`, `,
  )} from (select ${sql.join([sql`1 as one`, ...columns], sql`, `)} from (${parts}) searched offset 0) part`;
  return { statement, slots };
}

/** The total and facets, in the table's order, from the statement's one row. */
export function summaryFrom(category: AnyCategory, { slots }: SummaryQuery, row: Record<string, number | null>): SpecSummary {
  const figure = (match: (slot: Slot) => boolean) => {
    const i = slots.findIndex(match);
    return i === -1 ? null : row[`f${i}`] ?? null;
  };
  const facets = specFields(category)
    .filter(filtered)
    .map((field): SpecFacet => {
      const { key } = field;
      const of = (kind: Slot['kind']) => figure((slot) => slot.kind === kind && 'key' in slot && slot.key === key);
      if (field.filter === 'range') return { key, kind: 'range', min: of('min'), max: of('max') };
      if (field.filter === 'boolean') return { key, kind: 'boolean', yes: of('yes') ?? 0, no: of('no') ?? 0 };
      const values = slots.flatMap((slot, i) => (slot.kind === 'value' && slot.key === key && (row[`f${i}`] ?? 0) > 0 ? [{ value: slot.value, count: row[`f${i}`]! }] : []));
      return { key, kind: 'multi', values };
    });
  return { total: figure((slot) => slot.kind === 'total') ?? 0, facets };
}
