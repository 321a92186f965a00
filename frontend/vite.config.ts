import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from './src/config/site.ts';
import { brandColors } from './src/theme/colors.ts';
import { themeCssVariables } from './src/theme/theme.ts';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Fills the %PLACEHOLDERS% of index.html from the site constants, so the brand lives in one file. */
function siteConstantsPlugin(): Plugin {
  const values: Record<string, string> = {
    SITE_NAME,
    SITE_TAGLINE,
    SITE_DESCRIPTION,
    BRAND_COLOR: brandColors.primary,
    // The theme's CSS variables, in the page itself: there before any script runs (and without JavaScript).
    THEME_CSS_VARIABLES: Object.entries(themeCssVariables)
      .map(([name, value]) => `${name}: ${value};`)
      .join(' '),
  };
  return {
      name: 'penpal-site-constants',
      // Before Vite reads the page's inline <style>, which must already be CSS.
      transformIndexHtml: {
        order: 'pre',
        handler: (html) =>
          html.replace(/%([A-Z_]+)%/g, (match, key: string) => (key in values ? escapeHtml(values[key]) : match)),
      },
    };
  }

/**
 * The server-rendering entry reads `@tanstack/react-query` through src/ssr/suspendingQuery.ts (a `useQuery` that
 * suspends until its data is read), so the server renders a page in one pass; the browser build is untouched.
 */
function suspendingQueriesOnServer(): Plugin {
  const shim = fileURLToPath(new URL('./src/ssr/suspendingQuery.ts', import.meta.url));
  return {
    name: 'penpal-ssr-suspending-queries',
    enforce: 'pre',
    apply: (_config, env) => env.isSsrBuild === true,
    resolveId(source, importer) {
      return source === '@tanstack/react-query' && importer !== shim ? shim : null;
    },
  };
}

/**
 * node_modules packages that every page needs, in the order they are evaluated: long-cached chunks, each of which
 * the boot script (codeAfterFirstPaint) evaluates in its own task, so no single task runs all of them while a phone
 * waits to tap. Not axios: it loads with the first API call (api/client.ts), which a server-rendered page often
 * never makes before the visitor taps.
 */
const FRAMEWORK_CHUNKS = [
  // src/reactInit.ts runs React's CommonJS modules when the chunk is evaluated, not at their first use.
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]reactInit\.ts$/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]/ },
] as const;

/**
 * The browser build's index.html loads a small boot script instead of the app's entry and its modulepreloads: on a
 * page the server rendered, the boot waits for the first paint and only then fetches the app (the entry, with
 * preloads for its static imports, as Vite wrote them). A phone's slow connection then carries the page's HTML and
 * styles alone before the first paint, not 140 kB of script beside them; the page is readable and its links and
 * forms work before the code arrives. A page the server did not render (account, admin) has nothing to show
 * without the app: its boot starts at once. See docs/decisions.md, "Code after the first paint (issue 28)".
 */
