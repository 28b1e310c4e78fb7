import type { TRdoConteudoInput, TRdoConteudoView, TRdoSecao } from '@portal/domain';
import type { ClimaPeriodoInput, RdoFormValues } from './rdo-form.types';

type Conteudo = TRdoConteudoInput | TRdoConteudoView;
type ClimaIn = { tempo: string; condicao: string } | null | undefined;

/** A stored number as the input shows it: `12.5` → `12,5`; none → empty. */
const asText = (value: number | string | null | undefined) =>
  value == null ? '' : String(value).replace('.', ',');

const periodo = (clima: ClimaIn): ClimaPeriodoInput => ({
  tempo: clima?.tempo ?? null,
  condicao: clima?.condicao ?? null,
});

/**
 * The form's starting values from a report (or the day's template). Sections switched off for the obra start
 * empty: the API drops them anyway, and hidden copied data must not block the form with errors no one can see.
 */
export function toRdoForm(conteudo: Conteudo, secoes: readonly TRdoSecao[]): RdoFormValues {
  const on = (secao: TRdoSecao) => secoes.includes(secao);
  const clima = on('clima') ? conteudo.clima : undefined;
  return {
    conteudo: {
      semTrabalho: conteudo.semTrabalho ?? false,
      horarioInicio: conteudo.horarioInicio ?? '',
      horarioFim: conteudo.horarioFim ?? '',
      clima: {
        manha: periodo(clima?.manha as ClimaIn),
        tarde: periodo(clima?.tarde as ClimaIn),
        noite: periodo(clima?.noite as ClimaIn),
      },
      chuvaMm: on('chuva') ? asText(conteudo.chuvaMm as number | string | null | undefined) : '',
      maoDeObra: on('maoDeObra')
        ? (conteudo.maoDeObra ?? []).map((m) => ({
            funcao: m.funcao,
            empresa: m.empresa ?? '',
            tipo: m.tipo === 'terceirizada' ? 'terceirizada' : 'propria',
            quantidade: asText(m.quantidade as number | string),
            horas: asText(m.horas as number | string | null | undefined),
          }))
        : [],
      equipamentos: on('equipamentos')
        ? (conteudo.equipamentos ?? []).map((e) => ({
            descricao: e.descricao,
            quantidade: asText(e.quantidade as number | string),
            operando: asText(e.operando as number | string),
            parado: asText(e.parado as number | string),
          }))
        : [],
      atividades: on('atividades')
        ? (conteudo.atividades ?? []).map((a) => ({
            atividadePlanejadaId: a.atividadePlanejadaId ?? null,
            descricao: a.descricao,
            percentualAcumulado: asText(a.percentualAcumulado as number | string | null | undefined),
            observacao: a.observacao ?? '',
            percentualPrevisto: 'percentualPrevisto' in a ? (a.percentualPrevisto as number | null) : null,
          }))
        : [],
      ocorrencias: on('ocorrencias')
        ? (conteudo.ocorrencias ?? []).map((o) => ({ tipo: o.tipo, descricao: o.descricao }))
        : [],
      comentarios: on('comentarios') ? (conteudo.comentarios ?? '') : '',
    },
    justificativa: '',
  };
}
