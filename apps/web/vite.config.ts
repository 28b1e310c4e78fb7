import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every script, style sheet and page, made once here; the server sends the one the
    // browser accepts (@fastify/static preCompressed), so no request pays for compressing.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/, logLevel: 'silent' }),
    // Issue 24: the portal installs on a phone and opens with no signal after one visit. The service worker is
    // registered by the signed-in shell (app/start-service-worker.ts), never by /login; the plugin only adds the
    // manifest link to index.html.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Portal de Obras',
        short_name: 'Obras',
        description: 'RDO, planejamento, SGI, contratos e documentos das obras.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The theme's primary colour (app/theme.ts) and the signed-in pages' background.
        theme_color: '#6305c6',
        background_color: '#f6f5fa',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The whole app, so any page opens offline. Only woff2 of the fonts (every browser with service workers reads
        // it). zxcvbn's dictionaries (1 MB, the password meter) stay out: changing a password needs the server anyway.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        globIgnores: ['**/password-strength-*.js'],
        navigateFallback: 'index.html',
        // The server's own paths all live under /api (API, docs, SSO callback, file downloads, exports).
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        // The first install takes the open page at once, so what it asks next (app/service-worker.tsx asks again what
        // was already read) is kept for offline; an update still waits for the user's "Atualizar".
        clientsClaim: true,
        runtimeCaching: [
          {
            // What a field user reads offline, from the last time it was read online. Files, PDFs, spreadsheets,
            // exports and the auth endpoints never match. The function is copied into sw.js: no outer names.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              [
                /^\/api\/me$/, // the session, asked by the guard before any page
                /^\/api\/me\/notificacoes\/nao-lidas$/, // the bell's count in the top bar
                /^\/api\/obras$/, // the user's obras (list, obra switcher)
                /^\/api\/obras\/[^/]+$/, // an obra (dashboard title, the guard's site facts)
                /^\/api\/obras\/[^/]+\/diarios\/(modelo|configuracao)$/, // the new RDO's template and sections
                /^\/api\/obras\/[^/]+\/checklists\/[^/]+\/modelos(\/[^/]+)?$/, // checklist templates
                /^\/api\/ordensServico$/, // lists of OS (the ones in execution, where checklists are filled)
                // An OS, its checklists, its daily logs and a new log's template (with the OS's EAP items and what remains).
                /^\/api\/ordensServico\/[^/]+\/[^/]+(\/checklists|\/diarios(\/modelo)?)?$/,
                /^\/api\/checklists\/[^/]+$/, // a checklist being filled
              ].some((path) => path.test(url.pathname)),
            handler: 'NetworkFirst',
            options: {
              // Emptied at sign-out (app/offline-caches.ts drops every cache but the precache).
              cacheName: 'portal-api',
              // A weak signal answers late: after 4 s the kept copy is shown (the network's answer still updates it).
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // The .br and .gz files are the real sizes; computing gzip sizes again only slows the build.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'icones',
              test: /node_modules[\\/]@mui[\\/]icons-material/,
              priority: 20,
            },
            {
              // Every module's texts but the sign-in pages' (comum, identidade): a signed-in page loads them all. The pages'
              // own texts (locales/pt-BR/paginas) stay out: each comes with its pages.
              name: 'textos',
              test: /src[\\/]locales[\\/]pt-BR[\\/](?!comum|identidade)\w+\.json/,
              priority: 15,
            },
            {
              name: 'servicos',
              test: /node_modules[\\/](@tanstack|notistack|dayjs|hoist-non-react-statics)/,
              priority: 12,
            },
            {
              // MUI's page-only widgets (autocomplete, tabs, paging, switches, toggles, steppers): out of the chunk every
              // page downloads, so a module's screens using one more of them do not grow the first download of all
              // (MUI X charts import ToggleButtonGroup for a toolbar never drawn here: every chart page was one more user).
              name: 'mui-extra',
              test: /node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(Autocomplete|useAutocomplete|Tabs|Tab|TabScrollButton|TablePagination|TablePaginationActions|Pagination|PaginationItem|usePagination|Switch|ToggleButton|ToggleButtonGroup|Checkbox|Stepper|Step|StepLabel|StepConnector|StepIcon|StepContent|Slider|Rating)[\\/]/,
              minShareCount: 2,
              priority: 11,
            },
            {
              name: 'mui',
              // With react-transition-group's own helpers (@babel/runtime, dom-helpers): left out, they land in whichever
              // page chunk also uses them (the date pickers), and that chunk and this one import each other, so MUI
              // runs before its helpers exist ("Cannot read properties of undefined").
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|react-transition-group|@popperjs|@babel[\\/]runtime|dom-helpers)/,
              minShareCount: 6,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Pages render with the real router, MUI and query client while the API tests load the other core.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
