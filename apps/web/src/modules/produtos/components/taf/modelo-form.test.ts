import { describe, expect, it } from 'vitest';
import { ZTafModeloInput, type TTafModelo } from '@portal/domain';
import { formParaInput, modeloParaForm, pontoVazio } from './modelo-form';

const modelo: TTafModelo = {
  id: 'm1',
  nome: 'TAF de skid',
  produto: null,
  familia: 'Skid',
  ativo: true,
  tafs: 2,
  versao: 3,
  atualizadoEm: '2026-11-27T12:00:00.000Z',
  acoes: { editar: true },
  pontos: [
    {
      id: 'p2',
      ordem: 2,
      tipo: 'medicao',
      descricao: 'Vazão',
      nominal: 30,
      tolerancia: 1.5,
      unidade: 'm³/h',
    },
    { id: 'p1', ordem: 1, tipo: 'instrucao', descricao: 'Conferir o desenho' },
  ],
};

describe('the TAF template form', () => {
  it('shows the points in their order, with the numbers as a Brazilian types them', () => {
    const form = modeloParaForm(modelo);
    expect(form.aplica).toBe('familia');
    expect(form.pontos.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(form.pontos[1]).toMatchObject({ nominal: '30', tolerancia: '1,5', unidade: 'm³/h' });
  });

  it('sends the points in the order on screen, and what the contract reads back is the template', () => {
    const form = modeloParaForm(modelo);
    form.pontos.reverse();
    const parsed = ZTafModeloInput.parse(formParaInput(form, modelo.versao));
    expect(parsed.pontos.map((p) => p.id)).toEqual(['p2', 'p1']);
    expect(parsed.pontos[0]).toMatchObject({ nominal: 30, tolerancia: 1.5, unidade: 'm³/h' });
    expect(parsed).toMatchObject({ familia: 'Skid', produtoId: null, versao: 3 });
  });

  it('sends only the measurement fields of a measurement, and only the chosen "applies to"', () => {
    const form = { ...modeloParaForm(null), nome: 'TAF de painel', aplica: 'produto' as const };
    form.produtoId = '7d0f5a4e-3c1b-4f7e-9a52-0c6a1f2b3d4e';
    form.familia = 'Painel';
    form.pontos = [{ ...pontoVazio(), descricao: 'Teste de isolação', nominal: '5', tolerancia: '1' }];
    const input = formParaInput(form);
    expect(input.familia).toBeNull();
    expect(input.pontos[0]).toMatchObject({
      tipo: 'passa_falha',
      nominal: null,
      tolerancia: null,
      unidade: null,
    });
    expect(ZTafModeloInput.safeParse(input).success).toBe(true);
  });

  it('lets the contract say what a measurement lacks', () => {
    const form = { ...modeloParaForm(null), nome: 'TAF de tanque', familia: 'Tanque' };
    form.pontos = [{ ...pontoVazio(), tipo: 'medicao', descricao: 'Diâmetro', nominal: '3200,5' }];
    const result = ZTafModeloInput.safeParse(formParaInput(form));
    expect(result.success).toBe(false);
    const mensagens = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(mensagens['pontos.0.tolerancia']).toBe('Informe a tolerância (±)');
    expect(mensagens['pontos.0.unidade']).toBe('Informe a unidade (mm, bar, V...)');
  });
});
