import {
  avaliarResposta,
  itensDoChecklist,
  type TChecklist,
  type TChecklistResposta,
  type TChecklistRespostaInput,
  type TOsTipo,
} from '@portal/domain';
import type { EnvioGuardado, FotoGuardada } from '../../../lib/offline/envios-db';

/** How a photo kept on the device (not on the server yet) is named in an answer's `fotoId` while on the screen. */
export const FOTO_NO_APARELHO = 'aparelho:';

export const fotoNoAparelho = (fotoId: string | null | undefined): string | null =>
  fotoId?.startsWith(FOTO_NO_APARELHO) ? fotoId.slice(FOTO_NO_APARELHO.length) : null;

/** One answer given with no signal, as typed. */
export interface RespostaGuardada {
  /** A new one each time the answer changes on the device: with the queue item's id, its idempotency key. */
  id: string;
  itemId: string;
  valor: string | number | null;
  nota: string;
  /** A photo already on the server (sent before the signal went). */
  fotoId: string | null;
  /** A photo kept with the queue item (its FotoGuardada id). */
  fotoLocal: string | null;
  em: string;
}

/**
 * What a checklist's queue item keeps: one item per checklist, its answers in the order given (an item answered again
 * replaces its earlier answer), and the progress of the sending (photos now on the server, answers sent).
 */
export interface ChecklistOffline {
  checklistId: string;
  obra: string;
  tipo: TOsTipo;
  respostas: RespostaGuardada[];
  /** Device photo id → the server's id, once sent. */
  fotosNoServidor: Record<string, string>;
  respostasEnviadas: string[];
}

export const TIPO_CHECKLIST = 'checklist';

/** The queue items holding answers of this checklist, oldest first (as the queue sends them). */
export function envioDoChecklist(envios: EnvioGuardado[], checklistId: string): EnvioGuardado[] {
  return envios.filter(
    (e) => e.tipo === TIPO_CHECKLIST && (e.dados as ChecklistOffline).checklistId === checklistId,
  );
}

/** The answer as the queue keeps it: a photo of the device by its own id, one of the server by the server's. */
export function respostaGuardada(
  itemId: string,
  input: TChecklistRespostaInput,
  id: string,
  em: string,
): RespostaGuardada {
  const local = fotoNoAparelho(input.fotoId);
  return {
    id,
    itemId,
    valor: input.valor,
    nota: input.nota ?? '',
    fotoId: local ? null : (input.fotoId ?? null),
    fotoLocal: local,
    em,
  };
}

/**
 * Adds an answer to a checklist's queue item: it replaces an earlier answer of the same question (and goes last, as
 * the newest), and the item keeps only the photos its answers still use, plus those already sent.
 */
export function comResposta(
  envio: EnvioGuardado,
  resposta: RespostaGuardada,
  foto: FotoGuardada | undefined,
): EnvioGuardado {
  const dados = envio.dados as ChecklistOffline;
  const respostas = [...dados.respostas.filter((r) => r.itemId !== resposta.itemId), resposta];
  const usadas = new Set(respostas.map((r) => r.fotoLocal).filter(Boolean));
  const fotos = [...envio.fotos, ...(foto && !envio.fotos.some((f) => f.id === foto.id) ? [foto] : [])];
  return {
    ...envio,
    dados: { ...dados, respostas },
    fotos: fotos.filter((f) => usadas.has(f.id) || envio.fotosEnviadas.includes(f.id)),
  };
}

/** An answer kept on the device, with where its queue item stands. */
export interface RespostaPendente extends RespostaGuardada {
  estado: EnvioGuardado['estado'];
}

/** The answers still on the device for this checklist (the newest of each question), not yet sent. */
export function respostasPendentes(envios: EnvioGuardado[]): Map<string, RespostaPendente> {
  const porItem = new Map<string, RespostaPendente>();
  for (const envio of envios) {
    const dados = envio.dados as ChecklistOffline;
    for (const r of dados.respostas) {
      if (dados.respostasEnviadas.includes(r.id)) continue;
      porItem.delete(r.itemId);
      porItem.set(r.itemId, { ...r, estado: envio.estado });
    }
  }
  return porItem;
}

/**
 * The checklist as the server has it with the answers still on the device laid over (who answered is the user of the
 * device), and its counts worked out again as the API does: the screen shows what the user did, sent or not.
 */
export function comRespostasDoAparelho(
  checklist: TChecklist,
  pendentes: Map<string, RespostaPendente>,
  usuario: { id: string; nome: string },
): TChecklist {
  if (pendentes.size === 0) return checklist;
  const itens = itensDoChecklist(checklist.secoes);
  const respostas: TChecklistResposta[] = checklist.respostas.filter((r) => !pendentes.has(r.itemId));
  for (const p of pendentes.values()) {
    const item = itens.find((i) => i.item.id === p.itemId)?.item;
    if (!item || (p.valor === null && item.tipo !== 'foto')) continue;
    const avaliacao = avaliarResposta(item, p.valor);
    if (!avaliacao.ok) continue;
    respostas.push({
      itemId: p.itemId,
      resultado: avaliacao.resultado,
      valor: avaliacao.valor,
      nota: p.nota,
      fotoId: p.fotoLocal ? FOTO_NO_APARELHO + p.fotoLocal : p.fotoId,
      porId: usuario.id,
      porNome: usuario.nome,
      em: p.em,
    });
  }
  const respondidos = new Set(respostas.map((r) => r.itemId));
  const pendentesIds = itens
    .filter(({ item }) => item.obrigatorio && !respondidos.has(item.id))
    .map(({ item }) => item.id);
  const de = (resultado: string) => respostas.filter((r) => r.resultado === resultado).length;
  return {
    ...checklist,
    respostas,
    pendentes: pendentesIds,
    contagem: {
      itens: itens.length,
      respondidos: respostas.length,
      obrigatoriosPendentes: pendentesIds.length,
      conformes: de('conforme'),
      naoConformes: de('nao_conforme'),
      na: de('na'),
    },
  };
}
