import { formatCnpj } from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { SearchSource } from '../busca';
import { CLIENTE_FIELDS, OBRA_FIELDS } from './obras.repository';
import { findClientesMatching, findObrasMatching } from './obras-search.repository';

/** Obras in the top bar's search: by code, name, city/state and client, as the obras list lets the user read them. */
export const obraSearchSource: SearchSource = {
  modulo: 'obras',
  label: 'Obras',
  ordem: 10,
  subject: 'Obra',
  async search(ctx, busca, limite) {
    const permission = accessibleWhere(ctx.auth.ability, 'read', 'Obra', OBRA_FIELDS);
    const rows = await findObrasMatching(ctx.db, busca, permission, limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `${row.codigo} · ${row.nome}`,
      subtitulo: `${row.cidade}/${row.uf} · ${row.cliente}`,
      link: row.tipo === 'fabricacao' ? `/fabricacao/${row.id}` : `/obras/${row.id}`,
    }));
  },
};

/** Client companies in the top bar's search: by name or CNPJ; the link opens the clients list on that one. */
export const clienteSearchSource: SearchSource = {
  modulo: 'clientes',
  label: 'Clientes',
  ordem: 40,
  subject: 'Cliente',
  async search(ctx, busca, limite) {
    const permission = accessibleWhere(ctx.auth.ability, 'read', 'Cliente', CLIENTE_FIELDS);
    const rows = await findClientesMatching(ctx.db, busca, permission, limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: row.nome,
      subtitulo: `CNPJ ${formatCnpj(row.cnpj)}`,
      link: `/clientes?busca=${row.cnpj}`,
    }));
  },
};
