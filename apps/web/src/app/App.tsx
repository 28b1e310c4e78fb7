import { useState } from 'react';
// From react-router/dom: it hands the router ReactDOM.flushSync, which a list's filters use (useListSearch).
import { RouterProvider } from 'react-router/dom';
import { buildRouter } from '../routing/build-router';

/**
 * The router. The MUI theme (MuiRoot) comes with the pages that use MUI, the signed-in root and the public pages
 * but /login; server state, toasts and dialogs (AppServices) with the first signed-in page or the public step that
 * needs them; the date pickers with the signed-in root.
 */
export function App() {
  const [router] = useState(buildRouter);
  return <RouterProvider router={router} />;
}
