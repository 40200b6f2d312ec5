// Chunk file names shared by the build (vite.config.ts) and the benchmark's reference build:
// catalogue chunks carry their locale in the path, so size budgets can measure one locale's strings.

/** @param {string} dir @returns {(chunk: { facadeModuleId?: string | null }) => string} */
export function chunkFileNames(dir) {
  return (chunk) => {
    const locale = /\/i18n\/(\w+)\/\w+\.json$/.exec(chunk.facadeModuleId ?? '')?.[1];
    return locale ? `${dir}/i18n/${locale}/[name]-[hash].js` : `${dir}/[name]-[hash].js`;
  };
}
