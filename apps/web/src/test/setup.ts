import { configure } from '@testing-library/react';
import { loadNamespaces, NAMESPACES, PAGE_NAMESPACES } from '../app/i18n';
import '../app/dayjs-pt-br';

// Components under test find every namespace of the catalogue loaded, as on a signed-in page.
await loadNamespaces([...NAMESPACES, ...PAGE_NAMESPACES]);

// The web tests share two cores with the API tests: a lazily loaded component (a dialog's first use) may take more
// than testing-library's default second to arrive. The assertions stay the same; only the wait is realistic.
configure({ asyncUtilTimeout: 5_000 });
