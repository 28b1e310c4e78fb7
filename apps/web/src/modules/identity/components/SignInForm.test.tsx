import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from './SignInForm';

afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn(async () => undefined);
  const onForgot = vi.fn();
  render(<SignInForm onSubmit={onSubmit} onForgot={onForgot} />);
  return { onSubmit, onForgot, user: userEvent.setup() };
}

describe('SignInForm', () => {
  it('asks for the e-mail and the password, focusing the first, and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe o e-mail')).toBeTruthy();
    expect(screen.getByText('Informe a senha')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail, and clears the message as it is corrected', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'gestor@demo');
    await user.type(screen.getByLabelText('Senha'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe um e-mail válido')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), '.obras.dev');
    expect(screen.queryByText('Informe um e-mail válido')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail and the password, and shows the answer of a refusal', async () => {
    const { onSubmit, user } = renderForm();
    onSubmit.mockRejectedValueOnce(new Error('E-mail ou senha incorretos.'));
    await user.type(screen.getByLabelText('E-mail'), '  gestor@demo.obras.dev ');
    await user.type(screen.getByLabelText('Senha'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmit).toHaveBeenCalledWith('gestor@demo.obras.dev', 'Demo@1234');
    expect((await screen.findByRole('alert')).textContent).toContain('E-mail ou senha incorretos.');
  });

  it('passes the typed e-mail to "Esqueci minha senha"', async () => {
    const { onForgot, user } = renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'gestor@demo.obras.dev');
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    expect(onForgot).toHaveBeenCalledWith('gestor@demo.obras.dev');
  });
});
