import { createBrowserRouter, Navigate, useLocation } from 'react-router';

function RedirectToNotFound() {
  const location = useLocation();
  return <Navigate to="/404" replace state={{ from: location.pathname }} />;
}

export const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({ Component: (await import('../modules/platform/pages/HomePage')).HomePage }),
  },
  {
    path: '/404',
    lazy: async () => ({ Component: (await import('../modules/platform/pages/NotFoundPage')).NotFoundPage }),
  },
  { path: '*', Component: RedirectToNotFound },
]);
