import { loadNamespaces, NAMESPACES } from '../app/i18n';
import '../app/dayjs-pt-br';

// Components under test find every namespace of the catalogue loaded, as on a signed-in page.
await loadNamespaces(NAMESPACES);
