import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

type Catalogue = Record<string, unknown>;

// Each module keeps its texts in locales/pt-BR/<namespace>.json; all are bundled (they are small).
const files = import.meta.glob<Catalogue>('../locales/pt-BR/*.json', { eager: true, import: 'default' });
const resources = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), texts]),
);

dayjs.locale('pt-br');

void i18n.use(initReactI18next).init({
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  defaultNS: 'comum',
  ns: Object.keys(resources),
  resources: { 'pt-BR': resources },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
