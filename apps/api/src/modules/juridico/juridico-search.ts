import { PROCESSO_TIPO_LABEL } from '@portal/domain';
import type { SearchSource } from '../busca';
import { linkDoProcesso } from './juridico-access';
import { processosWhere } from './juridico-rules';
import { findProcessosMatching } from './juridico-search.repository';

/** Cases in the top bar's search, by CNJ number (with or without punctuation), party, court, object or obra. */
export const processosSearchSource: SearchSource = {
  modulo: 'juridico',
  label: 'Processos jurídicos',
  ordem: 65,
  subject: 'ProcessoJuridico',
  async search(ctx, busca, limite) {
    const rows = await findProcessosMatching(ctx.db, busca, processosWhere(ctx.auth.ability), limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `Processo ${row.numeroCnj}`,
      subtitulo: `${PROCESSO_TIPO_LABEL[row.tipo]} × ${row.parteContraria} · ${row.obra.codigo} · ${row.obra.nome}`,
      link: linkDoProcesso(row.id),
    }));
  },
};
