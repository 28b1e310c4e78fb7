import type { ClimaPeriodoInput, RdoFormValues } from './rdo-form.types';

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** A period with nothing chosen is "no shift" (null); a half-filled one goes on, so zod names what is missing. */
const periodo = (p: ClimaPeriodoInput) => (p.tempo || p.condicao ? p : null);

/**
 * The form's values in the shape ZRdoConteudo reads: empty number fields become null (zod's decimal parsing would
 * read `''` as 0), clima periods with nothing chosen become null, and the display-only planned % is dropped.
 */
export function normalizeRdoForm(values: RdoFormValues) {
  const c = values.conteudo;
  return {
    conteudo: {
      semTrabalho: c.semTrabalho,
      horarioInicio: blankToNull(c.horarioInicio),
      horarioFim: blankToNull(c.horarioFim),
      clima: { manha: periodo(c.clima.manha), tarde: periodo(c.clima.tarde), noite: periodo(c.clima.noite) },
      chuvaMm: blankToNull(c.chuvaMm),
      maoDeObra: c.maoDeObra.map((m) => ({ ...m, horas: blankToNull(m.horas) })),
      equipamentos: c.equipamentos,
      atividades: c.atividades.map(({ percentualPrevisto: _shown, ...a }) => ({
        ...a,
        percentualAcumulado: blankToNull(a.percentualAcumulado),
      })),
      ocorrencias: c.ocorrencias,
      comentarios: c.comentarios,
    },
    justificativa: blankToNull(values.justificativa) ?? undefined,
  };
}
