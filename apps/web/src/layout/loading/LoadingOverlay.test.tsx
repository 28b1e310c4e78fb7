import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { LoadingOverlay } from './LoadingOverlay';
import { useMutationBusy } from './use-mutation-busy';
import { whileBusy } from './loading.store';

let finish: () => void = () => undefined;

function Page({ ocupado }: { ocupado?: boolean }) {
  useMutationBusy();
  const save = useMutation({
    mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
    meta: ocupado === undefined ? undefined : { ocupado },
  });
  return (
    <>
      <button onClick={() => save.mutate()}>Salvar</button>
      <LoadingOverlay />
    </>
  );
}

function open(props: { ocupado?: boolean } = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Page {...props} />
    </QueryClientProvider>,
  );
}

/** Lets timers (and TanStack Query's batched notifications, scheduled on a timer) run. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const indicator = () => screen.queryByTestId('indicador-ocupado');

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  cleanup();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('the busy indicator while a change is sent (SPEC §4)', () => {
  it('shows while a mutation runs, reads "Finalizando..." once it ended inside the wait, and leaves after 1.5 s', async () => {
    open();
    expect(indicator()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await wait(0);
    expect(indicator()?.textContent).toBe('Processando...');

    finish();
    await wait(0);
    expect(screen.getByRole('status').textContent).toBe('Finalizando...');

    await wait(1000 + 500 + 500);
    expect(indicator()).toBeNull();
  });

  it('stays away for a mutation that shows its own progress', async () => {
    open({ ocupado: false });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await wait(0);
    expect(indicator()).toBeNull();
    finish();
  });

  it("keeps a long action's indicator when a change ends before it", async () => {
    open();
    let done: () => void = () => undefined;
    void whileBusy('Gerando PDF...', () => new Promise<void>((resolve) => (done = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await wait(0);
    finish();
    await wait(2000);
    expect(indicator()?.textContent).toBe('Gerando PDF...');
    done();
    await wait(0);
    await wait(1500 + 500);
    expect(indicator()).toBeNull();
  });
});
