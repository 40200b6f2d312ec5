/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { chunkFileNames } from './scripts/chunk-names.mjs';
import { embedBuild } from './scripts/embed-build.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// `react` and `react-dom` resolve to preact/compat everywhere: in the build, in TypeScript (tsconfig paths) and in vitest.
const compatAliases = {
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  // Its `main` is CommonJS with its own require('preact'): always take the ES build, so one preact runs.
  'preact-i18n': fileURLToPath(new URL('./node_modules/preact-i18n/dist/preact-i18n.esm.js', import.meta.url)),
};

/**
 * The app's stylesheets go after index.html's skeleton: it paints with its own inline style before they
 * arrive (a stylesheet in <head> would hold the first paint for a round trip), and the scripts still wait
 * for them, so nothing the app renders shows unstyled.
 */
const stylesheetsAfterSkeleton = {
  name: 'stylesheets-after-skeleton',
  transformIndexHtml: {
    order: 'post' as const,
    handler(html: string) {
      const links: string[] = [];
      const rest = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
        links.push(link.trim());
        return '';
      });
      return links.length ? rest.replace(/(\s*)<noscript>/, (_, space: string) => `${space}${links.join(space)}${space}<noscript>`) : html;
    },
  },
};

/** The search bar's settings loader: its own file, sharing nothing with embed.js. */
const embedSettingsBuild = {
  outDir: 'dist/embed',
  emptyOutDir: false,
  target: 'es2020',
  lib: { entry: 'src/embed/settings.ts', formats: ['es' as const], fileName: () => 'settings.js' },
  rollupOptions: { output: { minify: true, comments: { legal: true, annotation: false, jsdoc: false } } },
};

export default defineConfig(({ mode }) => ({
  plugins: [preact({ prerender: { enabled: false } }), stylesheetsAfterSkeleton],
  resolve: { alias: compatAliases },
  define: { __APP_VERSION__: JSON.stringify(version) },
  build:
    mode === 'embed-settings'
      ? embedSettingsBuild
      : mode === 'embed'
        ? embedBuild({ outDir: 'dist', minify: !process.env.EMBED_NO_MINIFY })
      : {
          outDir: 'dist',
          target: 'es2020',
          manifest: true,
          rollupOptions: { output: { chunkFileNames: chunkFileNames('assets') } },
        },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    server: { deps: { inline: ['preact-i18n', 'preact-markup'] } },
  },
}));
