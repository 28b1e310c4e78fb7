import { CHAMADO_STATUS_LABEL, nomeDoChamado } from '@portal/domain';
import type { SearchSource } from '../busca';
import { linkDoChamado } from './posvendas-access';
import { chamadosWhere } from './posvendas-rules';
import { findChamadosMatching } from './posvendas-search.repository';

/** Tickets in the top bar's search: by number, title, product, serial number, description or obra. */
export const chamadosSearchSource: SearchSource = {
  modulo: 'posvendas',
  label: 'Chamados de pós-vendas',
  ordem: 70,
  subject: 'PosVendas',
  async search(ctx, busca, limite) {
    const rows = await findChamadosMatching(ctx.db, busca, chamadosWhere(ctx.auth.ability), limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `${nomeDoChamado(row.numero)} · ${row.titulo}`,
      subtitulo: `${row.produto} · ${CHAMADO_STATUS_LABEL[row.status]} · ${row.obra.codigo} · ${row.obra.nome}`,
      link: linkDoChamado(row.numero),
    }));
  },
};
