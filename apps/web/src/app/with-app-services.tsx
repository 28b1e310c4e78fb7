import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from '../layout/PageLoading';

const LazyAppServices = lazy(async () => ({ default: (await import('./AppServices')).AppServices }));

/** `children` inside AppServices, which loads on first use (a public page's step that reads or changes data). */
export function WithAppServices({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyAppServices>{children}</LazyAppServices>
    </Suspense>
  );
}

/** A public page that uses queries, mutations, toasts or dialogs, for its routes.tsx entry. */
export function withAppServices<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function PageWithServices(props: P) {
    return (
      <WithAppServices>
        <Page {...props} />
      </WithAppServices>
    );
  }
  return PageWithServices;
}
