/**
 * Builds (issue 28): a build's parts read from the catalog the parts service holds in memory, then
 * checked by the shared compatibility engine, the same one the page runs.
 */
import { checkBuild, type BuildCheck, type BuildCheckBody, type BuildPart } from '@coreparts/shared';
import { HttpError } from '@/lib/http-errors.ts';
import type { PartsService } from '@/modules/parts/service.ts';

export function createBuildsService(parts: PartsService) {
  return {
    /** The build's findings; 400 naming every line whose part is unknown or archived. */
    async checkBuild(lines: BuildCheckBody['parts']): Promise<BuildCheck> {
      const found = await Promise.all(lines.map((line) => parts.getPart(line.id)));
      const unknown = lines.flatMap((line, i) => (found[i] ? [] : [`parts.${i}.id: no part ${line.id} is in the catalog`]));
      if (unknown.length > 0) throw new HttpError(400, 'bad_request', `Invalid body: ${unknown.join('; ')}`);
      const build = lines.map((line, i): BuildPart => {
        const part = found[i]!;
        return { id: part._id, name: part.name, category: part.category, specs: part.specs, quantity: line.quantity };
      });
      return checkBuild(build);
    },
  };
}

export type BuildsService = ReturnType<typeof createBuildsService>;
