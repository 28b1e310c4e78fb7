import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DialogProvider } from './DialogProvider';
import { useDialogs } from './use-dialogs';

function AskName() {
  const { quickInput } = useDialogs();
  const [answer, setAnswer] = useState<string | null | undefined>(undefined);
  return (
    <>
      <button onClick={() => void quickInput('Nome da nova pasta', 'Fotos').then(setAnswer)}>
        Nova pasta
      </button>
      <output>{answer === undefined ? '' : String(answer)}</output>
    </>
  );
}

function ask() {
  render(
    <DialogProvider>
      <AskName />
    </DialogProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Nova pasta' }));
}

afterEach(cleanup);

describe('the quick input dialog', () => {
  it('names its field after the question it asks', async () => {
    ask();
    // The dialog's code loads with the first dialog asked for.
    const field = await screen.findByRole('textbox', { name: 'Nome da nova pasta' });
    expect((field as HTMLInputElement).value).toBe('Fotos');
    expect(screen.getByRole('dialog', { name: 'Confirmar' })).toBeTruthy();
  });

  it('answers what was typed on OK, and nothing on Cancelar', async () => {
    ask();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nome da nova pasta' }), {
      target: { value: 'Medições' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Medições'));

    fireEvent.click(screen.getByRole('button', { name: 'Nova pasta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('null'));
  });
});
