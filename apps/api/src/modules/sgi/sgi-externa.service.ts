import { SGI_LIFECYCLE, todayInSaoPaulo, type TSgiOrigemRef, type TSgiTipo } from '@portal/domain';
import type { Db } from '../../db/database';
import { recordAudit, type Actor } from '../audit';
import { followRecord } from '../notificacoes';
import { recordMove } from '../workflow';
import { ENTIDADE_OCORRENCIA } from './sgi-access';
import { avisarTriagem } from './sgi.service';
import { ocorrenciaNames } from './sgi-view';
import { findNumeros, findOcorrencia, insertOcorrencia } from './sgi.repository';

/** An occurrence another module raises by itself (a TAF's failed point), already in the SGI team's triage. */
export interface OcorrenciaExterna {
  categoria: 'qualidade' | 'meio_ambiente' | 'seguranca';
  tipo: TSgiTipo;
  /** Where it came from, for the link back (`taf` opens the TAF's page). */
  origem: 'taf';
  origemRef: TSgiOrigemRef;
  /** The record it came from (indexed for the link back). */
  origemId: string;
  obraId: string | null;
  titulo: string;
  descricao: string;
  local?: string;
  /** Who raised it: its author, the one the move and the audit name. */
  autor: { id: string; nome: string; actor: Actor };
}

/**
 * Opens an occurrence in the caller's transaction (issue 20: a TAF point answered não conforme), sent at once to
 * triage as an author sending their own would: audited, followed by its author, the move on its timeline and the
 * SGI team told. Answers its id and number, for the caller's link to it.
 */
export async function abrirOcorrenciaNaTransacao(
  tx: Db,
  o: OcorrenciaExterna,
): Promise<{ id: string; numero: number }> {
  const created = await insertOcorrencia(tx, {
    categoria: o.categoria,
    tipo: o.tipo,
    origem: o.origem,
    origemRef: o.origemRef,
    origemId: o.origemId,
    obraId: o.obraId,
    titulo: o.titulo.slice(0, 150),
    descricao: o.descricao.slice(0, 5000),
    local: o.local ?? '',
    dataOcorrencia: todayInSaoPaulo(),
    status: 'TRIAGEM',
    enviadaEm: new Date(),
    autorId: o.autor.id,
  });
  await recordAudit(tx, o.autor.actor, {
    entity: ENTIDADE_OCORRENCIA,
    entityId: created.id,
    action: 'criar',
    after: { categoria: o.categoria, tipo: o.tipo, origem: o.origem, titulo: o.titulo, obraId: o.obraId },
  });
  await followRecord(tx, ENTIDADE_OCORRENCIA, created.id, o.autor.id);
  const row = (await findOcorrencia(tx, created.id))!;
  await recordMove(tx, SGI_LIFECYCLE, {
    entidadeId: created.id,
    move: 'enviar',
    from: 'RASCUNHO',
    mover: { porId: o.autor.id, porNome: o.autor.nome, substituindoId: null, substituindoNome: null },
    registro: ocorrenciaNames(row),
  });
  await avisarTriagem(tx, row.ocorrencia, o.autor.id);
  return { id: created.id, numero: row.ocorrencia.numero };
}

/** The numbers of these occurrences (a TAF's page names the occurrence each failed point raised). */
export async function numerosDasOcorrencias(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await findNumeros(db, ids);
  return new Map(rows.map((r) => [r.id, r.numero]));
}
