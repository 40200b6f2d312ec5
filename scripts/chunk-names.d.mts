export function chunkFileNames(dir: string): (chunk: { facadeModuleId?: string | null }) => string;
