import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { SearchSource } from '../busca';
import { USUARIO_FIELDS } from './usuarios.repository';
import { findUsersMatching } from './usuarios-search.repository';

/** Users in the top bar's search, for whoever may read users: by name or e-mail; the link opens the profile. */
export const usuarioSearchSource: SearchSource = {
  modulo: 'usuarios',
  label: 'Usuários',
  ordem: 30,
  subject: 'Usuario',
  async search(ctx, busca, limite) {
    const permission = accessibleWhere(ctx.auth.ability, 'read', 'Usuario', USUARIO_FIELDS);
    const rows = await findUsersMatching(ctx.db, busca, permission, limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: row.name,
      subtitulo: row.email,
      link: `/usuarios/${row.id}`,
    }));
  },
};
