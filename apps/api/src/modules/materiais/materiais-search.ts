import { codigoLista } from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { SearchSource } from '../busca';
import { LISTA_FIELDS } from './materiais-rules';
import { findListasMatching } from './materiais-search.repository';

/** Materials lists in the top bar's search: by number ("lista 12", "LM-012"), title, project or obra. */
export const listasSearchSource: SearchSource = {
  modulo: 'materiais',
  label: 'Listas de materiais',
  ordem: 50,
  subject: 'Materiais',
  async search(ctx, busca, limite) {
    const permission = accessibleWhere(ctx.auth.ability, 'read', 'Materiais', LISTA_FIELDS);
    const rows = await findListasMatching(ctx.db, busca, permission, limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `${codigoLista(row.numero)} · ${row.titulo}`,
      subtitulo: `${row.status} · ${row.obra.codigo} · ${row.obra.nome}`,
      link: `/${row.obra.id}/materiais/${row.id}`,
    }));
  },
};
