import { useState } from 'react';
import { RouterProvider } from 'react-router';
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
