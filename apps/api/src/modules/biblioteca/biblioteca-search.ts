import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { everyTerm, matches, rankOf, type SearchSource } from '../busca';
import { obraMatchesTerm, obrasTables } from '../obras';
import { documentosVisiveisWhere } from './biblioteca-acesso';
import { documentoSearchDocument } from './biblioteca-search-document';
import { documentos, pastas } from './biblioteca.schema';

const { obras } = obrasTables;

function placesOf(term: BuscaTermo): SQL[] {
  return [matches(documentoSearchDocument(documentos), term), obraMatchesTerm(term)];
}

async function findDocumentosMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const found = everyTerm(busca, placesOf);
  if (!found) return [];
  return db
    .select({
      id: documentos.id,
      nome: documentos.nome,
      versao: documentos.versaoAtual,
      pasta: { id: pastas.id, nome: pastas.nome, obraId: pastas.obraId },
      obra: { codigo: obras.codigo, nome: obras.nome },
    })
    .from(documentos)
    .innerJoin(pastas, eq(pastas.id, documentos.pastaId))
    .leftJoin(obras, eq(obras.id, pastas.obraId))
    .where(and(permission, found))
    .orderBy(desc(rankOf(documentoSearchDocument(documentos), busca.termos)), desc(documentos.updatedAt))
    .limit(limite);
}

/** Library files in the top bar's search, by name or obra, as the folders' lists let the user see them. */
export const bibliotecaSearchSource: SearchSource = {
  modulo: 'biblioteca',
  label: 'Biblioteca',
  ordem: 80,
  subject: 'BIBLIOTECA',
  async search(ctx, busca, limite) {
    const permission = documentosVisiveisWhere(ctx.auth.ability, ctx.auth.user.id, documentos.enviadoPor);
    const rows = await findDocumentosMatching(ctx.db, busca, permission, limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `${row.nome} · v${row.versao}`,
      subtitulo: row.obra?.codigo
        ? `${row.pasta.nome} · ${row.obra.codigo} · ${row.obra.nome}`
        : `${row.pasta.nome} · Biblioteca geral`,
      link: `${row.pasta.obraId ? `/obras/${row.pasta.obraId}` : ''}/biblioteca?pasta=${row.pasta.id}`,
    }));
  },
};
