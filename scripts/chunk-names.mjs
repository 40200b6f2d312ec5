// Chunk file names shared by the build (vite.config.ts) and the benchmark's reference build.
// Catalogue chunks carry their locale in the path (a budget measures one locale's strings); chunks
// that are no dynamic import's target (code shared between entries and routes) go to common/, so a
// budget can take them all without knowing the names the bundler picked.

/** @param {string} dir @returns {(chunk: { facadeModuleId?: string | null, isDynamicEntry?: boolean }) => string} */
export function chunkFileNames(dir) {
  return (chunk) => {
    const locale = /\/i18n\/(\w+)\/\w+\.json$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (locale) return `${dir}/i18n/${locale}/[name]-[hash].js`;
    return chunk.isDynamicEntry ? `${dir}/[name]-[hash].js` : `${dir}/common/[name]-[hash].js`;
  };
}
