import { inArray, sql } from 'drizzle-orm';
import {
  EMPRESA,
  LISTAS_ACESSO,
  PAPEL,
  ROLE_CATALOG,
  type AcessoBiblioteca,
  type TAcessoExplicado,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { findClienteNomes } from '../obras';

const { users } = identityTables;

/** Each entry of the lists with the name of whom it names: a user's name, a role's description, a company's name. */
export async function explicarListas(
  db: Db,
  acesso: Required<AcessoBiblioteca>,
): Promise<TAcessoExplicado['listas']> {
  const entries = LISTAS_ACESSO.flatMap((lista) => acesso[lista]);
  const emails = entries.filter((e) => !e.startsWith(PAPEL) && !e.startsWith(EMPRESA));
  const empresas = entries.filter((e) => e.startsWith(EMPRESA)).map((e) => e.slice(EMPRESA.length));
  const [pessoas, clientes] = await Promise.all([
    emails.length === 0
      ? []
      : db
          .select({ email: sql<string>`lower(${users.email})`, nome: users.name })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails)),
    findClienteNomes(
      db,
      [...new Set(empresas)].filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
    ),
  ]);
  const nomePessoa = new Map(pessoas.map((p) => [p.email, p.nome]));
  const nomeEmpresa = new Map(clientes.map((c) => [c.id, c.nome]));
  const nomePapel = new Map(ROLE_CATALOG.map((r) => [r.role, r.descricao]));
  const explicar = (entrada: string) => {
    if (entrada.startsWith(PAPEL)) {
      const papel = entrada.slice(PAPEL.length);
      return { entrada, tipo: 'papel' as const, nome: `${papel} — ${nomePapel.get(papel) ?? 'papel'}` };
    }
    if (entrada.startsWith(EMPRESA)) {
      const id = entrada.slice(EMPRESA.length);
      return { entrada, tipo: 'empresa' as const, nome: nomeEmpresa.get(id) ?? id };
    }
    return { entrada, tipo: 'usuario' as const, nome: nomePessoa.get(entrada) ?? entrada };
  };
  return Object.fromEntries(
    LISTAS_ACESSO.map((lista) => [lista, acesso[lista].map(explicar)]),
  ) as TAcessoExplicado['listas'];
}
