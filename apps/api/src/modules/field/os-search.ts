import { OS_TIPO_LABEL } from '@portal/domain';
import type { SearchSource } from '../busca';
import { findOsMatching } from './os-search.repository';
import { readableOrders } from './os.service';

/** Service orders in the top bar's search: by number ("OS 12"), title, place or obra, as the OS list shows them. */
export const osSearchSource: SearchSource = {
  modulo: 'ordens_servico',
  label: 'Ordens de serviço',
  ordem: 30,
  subject: ['Field', 'Automacao'],
  async search(ctx, busca, limite) {
    const rows = await findOsMatching(ctx.db, busca, readableOrders(ctx.auth.ability), limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `OS nº ${row.numero} · ${row.titulo}`,
      subtitulo: `${OS_TIPO_LABEL[row.tipo]} · ${row.obra.codigo} · ${row.obra.nome}`,
      link: `/${row.obra.id}/ordensServico/${row.tipo}/${row.id}`,
    }));
  },
};
