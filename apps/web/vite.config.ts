import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every script, style sheet and page, made once here; the server sends the one the
    // browser accepts (@fastify/static preCompressed), so no request pays for compressing.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/, logLevel: 'silent' }),
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
