import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import comum from '../locales/pt-BR/comum.json';

// Each module keeps its texts in locales/pt-BR/<namespace>.json. `comum` (the shell's, the errors') comes with the
// first download; every other namespace is its own chunk, loaded with the pages that use it (routing/build-router:
// the sign-in pages load `identidade`, the first signed-in page all of them, for the menus). A module whose texts
// only its own pages show keeps them in locales/pt-BR/paginas/<namespace>.json, loaded with those pages (their
// route entries' `namespaces`): fifteen modules' page texts would otherwise weigh on every first download.
const files = import.meta.glob<ResourceKey>(
  ['../locales/pt-BR/*.json', '../locales/pt-BR/paginas/*.json', '!../locales/pt-BR/comum.json'],
  { import: 'default' },
);
const loaders = Object.fromEntries(
  Object.entries(files).map(([file, load]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), load]),
);

/** The pages' own namespaces (locales/pt-BR/paginas), each loaded with the pages that list it. */
export const PAGE_NAMESPACES = Object.keys(files)
  .filter((file) => file.includes('/paginas/'))
  .map((file) => file.replace(/^.*\/(.+)\.json$/, '$1'));

/** The namespaces every signed-in page loads (menus, crumbs, the shell's cards): all but the pages' own. */
export const NAMESPACES = [
  'comum',
  ...Object.keys(files)
    .filter((file) => !file.includes('/paginas/'))
    .map((file) => file.replace(/^.*\/(.+)\.json$/, '$1')),
];

const lazyCatalogue: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (_language, namespace, callback) => {
    const load = loaders[namespace];
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

void i18n
  .use(lazyCatalogue)
  .use(initReactI18next)
  .init({
    lng: 'pt-BR',
    fallbackLng: 'pt-BR',
    defaultNS: 'comum',
    ns: ['comum'],
    resources: { 'pt-BR': { comum } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Loads these namespaces (once each); resolves when their texts can be drawn. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle('pt-BR', ns));
  return missing.length ? i18n.loadNamespaces(missing) : Promise.resolve();
}

export { i18n };
