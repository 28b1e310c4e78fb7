import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { TRdoConteudoView, TRdoSecao } from '@portal/domain';
import { DialogProvider } from '../../../layout/dialogs/DialogProvider';
import { ApiError } from '../../../lib/api-error';
import { RdoForm, type RdoFormProps } from './RdoForm';

afterEach(cleanup);

const conteudo: TRdoConteudoView = {
  semTrabalho: false,
  horarioInicio: '07:00',
  horarioFim: '17:00',
  clima: { manha: null, tarde: null, noite: null },
  chuvaMm: null,
  maoDeObra: [{ funcao: 'Pedreiro', empresa: 'Própria', tipo: 'propria', quantidade: 4, horas: 8 }],
  equipamentos: [{ descricao: 'Betoneira', quantidade: 3, operando: 3, parado: 0 }],
  atividades: [],
  ocorrencias: [],
  comentarios: '',
};

// Every section but the activities, which would ask the API for the obra's plan.
const SECOES: TRdoSecao[] = ['clima', 'chuva', 'maoDeObra', 'equipamentos', 'ocorrencias', 'comentarios'];

function renderForm(onSubmit: RdoFormProps['onSubmit']) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <RdoForm
          obraId="obra-1"
          secoes={SECOES}
          dataRdo="2025-03-10"
          defaultValues={conteudo}
          submitLabel="Criar RDO"
          onSubmit={onSubmit}
        />
      ),
    },
  ]);
  render(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br">
      <QueryClientProvider client={new QueryClient()}>
        <DialogProvider>
          <RouterProvider router={router} />
        </DialogProvider>
      </QueryClientProvider>
    </LocalizationProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('RdoForm', () => {
  it('keeps idle equipment = quantity − working while typing', () => {
    renderForm(vi.fn());
    const equipamentos = within(section('Equipamentos'));
    fireEvent.change(equipamentos.getByRole('textbox', { name: 'Operando' }), { target: { value: '1' } });
    expect(equipamentos.getByRole('textbox', { name: 'Parado' })).toHaveProperty('value', '2');
    fireEvent.change(equipamentos.getByRole('textbox', { name: 'Qtd.' }), { target: { value: '5' } });
    expect(equipamentos.getByRole('textbox', { name: 'Parado' })).toHaveProperty('value', '4');
    fireEvent.change(equipamentos.getByRole('textbox', { name: 'Parado' }), { target: { value: '0' } });
    expect(equipamentos.getByRole('textbox', { name: 'Operando' })).toHaveProperty('value', '5');
  });

  it('shows the workforce totals live, own and subcontracted', async () => {
    renderForm(vi.fn());
    const mao = within(section('Mão de obra'));
    expect(mao.getByText('Própria: 4')).toBeTruthy();
    fireEvent.click(mao.getByRole('button', { name: 'Adicionar função' }));
    const vinculos = mao.getAllByRole('combobox', { name: 'Vínculo' });
    fireEvent.mouseDown(vinculos[1]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Terceirizada' }));
    const pessoas = mao.getAllByRole('textbox', { name: 'Pessoas' });
    fireEvent.change(pessoas[1]!, { target: { value: '6' } });
    await waitFor(() => expect(mao.getByText('Terceirizada: 6')).toBeTruthy());
    expect(mao.getByText('Total: 10')).toBeTruthy();
  });

  it('hands over the content parsed by the contract (comma decimals, rain rounded to 2 places)', async () => {
    const onSubmit = vi.fn<RdoFormProps['onSubmit']>(async () => {});
    renderForm(onSubmit);
    fireEvent.change(screen.getByRole('textbox', { name: 'Chuva do dia' }), { target: { value: '12,345' } });
    expect(screen.getByText('Será registrada como 12,35 mm (2 casas decimais).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar RDO' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const { conteudo: sent } = onSubmit.mock.calls[0]![0];
    expect(sent.chuvaMm).toBe(12.35);
    expect(sent.equipamentos[0]).toEqual({ descricao: 'Betoneira', quantidade: 3, operando: 3, parado: 0 });
    expect(sent.clima).toEqual({ manha: null, tarde: null, noite: null });
  });

  it('puts the API’s field errors on their fields and the others above the buttons', async () => {
    renderForm(async () => {
      throw new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: 'Os dados enviados são inválidos.',
        errors: [
          { campo: 'conteudo.maoDeObra.0.quantidade', mensagem: 'Confira a quantidade' },
          { campo: 'data', mensagem: 'O RDO é do dia de hoje ou de um dia que passou' },
        ],
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Criar RDO' }));
    expect(await screen.findByText('Confira a quantidade')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Os dados enviados são inválidos.');
    expect(alert.textContent).toContain('O RDO é do dia de hoje ou de um dia que passou');
  });

  it('checks with the contract before sending: an empty function is refused', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const mao = within(section('Mão de obra'));
    fireEvent.change(mao.getByRole('combobox', { name: 'Função' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar RDO' }));
    expect(await screen.findByText('Informe a função')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
