import { gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/**
 * Prints the JavaScript a first visit loads (the entry chunk and every chunk it imports statically, gzipped) and fails
 * the build above `budgetKb`: the console must open quickly on a slow laptop or a phone.
 */
export function initialJsBudget(budgetKb: number): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'initial-js-budget',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      );
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        chunks.get(fileName)?.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      const bytes = [...initial].reduce(
        (sum, name) => sum + gzipSync(chunks.get(name)?.code ?? '', { level: 9 }).length,
        0,
      );
      const kb = bytes / 1000; // kB as Vite's own size report counts them
      const line = `initial JavaScript: ${kb.toFixed(1)} kB gzip in ${initial.size} file(s) (budget ${budgetKb} kB)`;
      if (kb > budgetKb) this.error(line);
      logger?.info(line);
    },
  };
}
