import type { BuildEnvironmentOptions } from 'vite';
export function embedBuild(options: { outDir: string; emptyOutDir?: boolean; minify?: boolean }): BuildEnvironmentOptions;
