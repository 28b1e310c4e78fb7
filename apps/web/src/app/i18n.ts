import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import comum from '../locales/pt-BR/comum.json';

// Each module keeps its texts in locales/pt-BR/<namespace>.json. `comum` (the shell's, the errors') comes with the
// first download; every other namespace is its own chunk, loaded with the pages that use it (routing/build-router:
// the sign-in pages load `identidade`, the first signed-in page all of them, for the menus).
const files = import.meta.glob<ResourceKey>(['../locales/pt-BR/*.json', '!../locales/pt-BR/comum.json'], {
  import: 'default',
});
const loaders = Object.fromEntries(
  Object.entries(files).map(([file, load]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), load]),
);

/** Every namespace of the catalogue. */
export const NAMESPACES = ['comum', ...Object.keys(loaders)];

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
