import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { inheritAccess, normalizeAccess, type AcessoBiblioteca } from '@portal/domain';
import type { Db } from '../../db/database';
import { findSubarvore, findTrilha, type PastaRow } from './biblioteca.repository';
import { pastas } from './biblioteca.schema';

/** The lists that apply to a folder, as its columns store them. */
function efetivas(acesso: Required<AcessoBiblioteca>, origem: string | null) {
  return {
    acessoOrigemId: origem,
    efFull: acesso.full,
    efROnly: acesso.rOnly,
    efUploadOnly: acesso.uploadOnly,
    efRW: acesso.rW,
    efRWEdit: acesso.rWEdit,
  };
}

/** What a new folder under `pai` inherits (or its own lists, when it has them). */
function listasDe(pai: PastaRow | null, acesso: AcessoBiblioteca | null, id: string) {
  if (acesso) return efetivas(normalizeAccess(acesso), id);
  if (!pai) return efetivas(normalizeAccess(undefined), null);
  return {
    acessoOrigemId: pai.acessoOrigemId,
    efFull: pai.efFull,
    efROnly: pai.efROnly,
    efUploadOnly: pai.efUploadOnly,
    efRW: pai.efRW,
    efRWEdit: pai.efRWEdit,
  };
}

/** Writes a folder under `pai` (null: a library's root), with the lists it inherits or its own. */
export async function insertPasta(
  tx: Db,
  data: {
    obraId: string | null;
    pai: PastaRow | null;
    nome: string;
    acesso?: AcessoBiblioteca | null;
    criadoPor: string | null;
  },
): Promise<PastaRow> {
  const id = randomUUID();
  const acesso = data.acesso ? normalizeAccess(data.acesso) : null;
  const [row] = await tx
    .insert(pastas)
    .values({
      id,
      obraId: data.obraId,
      paiId: data.pai?.id ?? null,
      nome: data.nome,
      caminho: `${data.pai?.caminho ?? '/'}${id}/`,
      acesso,
      criadoPor: data.criadoPor,
      ...listasDe(data.pai, acesso, id),
    })
    .returning();
  return row!;
}

/**
 * Recomputes the lists that apply to a folder and everything under it, after its own lists changed or it moved:
 * each folder takes its own lists, or its parent's once computed. Only the rows that change are written.
 */
export async function propagarAcesso(tx: Db, pasta: PastaRow): Promise<number> {
  const trilha = await findTrilha(tx, pasta);
  const acima = trilha.slice(0, -1);
  const herdado = inheritAccess(acima.map((p) => p.acesso));
  const base = {
    origem: herdado.origem >= 0 ? acima[herdado.origem]!.id : null,
    acesso: herdado.acesso,
  };
  const computed = new Map<string, { origem: string | null; acesso: Required<AcessoBiblioteca> }>();
  let changed = 0;
  for (const row of await findSubarvore(tx, pasta)) {
    const parent = row.id === pasta.id ? base : computed.get(row.paiId!)!;
    const mine = row.acesso ? { origem: row.id, acesso: normalizeAccess(row.acesso) } : parent;
    computed.set(row.id, mine);
    const next = efetivas(mine.acesso, mine.origem);
    const same =
      row.acessoOrigemId === next.acessoOrigemId &&
      JSON.stringify([row.efFull, row.efROnly, row.efUploadOnly, row.efRW, row.efRWEdit]) ===
        JSON.stringify([next.efFull, next.efROnly, next.efUploadOnly, next.efRW, next.efRWEdit]);
    if (!same) {
      await tx.update(pastas).set(next).where(eq(pastas.id, row.id));
      changed++;
    }
  }
  return changed;
}

/** The path shown for a folder: the names from the root, "Biblioteca / Projetos / Elétrica". */
export function trilhaTexto(trilha: readonly Pick<PastaRow, 'nome'>[]): string {
  return trilha.map((p) => p.nome).join(' / ');
}
