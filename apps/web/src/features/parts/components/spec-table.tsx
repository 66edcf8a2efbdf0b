import type { Part } from '@coreparts/shared';
import { specGroups } from '@/features/parts/lib/spec-values.ts';

/** The part's technical specifications, grouped as its category's table groups them, with units. */
export function SpecTable({ part }: { part: Part }) {
  const groups = specGroups(part.category, part.specs);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="specs-heading" className="mt-8">
      <h2 id="specs-heading" className="mb-4 text-xl font-bold">
        Specifications
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map(({ group, rows }) => (
          <table key={group} className="table table-sm self-start rounded-box border border-base-300">
            <caption className="px-3 pb-2 text-left text-sm font-semibold tracking-wide text-primary uppercase">{group}</caption>
            <tbody>
              {rows.map(({ field, text }) => (
                <tr key={field.key}>
                  <th scope="row" className="w-1/2 font-normal opacity-75">
                    {field.label}
                  </th>
                  <td className="font-medium">{text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
