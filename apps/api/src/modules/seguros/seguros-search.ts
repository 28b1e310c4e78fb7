import { SEGURO_RAMO_LABEL, formatDate } from '@portal/domain';
import type { SearchSource } from '../busca';
import { linkDaApolice } from './seguros-alertas';
import { apolicesWhere } from './seguros-rules';
import { findApolicesMatching } from './seguros-search.repository';

/** Policies in the top bar's search: by number (with or without its dots), insurer, broker, insured or obra. */
export const apolicesSearchSource: SearchSource = {
  modulo: 'seguros',
  label: 'Apólices de seguro',
  ordem: 60,
  subject: ['SEGUROS', 'SEGUROS_PLENO'],
  async search(ctx, busca, limite) {
    const rows = await findApolicesMatching(ctx.db, busca, apolicesWhere(ctx.auth.ability), limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `Apólice ${row.numero} · ${row.seguradora}`,
      subtitulo: `${SEGURO_RAMO_LABEL[row.ramo]} até ${formatDate(row.fimVigencia)} · ${row.obra.codigo} · ${row.obra.nome}`,
      link: linkDaApolice({ apolice: { id: row.id, obraId: row.obra.id } }),
    }));
  },
};
