import type { TTafModelo, TTafModeloInput } from '@portal/domain';

/** A point as the editor holds it: numbers as typed ("10,05"), so a half-typed value is not lost. */
export interface PontoForm {
  id?: string;
  tipo: 'instrucao' | 'passa_falha' | 'medicao' | 'foto';
  descricao: string;
  nominal: string;
  tolerancia: string;
  unidade: string;
}

export interface ModeloForm {
  nome: string;
  aplica: 'produto' | 'familia';
  produtoId: string;
  familia: string;
  ativo: boolean;
  pontos: PontoForm[];
}

const texto = (n: number | undefined) =>
  n === undefined ? '' : n.toLocaleString('pt-BR', { maximumFractionDigits: 4, useGrouping: false });

export const pontoVazio = (): PontoForm => ({
  tipo: 'passa_falha',
  descricao: '',
  nominal: '',
  tolerancia: '',
  unidade: '',
});

export function modeloParaForm(modelo: TTafModelo | null): ModeloForm {
  if (!modelo)
    return { nome: '', aplica: 'familia', produtoId: '', familia: '', ativo: true, pontos: [pontoVazio()] };
  return {
    nome: modelo.nome,
    aplica: modelo.produto ? 'produto' : 'familia',
    produtoId: modelo.produto?.id ?? '',
    familia: modelo.familia ?? '',
    ativo: modelo.ativo,
    pontos: modelo.pontos
      .slice()
      .sort((a, b) => a.ordem - b.ordem)
      .map((p) => ({
        id: p.id,
        tipo: p.tipo,
        descricao: p.descricao,
        nominal: texto(p.nominal),
        tolerancia: texto(p.tolerancia),
        unidade: p.unidade ?? '',
      })),
  };
}

/** What the API takes: the points in the order on screen; a measurement's numbers as typed (the contract reads them). */
export function formParaInput(form: ModeloForm, versao?: number): TTafModeloInput {
  return {
    nome: form.nome,
    produtoId: form.aplica === 'produto' ? form.produtoId || null : null,
    familia: form.aplica === 'familia' ? form.familia.trim() || null : null,
    ativo: form.ativo,
    versao,
    pontos: form.pontos.map((p) => {
      const medicao = p.tipo === 'medicao';
      return {
        id: p.id,
        tipo: p.tipo,
        descricao: p.descricao,
        nominal: medicao ? p.nominal.trim() || null : null,
        tolerancia: medicao ? p.tolerancia.trim() || null : null,
        unidade: medicao ? p.unidade.trim() || null : null,
      };
    }),
  };
}
