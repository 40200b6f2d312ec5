// The search bar's build options, shared by vite.config.ts and the benchmark's React reference
// build, so both compile the same entry the same way.
import { chunkFileNames } from './chunk-names.mjs';

/** @param {{ outDir: string, emptyOutDir?: boolean, minify?: boolean }} options */
export function embedBuild({ outDir, emptyOutDir = false, minify = true }) {
  return {
    // The search bar: one self-contained module, embed.js, at the root of outDir.
    outDir,
    emptyOutDir,
    target: 'es2020',
    cssMinify: true,
    lib: { entry: 'src/embed/index.tsx', formats: ['es'], fileName: () => 'embed.js' },
    rollupOptions: {
      // What the first paint needs stays in embed.js (one request); the lazy chunks import it from there.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify,
        // Browsers load these files as they are: the bundler annotations (/* @__PURE__ */ on every JSX
        // call) and doc comments are dead weight on the first paint. Licence comments stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        chunkFileNames: chunkFileNames('embed'),
        assetFileNames: 'embed/[name]-[hash][extname]',
      },
    },
  };
}
