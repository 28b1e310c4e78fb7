import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DeleteAccountDialog } from './DeleteAccountDialog';

afterEach(cleanup);

function renderDialog(onConfirm: (senha: string) => Promise<void>) {
  render(<DeleteAccountDialog open onClose={() => {}} onConfirm={onConfirm} />);
  return {
    password: screen.getByLabelText(/Sua senha, para confirmar/),
    submit: screen.getByRole('button', { name: 'Excluir conta' }),
  };
}

describe('DeleteAccountDialog', () => {
  it('asks for the password before it lets the account go', async () => {
    const onConfirm = vi.fn(async () => {});
    const { password, submit } = renderDialog(onConfirm);
    expect(submit).toHaveProperty('disabled', true);

    fireEvent.change(password, { target: { value: 'Demo@1234' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Demo@1234'));
  });

  it('shows the refusal and stays open for another try', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('Senha incorreta. A conta não foi excluída.');
    });
    const { password, submit } = renderDialog(onConfirm);
    fireEvent.change(password, { target: { value: 'Errada#123' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Senha incorreta. A conta não foi excluída.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
