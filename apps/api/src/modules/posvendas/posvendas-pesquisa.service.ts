import type { z } from 'zod';
import type { TPesquisaPublica, ZPesquisaResposta } from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Gone, NotFound } from '../../errors/domain-errors';
import { recordAudit } from '../audit';
import { ENTIDADE_CHAMADO } from './posvendas-access';
import { hashDoToken } from './posvendas-moves.service';
import { answerPesquisaIf, findPesquisaByHash } from './posvendas.repository';

const NAO_ENCONTRADA = 'Pesquisa não encontrada: confira o link do e-mail.';
const RESPONDIDA = 'Esta pesquisa já foi respondida. Obrigado!';
const EXPIRADA = 'O link desta pesquisa expirou.';

async function pesquisaDo(db: Db, token: string) {
  const row = await findPesquisaByHash(db, hashDoToken(token));
  if (!row) throw new NotFound(NAO_ENCONTRADA);
  return row;
}

function situacaoDe(p: { respondidaEm: Date | null; substituidaEm: Date | null; expiraEm: Date }) {
  if (p.respondidaEm) return 'respondida' as const;
  if (p.substituidaEm || p.expiraEm.getTime() <= Date.now()) return 'expirada' as const;
  return 'pendente' as const;
}

/** The survey's page, for whoever holds the link (no sign-in): which ticket, and whether it can still be answered. */
export async function verPesquisa(db: Db, token: string): Promise<TPesquisaPublica> {
  const { pesquisa, chamado, obra } = await pesquisaDo(db, token);
  return {
    numero: chamado.numero,
    titulo: chamado.titulo,
    obra: obra.nome,
    concluidoEm: (chamado.concluidoEm ?? pesquisa.enviadaEm).toISOString(),
    situacao: situacaoDe(pesquisa),
    expiraEm: pesquisa.expiraEm.toISOString(),
  };
}

/** The client's rating, once: a second answer (even at the same moment) or an expired link changes nothing. */
export async function responderPesquisa(
  db: Db,
  token: string,
  input: z.output<typeof ZPesquisaResposta>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { pesquisa, chamado } = await pesquisaDo(tx, token);
    const situacao = situacaoDe(pesquisa);
    if (situacao === 'respondida') throw new Conflict(RESPONDIDA);
    if (situacao === 'expirada') throw new Gone(EXPIRADA);
    const answered = await answerPesquisaIf(tx, pesquisa.id, input.nota, input.comentario);
    if (!answered) throw new Conflict(RESPONDIDA);
    await recordAudit(
      tx,
      { id: null, email: pesquisa.email },
      {
        entity: ENTIDADE_CHAMADO,
        entityId: chamado.id,
        action: 'avaliar',
        after: { nota: input.nota, comentario: input.comentario },
      },
    );
  });
}