function codeAfterFirstPaint(): Plugin {
  const ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
  const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
  let boot: { fileName: string; source: string } | null = null;
  return {
    name: 'penpal-code-after-first-paint',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html);
        if (!entry) throw new Error('codeAfterFirstPaint: no module entry in index.html');
        const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
        // The framework's chunks among them, in evaluation order: each is evaluated in a task of its own.
        const stages = FRAMEWORK_CHUNKS.map(({ name }) =>
          preloads.find((href) => href.slice(href.lastIndexOf('/') + 1).startsWith(`${name}-`)),
        ).filter((href) => href !== undefined);
        const source = [
          `const entry = ${JSON.stringify(entry[1])};`,
          `const preloads = ${JSON.stringify(preloads)};`,
          `const stages = ${JSON.stringify(stages)};`,
          'const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));',
          'let started = false;',
          'async function start() {',
          '  if (started) return;',
          '  started = true;',
          // A few links a task: each one costs a phone's main thread a millisecond or two.
          '  for (let i = 0; i < preloads.length; i += 4) {',
          '    for (const href of preloads.slice(i, i + 4)) {',
          "      const link = document.createElement('link');",
          "      link.rel = 'modulepreload';",
          "      link.crossOrigin = '';",
          '      link.href = href;',
          '      document.head.appendChild(link);',
          '    }',
          '    await nextTask();',
          '  }',
          '  for (const stage of stages) {',
          '    await import(stage);',
          '    await nextTask();',
          '  }',
          '  await import(entry);',
          '}',
          "if (document.getElementById('root')?.firstElementChild) {",
          '  // After the frame that paints the page (a hidden tab paints nothing: the timer starts it anyway).',
          '  requestAnimationFrame(() => setTimeout(start, 0));',
          '  setTimeout(start, 1000);',
          '} else start();',
          '',
        ].join('\n');
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        boot = { fileName: `assets/boot-${hash}.js`, source };
        return html
          .replace(PRELOAD, '')
          .replace(ENTRY, (line) => line.replace(entry[1], `/${boot!.fileName}`));
      },
    },
    generateBundle() {
      if (!boot) throw new Error('codeAfterFirstPaint: index.html was not transformed before the bundle was written');
      this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.source });
    },
  };
}

  /** antd and its rc-component / cssinjs / icon dependencies. */
  const UI_PACKAGES =
    /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@babel[\\/]runtime|classnames|clsx|stylis|@emotion)[\\/]/;

  /**
   * The server-rendering entry (`vite build --ssr src/ssr/entry-server.tsx`): CommonJS, so the API (CommonJS, and
   * its Jest tests, which cannot load ES modules) can `require` it. Packages are bundled in, built for production
   * whatever NODE_ENV the API runs with: React and antd then render exactly what the browser's production build
   * hydrates (antd's class names differ between its development and production builds).
   */
  const SSR_BUILD = {
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    target: 'node20',
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
    },
  } as const;

  /** What the dev and preview servers hand to the API: its calls, and the feed it writes outside /api. */
  const API_PROXY = {
    '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    '/rss.xml': { target: 'http://127.0.0.1:3000', changeOrigin: true },
  };

  export default defineConfig(({ command, isSsrBuild }) => {
    // A build is a production build whatever NODE_ENV the shell has (`NODE_ENV=development npm start` builds too):
    // the server entry bundles React's production runtime, so JSX compiled for development (jsxDEV) would not load
    // and every page would go out unrendered.
    if (command === 'build') process.env.NODE_ENV = 'production';
    return {
    root: frontendDir,
    ...(isSsrBuild && {
      ssr: { noExternal: true, target: 'node' as const },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    }),
    plugins: [react(), siteConstantsPlugin(), suspendingQueriesOnServer(), codeAfterFirstPaint()],
    resolve: {
      // Limits and prices shared with the API (backend/src/shared/rules.ts); tsconfig.json has the same alias.
      alias: { '@shared': fileURLToPath(new URL('../backend/src/shared', import.meta.url)) },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: API_PROXY,
    },
    preview: {
      port: 4173,
      proxy: API_PROXY,
    },
    build: isSsrBuild ? SSR_BUILD : {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // dist/.vite/manifest.json: read by `npm run bench:bundle` to measure what each page loads.
      manifest: true,
      target: 'es2022',
      // Every browser the site supports (Chrome, Edge, Firefox 115+, Safari 17+) knows modulepreload.
      // A page's code (a dynamic import) is fetched with no modulepreload links for its chunks: appending one costs
      // a phone's main thread 1 to 2 ms, and a page has 10 to 30 chunks (a 15 to 60 ms task just after the first
      // paint). Its chunk imports every chunk it needs at its top (the bundler hoists them), so the browser fetches
      // them all as soon as it has read it: one round trip more before the page hydrates, no work for the page.
      // Style sheets stay (a page reached in the browser needs its CSS; a rendered page already has it).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              ...FRAMEWORK_CHUNKS.map(({ name, test }) => ({ name, test, priority: 20 })),
              // Only the antd code the first screen needs (the static import chain of the
              // entry: ConfigProvider, Drawer, Button, ...). Heavy parts used by later pages
              // (Table, Form, DatePicker, Upload) stay in those pages' own chunks.
              { name: 'antd', test: UI_PACKAGES, tags: ['$initial'], priority: 10 },
            ],
          },
        },
      },
    },
  };
});
