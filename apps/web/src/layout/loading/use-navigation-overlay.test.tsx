import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useLoadingStore } from './loading.store';
import { NAVIGATION_OVERLAY_AFTER_MS, useNavigationOverlay } from './use-navigation-overlay';

function Shell() {
  useNavigationOverlay();
  return <Outlet />;
}

let arrive: () => void = () => undefined;

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        children: [
          { path: '/', Component: () => <p>início</p> },
          {
            path: '/lenta',
            loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
            Component: () => <p>lenta</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const overlayShown = () => useLoadingStore.getState().overlay.shown;

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  cleanup();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('the loading overlay on route changes (SPEC §4)', () => {
  it('shows for a route change still running after a second, and follows it out after 4 s', async () => {
    const router = openAt('/');
    await wait(0);
    act(() => void router.navigate('/lenta'));
    await wait(0);
    expect(router.state.navigation.state).toBe('loading');
    await wait(NAVIGATION_OVERLAY_AFTER_MS - 1);
    expect(overlayShown()).toBe(false);
    await wait(1);
    expect(overlayShown()).toBe(true);

    arrive();
    await wait(0);
    expect(router.state.location.pathname).toBe('/lenta');
    expect(overlayShown()).toBe(true);
    await wait(4000 + 500);
    expect(overlayShown()).toBe(false);
  });

  it('stays away from a quick route change', async () => {
    const router = openAt('/');
    await wait(0);
    act(() => void router.navigate('/lenta'));
    await wait(0);
    expect(router.state.navigation.state).toBe('loading');
    await wait(300);
    arrive();
    // act holds React's renders until it returns: let the arrival render before the clock moves on.
    await wait(0);
    await wait(NAVIGATION_OVERLAY_AFTER_MS);
    expect(router.state.location.pathname).toBe('/lenta');
    expect(overlayShown()).toBe(false);
  });
});
