/** A built page for server tests: `dist/index.html`, and the server build's shell and renderer beside it in `dist-ssr/`. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function writeWebBuild(files: { page: string; shell: string; renderer: string }) {
  const web = await mkdtemp(path.join(tmpdir(), 'coreparts-web-'));
  await mkdir(path.join(web, 'dist'));
  await mkdir(path.join(web, 'dist-ssr'));
  await writeFile(path.join(web, 'dist', 'index.html'), files.page);
  await writeFile(path.join(web, 'dist-ssr', 'shell.html'), files.shell);
  await writeFile(path.join(web, 'dist-ssr', 'server-render.js'), files.renderer);
  return { dist: path.join(web, 'dist'), remove: () => rm(web, { recursive: true, force: true }) };
}
