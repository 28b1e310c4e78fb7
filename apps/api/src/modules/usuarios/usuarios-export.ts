import { ZUserListQuery, type TUserListQuery } from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { ExportSource } from '../exportacoes';
import type { UserRow } from '../identity';
import { USUARIO_FIELDS, findUsersPage } from './usuarios.repository';

/** Situação as the list's chip says it. */
function situacao(user: UserRow): string {
  if (!user.enabled) return 'Desativado';
  return user.status === 'FORCE_CHANGE_PASSWORD' ? 'Convidado' : 'Ativo';
}

/** `/permissoes` in Excel: the users the caller may read, with the list's search, filters and sort. */
export const usuariosExportSource: ExportSource<TUserListQuery, UserRow> = {
  lista: 'usuarios',
  titulo: 'Usuários e permissões',
  arquivo: 'Usuarios',
  subject: 'Usuario',
  query: ZUserListQuery,
  columns: [
    { header: 'Nome', key: 'name', type: 'texto', width: 32, value: (u) => u.name },
    { header: 'E-mail', key: 'email', type: 'texto', width: 36, value: (u) => u.email },
    {
      header: 'Tipo de conta',
      key: 'type',
      type: 'texto',
      width: 14,
      value: (u) => (u.type === 'cliente' ? 'Cliente' : 'Colaborador'),
    },
    { header: 'Papéis', key: 'roles', type: 'texto', width: 48, value: (u) => u.roles.join(', ') },
    { header: 'Situação', key: 'situacao', type: 'texto', width: 13, value: situacao },
    { header: 'Desde', key: 'createdAt', type: 'data', width: 12, value: (u) => u.createdAt },
  ],
  page: ({ db, ability }, query) =>
    findUsersPage(db, query, accessibleWhere(ability, 'read', 'Usuario', USUARIO_FIELDS)),
};
