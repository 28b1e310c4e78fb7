import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { TOAST_OPTIONS } from './toast-options';

function Notify({ times = 1 }: { times?: number }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <button onClick={() => Array.from({ length: times }, (_, i) => enqueueSnackbar(`Aviso ${i + 1}`))}>
      avisar
    </button>
  );
}

function notify(times = 1) {
  render(
    <SnackbarProvider {...TOAST_OPTIONS}>
      <Notify times={times} />
    </SnackbarProvider>,
  );
  act(() => screen.getByRole('button', { name: 'avisar' }).click());
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  cleanup();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('the toasts (SPEC §9)', () => {
  it('are 400 px wide, and never wider than the screen leaves them (a phone)', () => {
    notify();
    const toast = screen.getByRole('alert');
    expect(toast.style.width).toBe('400px');
    expect(toast.style.maxWidth).toBe('100%');
  });

  it('show at most 5 at once', async () => {
    notify(6);
    await wait(1000);
    expect(screen.getAllByRole('alert')).toHaveLength(5);
  });
});
