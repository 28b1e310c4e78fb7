import { formatDate } from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { SearchSource } from '../busca';
import { RDO_FIELDS } from './rdo.repository';
import { findRdosMatching } from './rdo-search.repository';

/**
 * Daily reports in the top bar's search: by number ("RDO 12"), date, obra, and what was written in them, as the
 * RDO list lets the user read them (a client, only the published reports of their obras).
 */
export const rdoSearchSource: SearchSource = {
  modulo: 'rdo',
  label: 'Diários (RDO)',
  ordem: 20,
  subject: 'RDO',
  async search(ctx, busca, limite) {
    const permission = accessibleWhere(ctx.auth.ability, 'read', 'RDO', RDO_FIELDS);
    const rows = await findRdosMatching(ctx.db, busca, permission, limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `RDO nº ${row.numero} · ${formatDate(row.data)}`,
      subtitulo: `${row.obra.codigo} · ${row.obra.nome}`,
      link: `/diarios/${row.id}`,
    }));
  },
};
