import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebouncedFlag, type FlagView } from './debounced-flag';
import { BUSY_TIMING, OVERLAY_TIMING } from './loading.store';

describe('the loading overlay timing (SPEC §4: 4 s, then a 0.5 s exit)', () => {
  let views: FlagView[];
  let flag: DebouncedFlag;

  beforeEach(() => {
    vi.useFakeTimers();
    views = [];
    flag = new DebouncedFlag(OVERLAY_TIMING.waitMs, OVERLAY_TIMING.exitMs, (v) => views.push(v));
  });
  afterEach(() => vi.useRealTimers());

  it('shows at once when set to true', () => {
    flag.set(true);
    expect(flag.state).toEqual({ shown: true, exiting: false, pending: false });
  });

  it('only records a change requested inside the wait window, and applies it after the exit animation', () => {
    flag.set(true);
    vi.advanceTimersByTime(1000);
    flag.set(false);
    expect(flag.state).toEqual({ shown: true, exiting: false, pending: true });
    vi.advanceTimersByTime(2999);
    expect(flag.state.exiting).toBe(false);
    vi.advanceTimersByTime(1);
    expect(flag.state).toMatchObject({ shown: true, exiting: true });
    vi.advanceTimersByTime(499);
    expect(flag.state.shown).toBe(true);
    vi.advanceTimersByTime(1);
    expect(flag.state.shown).toBe(false);
  });

  it('follows the latest requested state: on-off-on inside the window stays on', () => {
    flag.set(true);
    flag.set(false);
    flag.set(true);
    vi.advanceTimersByTime(4500);
    expect(flag.state).toEqual({ shown: true, exiting: false, pending: false });
  });

  it('opens a new window when the state it follows is a change', () => {
    flag.set(true);
    flag.set(false);
    vi.advanceTimersByTime(4500);
    expect(flag.state.shown).toBe(false);
    flag.set(true);
    expect(flag.state.pending).toBe(true);
    vi.advanceTimersByTime(4500);
    expect(flag.state.shown).toBe(true);
  });
});

describe('the busy indicator timing (SPEC §4: 1 s wait, 0.5 s delay, "Finalizando..." while pending)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('marks a pending change during the wait, and hides after 1.5 s', () => {
    const flag = new DebouncedFlag(BUSY_TIMING.waitMs, BUSY_TIMING.exitMs, () => undefined);
    flag.set(true);
    vi.advanceTimersByTime(200);
    flag.set(false);
    expect(flag.state.pending).toBe(true);
    vi.advanceTimersByTime(800);
    expect(flag.state).toMatchObject({ shown: true, exiting: true, pending: true });
    vi.advanceTimersByTime(500);
    expect(flag.state).toEqual({ shown: false, exiting: false, pending: false });
  });
});
