import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TAuthUser } from '@portal/domain';
import { ApiError } from '../../lib/api-error';
import { useSessionStore } from '../../session/session.store';
import { AssinaturaDialog, type AssinaturaDialogProps } from './AssinaturaDialog';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  // happy-dom draws nothing on a canvas; the pad only needs a context to call and a PNG to hand back.
  const ctx = new Proxy({}, { get: () => () => undefined, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  useSessionStore.setState({ user: { name: 'Ana Souza' } as TAuthUser });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.setState({ user: null });
});

function open(props: Partial<AssinaturaDialogProps> = {}) {
  const onConfirm = vi.fn<AssinaturaDialogProps['onConfirm']>(async () => {});
  render(
    <AssinaturaDialog
      open
      title="Finalizar o RDO nº 7"
      confirmLabel="Assinar e finalizar"
      assinatura="obrigatoria"
      onClose={() => {}}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return onConfirm;
}

function sign() {
  const pad = screen.getByRole('img', { name: 'Quadro de assinatura' });
  fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'touch', clientX: 60, clientY: 40 });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'touch' });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Assinar e finalizar' }));

describe('AssinaturaDialog', () => {
  it('fills in the signed-in user as the signer', () => {
    open();
    expect((screen.getByLabelText(/Nome de quem assina/) as HTMLInputElement).value).toBe('Ana Souza');
  });

  it('refuses to finalize with an empty pad, saying why', async () => {
    const onConfirm = open();
    submit();
    expect(await screen.findByText('Assine no quadro')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the name, role and drawn signature once the pad is signed', async () => {
    const onConfirm = open();
    fireEvent.change(screen.getByLabelText('Cargo'), { target: { value: 'Engenheira residente' } });
    sign();
    submit();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]![0]).toEqual({
      assinatura: { nome: 'Ana Souza', cargo: 'Engenheira residente', imagem: PNG },
      comentario: undefined,
    });
  });

  it("shows the API's message on the field it names", async () => {
    const onConfirm = open();
    onConfirm.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: 'Os dados enviados são inválidos.',
        errors: [{ campo: 'assinatura.nome', mensagem: 'Informe o nome completo' }],
      }),
    );
    sign();
    submit();
    expect(await screen.findByText('Informe o nome completo')).toBeTruthy();
  });

  it('approves without a signature when signing is optional and the pad is left empty', async () => {
    const onConfirm = open({ assinatura: 'opcional', comentario: true, confirmLabel: 'Aprovar' });
    fireEvent.change(screen.getByLabelText('Comentário (opcional)'), { target: { value: '  Conferido.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({ assinatura: undefined, comentario: 'Conferido.' }),
    );
  });
});
