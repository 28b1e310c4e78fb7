import { describe, expect, it } from 'vitest';
import { RDO_SECOES, ZRdoConteudo, type TRdoConteudoView } from '@portal/domain';
import { normalizeRdoForm } from './normalize-rdo-form';
import { toRdoForm } from './to-rdo-form';

const view: TRdoConteudoView = {
  semTrabalho: false,
  horarioInicio: '07:00',
  horarioFim: '17:00',
  clima: { manha: { tempo: 'claro', condicao: 'praticavel' }, tarde: null, noite: null },
  chuvaMm: 12.5,
  maoDeObra: [{ funcao: 'Pedreiro', empresa: 'Própria', tipo: 'propria', quantidade: 4, horas: 8.5 }],
  equipamentos: [{ descricao: 'Betoneira', quantidade: 2, operando: 1, parado: 1 }],
  atividades: [
    {
      atividadePlanejadaId: '8d7f3a52-6a53-4c1e-9f33-0d2f3f0b1a11',
      descricao: 'A.1 Fundações',
      percentualAcumulado: 37.5,
      observacao: '',
      percentualPrevisto: 40,
    },
  ],
  ocorrencias: [{ tipo: 'visita_tecnica', descricao: 'Fiscal do cliente' }],
  comentarios: 'Tudo certo',
};

describe('the RDO form values and ZRdoConteudo', () => {
  it('shows stored decimals with a comma and reads them back as the API does', () => {
    const form = toRdoForm(view, [...RDO_SECOES]);
    expect(form.conteudo.chuvaMm).toBe('12,5');
    expect(form.conteudo.maoDeObra[0]!.horas).toBe('8,5');
    const parsed = ZRdoConteudo.parse(normalizeRdoForm(form).conteudo);
    expect(parsed.chuvaMm).toBe(12.5);
    expect(parsed.maoDeObra[0]).toMatchObject({ quantidade: 4, horas: 8.5 });
    expect(parsed.atividades[0]).toMatchObject({ percentualAcumulado: 37.5 });
    expect(parsed.clima).toEqual(view.clima);
  });

  it('sends empty number fields as null, not zero, and a period with nothing chosen as no shift', () => {
    const form = toRdoForm(view, [...RDO_SECOES]);
    form.conteudo.chuvaMm = ' ';
    form.conteudo.maoDeObra[0]!.horas = '';
    form.conteudo.clima.manha = { tempo: null, condicao: null };
    const parsed = ZRdoConteudo.parse(normalizeRdoForm(form).conteudo);
    expect(parsed.chuvaMm).toBeNull();
    expect(parsed.maoDeObra[0]!.horas).toBeNull();
    expect(parsed.clima.manha).toBeNull();
  });

  it('rounds the rain to 2 decimals and asks for the missing half of a period', () => {
    const form = toRdoForm(view, [...RDO_SECOES]);
    form.conteudo.chuvaMm = '12,345';
    form.conteudo.clima.tarde = { tempo: 'chuvoso', condicao: null };
    const result = ZRdoConteudo.safeParse(normalizeRdoForm(form).conteudo);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['clima.tarde.condicao']);
    form.conteudo.clima.tarde = { tempo: 'chuvoso', condicao: 'impraticavel' };
    expect(ZRdoConteudo.parse(normalizeRdoForm(form).conteudo).chuvaMm).toBe(12.35);
  });

  it('starts switched-off sections empty, so copied data nobody sees cannot block the form', () => {
    const form = toRdoForm(view, ['clima', 'comentarios']);
    expect(form.conteudo.maoDeObra).toEqual([]);
    expect(form.conteudo.equipamentos).toEqual([]);
    expect(form.conteudo.chuvaMm).toBe('');
    expect(form.conteudo.comentarios).toBe('Tudo certo');
  });

  it('leaves the reason out when none was typed', () => {
    expect(normalizeRdoForm(toRdoForm(view, [...RDO_SECOES])).justificativa).toBeUndefined();
  });
});
