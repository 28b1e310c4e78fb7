import { codigoContrato } from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { SearchSource } from '../busca';
import { CONTRATO_FIELDS } from './contratos-rules';
import { findContratosMatching } from './contratos-search.repository';

/** Contracts in the top bar's search: by number ("contrato 3", "CT-003"), object, party, CNPJ or obra. */
export const contratosSearchSource: SearchSource = {
  modulo: 'contratos',
  label: 'Contratos',
  ordem: 55,
  subject: 'Contratos',
  async search(ctx, busca, limite) {
    const permission = accessibleWhere(ctx.auth.ability, 'read', 'Contratos', CONTRATO_FIELDS);
    const rows = await findContratosMatching(ctx.db, busca, permission, limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `${codigoContrato(row.numero)} · ${row.objeto}`,
      subtitulo: `${row.parteNome} · ${row.status} · ${row.obra.codigo} · ${row.obra.nome}`,
      link: `/${row.obra.id}/contrato/${row.id}`,
    }));
  },
};
