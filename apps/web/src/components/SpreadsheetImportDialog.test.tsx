import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { ApiError } from '../lib/api-error';
import type * as UploadModule from '../lib/upload-file';
import { UploadAborted, uploadFile } from '../lib/upload-file';
import { SpreadsheetImportDialog, type SpreadsheetImportTexts } from './SpreadsheetImportDialog';

vi.mock('../lib/upload-file', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadFile: vi.fn(),
}));

const texts: SpreadsheetImportTexts = {
  title: 'Importar',
  description: 'Uma planilha',
  template: 'Baixar o modelo',
  choose: 'Escolher planilha',
  sending: (nome, porcentagem) => `Enviando ${nome}: ${porcentagem}%`,
  cancel: 'Cancelar envio',
  cancelled: 'Envio cancelado',
  refused: 'Linhas recusadas:',
  close: 'Fechar',
};

let settle: { resolve: (v: { n: number }) => void; reject: (e: unknown) => void };
const abort = vi.fn();

beforeEach(() => {
  vi.mocked(uploadFile).mockImplementation(() => ({
    done: new Promise((resolve, reject) => {
      settle = { resolve: resolve as (v: { n: number }) => void, reject };
    }),
    abort,
  }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function open(props: Partial<Parameters<typeof SpreadsheetImportDialog<{ n: number }>>[0]> = {}) {
  const onImported = vi.fn();
  const onClose = vi.fn();
  render(
    <SnackbarProvider>
      <SpreadsheetImportDialog<{ n: number }>
        texts={texts}
        templateHref="/api/modelo.xlsx"
        endpoint="/importar"
        inputTestId="planilha-input"
        refusedLines={(e) => e.fieldErrors.map((f) => ({ key: f.campo, text: `${f.campo} → ${f.mensagem}` }))}
        onImported={onImported}
        successMessage={(r) => `${r.n} linhas importadas`}
        onClose={onClose}
        {...props}
      >
        {(sending) => <span>{sending ? 'ocupado' : 'livre'}</span>}
      </SpreadsheetImportDialog>
    </SnackbarProvider>,
  );
  const file = new File(['x'], 'lista.xlsx');
  const choose = () => fireEvent.change(screen.getByTestId('planilha-input'), { target: { files: [file] } });
  return { onImported, onClose, choose, file };
}

it('sends the chosen file to the endpoint, then reports and closes', async () => {
  const { onImported, onClose, choose, file } = open();
  expect(screen.getByRole('link', { name: 'Baixar o modelo' }).getAttribute('href')).toBe('/api/modelo.xlsx');
  choose();
  expect(vi.mocked(uploadFile).mock.calls[0]!.slice(0, 2)).toEqual(['/importar', file]);
  expect(screen.getByText('Enviando lista.xlsx: 0%')).toBeTruthy();
  expect(screen.getByText('ocupado')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Fechar' }) as HTMLButtonElement).disabled).toBe(true);
  settle.resolve({ n: 3 });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onImported).toHaveBeenCalledWith({ n: 3 });
  expect(await screen.findByText('3 linhas importadas')).toBeTruthy();
});

it('lists the refused lines and imports nothing', async () => {
  const { onImported, onClose, choose } = open();
  choose();
  settle.reject(
    new ApiError({
      status: 422,
      code: 'VALIDATION_FAILED',
      detail: 'A planilha tem 1 linha com erro',
      errors: [{ campo: 'linhas.0.unidade', mensagem: 'Unidade desconhecida: xyz' }],
    }),
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('A planilha tem 1 linha com erro');
  const list = within(alert).getByRole('list', { name: 'Linhas recusadas:' });
  expect(list.textContent).toBe('linhas.0.unidade → Unidade desconhecida: xyz');
  expect(screen.getByText('livre')).toBeTruthy();
  expect(onImported).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

it('cancels the upload', async () => {
  const { choose } = open();
  choose();
  fireEvent.click(screen.getByRole('button', { name: 'Cancelar envio' }));
  expect(abort).toHaveBeenCalled();
  settle.reject(new UploadAborted());
  expect((await screen.findByRole('alert')).textContent).toBe('Envio cancelado');
});

it('keeps the choose button disabled when asked', () => {
  open({ disabled: true });
  expect((screen.getByRole('button', { name: 'Escolher planilha' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
});
