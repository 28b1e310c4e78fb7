import { create } from 'zustand';
import { DebouncedFlag, type FlagView } from './debounced-flag';

/** SPEC §9: overlay 4 s then 0.5 s exit; busy indicator 1 s wait and 0.5 s delay. */
export const OVERLAY_TIMING = { waitMs: 4000, exitMs: 500 } as const;
export const BUSY_TIMING = { waitMs: 1000, exitMs: 500 } as const;

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

/** Shows or hides the full-page loading overlay. */
export function setLoading(value: boolean): void {
  overlay.set(value);
}

/** Shows the busy-action indicator with a message (e.g. "Gerando PDF..."), or hides it. */
export function setBusy(value: boolean, message = ''): void {
  if (value) useLoadingStore.setState({ busyMessage: message });
  busy.set(value);
}

/** Runs a long action under the busy indicator. */
export async function whileBusy<T>(message: string, action: () => Promise<T>): Promise<T> {
  setBusy(true, message);
  try {
    return await action();
  } finally {
    setBusy(false);
  }
}
