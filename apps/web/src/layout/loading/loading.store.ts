import { create } from 'zustand';
import { DebouncedFlag, type FlagView } from './debounced-flag';

/** SPEC §9: overlay 4 s then 0.5 s exit; busy indicator 1 s wait and 0.5 s delay. */
export const OVERLAY_TIMING = { waitMs: 4000, exitMs: 500 } as const;
export const BUSY_TIMING = { waitMs: 1000, exitMs: 500 } as const;

/** Who asked for the overlay or the indicator: the shell (navigation, mutations), a page, one whileBusy call. */
export type LoadingSource = string | symbol;

interface LoadingState {
  overlay: FlagView;
  busy: FlagView;
  busyMessage: string;
}

const HIDDEN: FlagView = { shown: false, exiting: false, pending: false };

export const useLoadingStore = create<LoadingState>()(() => ({
  overlay: HIDDEN,
  busy: HIDDEN,
  busyMessage: '',
}));

const overlay = new DebouncedFlag(OVERLAY_TIMING.waitMs, OVERLAY_TIMING.exitMs, (view) =>
  useLoadingStore.setState({ overlay: view }),
);
const busy = new DebouncedFlag(BUSY_TIMING.waitMs, BUSY_TIMING.exitMs, (view) =>
  useLoadingStore.setState({ busy: view }),
);

// Several callers share one overlay and one indicator: each one's "off" must not hide another's "on".
const overlaySources = new Set<LoadingSource>();
const busySources = new Map<LoadingSource, string>();

/** Shows or hides the full-page loading overlay for one source (a page by default). */
export function setLoading(value: boolean, source: LoadingSource = 'pagina'): void {
  if (value) overlaySources.add(source);
  else overlaySources.delete(source);
  overlay.set(overlaySources.size > 0);
}

/** Shows the busy-action indicator with a message (e.g. "Gerando PDF..."), or hides it, for one source. */
export function setBusy(value: boolean, message = '', source: LoadingSource = 'pagina'): void {
  // Re-inserted so the latest request's message is the one shown.
  busySources.delete(source);
  if (value) busySources.set(source, message);
  const latest = [...busySources.values()].at(-1);
  if (latest !== undefined) useLoadingStore.setState({ busyMessage: latest });
  busy.set(busySources.size > 0);
}

/** Runs a long action under the busy indicator. */
export async function whileBusy<T>(message: string, action: () => Promise<T>): Promise<T> {
  const source = Symbol('whileBusy');
  setBusy(true, message, source);
  try {
    return await action();
  } finally {
    setBusy(false, '', source);
  }
}
