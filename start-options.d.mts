/** The Node options of package.json's start script (start-options.mjs). */
export function startOptions(): string[];
