export function chunkFileNames(dir: string): (chunk: { facadeModuleId?: string | null; isDynamicEntry?: boolean }) => string;
