/**
 * The catalog's specification filters in SQL, and what is answered beside a filtered page: how
 * many parts match, and each filter's choices counted over the parts that meet every OTHER filter
 * (catalog-api.ts), so that a shopper sees what choosing another value would give. The database
 * counts in one statement over the category's searched parts and answers a few rows: the
 * specifications of thousands of parts never travel (decision 044).
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

/** One row of the counts: the total (key null), a value's count, a range, or a yes/no count. */
export interface SummaryRow {
  key: string | null;
  value: string | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

export interface SpecSummary {
  total: number;
  facets: SpecFacet[];
}

const filtered = (field: SpecField) => field.filter !== 'none';

/**
 * One statement that counts, over `parts` (the searched parts of `category`, as SQL that selects
 * their `specs`): the parts meeting every condition, and per filter of the category, its values,
 * range or yes/no under the other conditions.
 */
export function summaryQuery(category: AnyCategory, parts: SQL, conditions: readonly SpecCondition[]): SQL {
  const specs = sql`specs`;
  const meeting = (except?: string) => and(sql`true`, ...conditions.filter((c) => c.key !== except).map((c) => specFilter(category, c, specs)))!;
  const counts = [sql`select null::text as key, null::text as value, count(*)::int as n, null::float8 as lo, null::float8 as hi from base where ${meeting()}`];
  for (const field of specFields(category).filter(filtered)) {
    const key = sql`${field.key}::text`;
    const value = sql`${specs} -> ${field.key}`;
    if (field.filter === 'multi') {
      // A list field counts a part under each value it lists.
      const values = sql`case jsonb_typeof(${value}) when 'array' then ${value} when 'string' then jsonb_build_array(${value}) else '[]'::jsonb end`;
      counts.push(sql`select ${key}, v, count(*)::int, null, null from base cross join jsonb_array_elements_text(${values}) v where ${meeting(field.key)} group by v`);
    } else if (field.filter === 'range') {
      const number = sql`(${specs} ->> ${field.key})::float8`;
      counts.push(sql`select ${key}, null, 0, min(${number}), max(${number}) from base where ${meeting(field.key)} and jsonb_typeof(${value}) = 'number'`);
    } else {
      counts.push(sql`select ${key}, ${specs} ->> ${field.key}, count(*)::int, null, null from base where ${meeting(field.key)} and jsonb_typeof(${value}) = 'boolean' group by 2`);
    }
  }
  return sql`with base as materialized (${parts}) ${sql.join(counts, sql` union all `)}`;
}

/** The total and facets, in the table's order, from the statement's rows. */
export function summaryFrom(category: AnyCategory, rows: readonly SummaryRow[]): SpecSummary {
  const of = (key: string) => rows.filter((row) => row.key === key);
  const facets = specFields(category)
    .filter(filtered)
    .map((field): SpecFacet => {
      const found = of(field.key);
      if (field.filter === 'range') return { key: field.key, kind: 'range', min: found[0]?.lo ?? null, max: found[0]?.hi ?? null };
      const count = (value: string) => found.find((row) => row.value === value)?.n ?? 0;
      if (field.filter === 'boolean') return { key: field.key, kind: 'boolean', yes: count('true'), no: count('false') };
      const vocabulary: readonly string[] = field.type === 'enum' || field.type === 'enum-list' ? field.values : [];
      return { key: field.key, kind: 'multi', values: vocabulary.filter((value) => count(value) > 0).map((value) => ({ value, count: count(value) })) };
    });
  return { total: rows.find((row) => row.key === null)?.n ?? 0, facets };
}
