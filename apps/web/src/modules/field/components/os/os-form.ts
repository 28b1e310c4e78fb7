import type { z } from 'zod';
import { addDays, todayInSaoPaulo, type TOs, type TOsInput, type ZOsInput } from '@portal/domain';

export type OsFormOutput = z.output<typeof ZOsInput>;

/** The form's values: an order's own when editing, a fresh one (starting today, a month long) otherwise. */
export function osFormDefaults(os?: TOs): TOsInput {
  if (!os) {
    const hoje = todayInSaoPaulo();
    return {
      titulo: '',
      escopo: '',
      prioridade: 'media',
      local: '',
      responsavelId: null,
      inicioPrevisto: hoje,
      fimPrevisto: addDays(hoje, 30),
      equipe: [],
      itens: [],
    };
  }
  return {
    titulo: os.titulo,
    escopo: os.escopo,
    prioridade: os.prioridade,
    local: os.local,
    responsavelId: os.responsavel?.id ?? null,
    inicioPrevisto: os.inicioPrevisto,
    fimPrevisto: os.fimPrevisto,
    equipe: os.equipe,
    itens: os.itens.map((i) => ({ eapItemId: i.eapItemId, quantidade: i.quantidade })),
  };
}
