import type { z } from 'zod';
import {
  COMITE_ETICA_ROLE,
  ETICA_CATEGORIA_LABEL,
  ETICA_JANELA_TENTATIVAS_MIN,
  ETICA_MAX_TENTATIVAS,
  type TRelatoCriado,
  type TRelatoPublico,
  type ZAcessoRelato,
  type ZComplementoInput,
  type ZNovoRelatoInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { NotFound, TooManyRequests } from '../../errors/domain-errors';
import { recordAudit, type Actor } from '../audit';
import { removeStoredBytes, storeAnonymousFile, type FilesDeps } from '../files';
import { findActiveUsersWithRole } from '../identity';
import { emitEvent } from '../notificacoes';
import type { ArquivoLimpo } from './etica-arquivos';
import { chaveConfere, hashDaChave, novaChave, novoProtocolo } from './etica-codigos';
import { JANELA_MS, MUITAS_TENTATIVAS, type TentativasErradas } from './etica-tentativas';
import {
  ENTIDADE_MENSAGEM,
  ENTIDADE_RELATO,
  clearWrongKeys,
  findArquivosDoRelato,
  findMensagens,
  findRelatoByProtocolo,
  insertMensagem,
  insertRelato,
  recordWrongKey,
  touchRelato,
  type RelatoRow,
} from './etica.repository';

/**
 * What the reporter's routes work with. No user, no address: the client's address reaches only the in-memory count
 * of wrong keys (`cliente`), hashed there and never stored.
 */
export interface EticaPublicoContext {
  db: Db;
  files: Pick<FilesDeps, 'storage'>;
  tentativas: TentativasErradas;
  cliente: string;
}

/** The audit log's actor for the reporter: nobody, and no request id that would lead to a request log line. */
const ANONIMO: Actor = { id: null, email: null };

/** The same answer for an unknown protocol and a wrong key, so trying tells nothing. */
const NAO_CONFERE = 'Protocolo ou chave não conferem. Confira o que anotou ao enviar o relato.';

export const linkDoRelato = (id: string) => `/etica/${id}`;
export const tituloDoRelato = (r: Pick<RelatoRow, 'protocolo' | 'categoria'>) =>
  `Relato ${r.protocolo} · ${ETICA_CATEGORIA_LABEL[r.categoria]}`;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** Stores the files of a report or of an addition; the keys written, for clean-up if the transaction fails. */
async function guardarArquivos(
  ctx: EticaPublicoContext,
  tx: Db,
  arquivos: ArquivoLimpo[],
  dono: { entidade: string; entidadeId: string },
  written: string[],
) {
  for (const arquivo of arquivos) {
    const stored = await storeAnonymousFile(ctx.files, tx, arquivo, dono);
    written.push(stored.storageKey);
  }
}

/** The committee hears of a new report or of something the reporter added (only members who may read it). */
async function avisarComite(tx: Db, relato: RelatoRow, chave: string, texto: string) {
  const membros = await findActiveUsersWithRole(tx, COMITE_ETICA_ROLE);
  if (membros.length === 0) return;
  await emitEvent(tx, {
    chave,
    tipo: 'acao_pendente',
    entidade: ENTIDADE_RELATO,
    entidadeId: relato.id,
    atorId: null,
    titulo: tituloDoRelato(relato),
    texto,
    link: linkDoRelato(relato.id),
    destinatarios: membros.map((m) => m.id),
  });
}

/**
 * Files a report without knowing who sends it (issue 23). Answers the protocol and the key, which are shown once:
 * only the key's hash is kept.
 */
export async function criarRelato(
  ctx: EticaPublicoContext,
  input: z.output<typeof ZNovoRelatoInput>,
  arquivos: ArquivoLimpo[],
): Promise<TRelatoCriado> {
  const chave = novaChave();
  for (let tentativa = 0; ; tentativa++) {
    const protocolo = novoProtocolo();
    const written: string[] = [];
    try {
      await ctx.db.transaction(async (tx) => {
        const relato = await insertRelato(tx, { ...input, protocolo, chaveHash: hashDaChave(chave) });
        await guardarArquivos(
          ctx,
          tx,
          arquivos,
          { entidade: ENTIDADE_RELATO, entidadeId: relato.id },
          written,
        );
        await recordAudit(tx, ANONIMO, {
          entity: ENTIDADE_RELATO,
          entityId: relato.id,
          action: 'criar',
          after: { protocolo, categoria: input.categoria, status: relato.status, arquivos: arquivos.length },
        });
        await avisarComite(tx, relato, `etica:novo:${relato.id}`, 'Novo relato no canal de ética.');
      });
      return { protocolo, chave };
    } catch (error) {
      await removeStoredBytes(ctx.files, written);
      // A protocol drawn twice (one in a billion): draw again.
      if (isUniqueViolation(error) && tentativa < 3) continue;
      throw error;
    }
  }
}

/**
 * The report the protocol and key open, or the same refusal for any mismatch. Wrong keys count per client (in
 * memory) and per protocol (in the report): at the limit both wait for the window to end, right key or not.
 */
async function abrirRelato(
  ctx: EticaPublicoContext,
  acesso: z.output<typeof ZAcessoRelato>,
): Promise<RelatoRow> {
  ctx.tentativas.ensureAllowed(ctx.cliente);
  const relato = await findRelatoByProtocolo(ctx.db, acesso.protocolo);
  if (relato?.bloqueadoAte && relato.bloqueadoAte.getTime() > Date.now())
    throw new TooManyRequests(MUITAS_TENTATIVAS, ETICA_JANELA_TENTATIVAS_MIN * 60);
  if (!relato || !chaveConfere(acesso.chave, relato.chaveHash)) {
    ctx.tentativas.recordFailure(ctx.cliente);
    if (relato) {
      const agora = Date.now();
      await ctx.db.transaction((tx) =>
        recordWrongKey(
          tx,
          relato.id,
          new Date(agora - JANELA_MS),
          ETICA_MAX_TENTATIVAS,
          new Date(agora + JANELA_MS),
        ),
      );
    }
    throw new NotFound(NAO_CONFERE);
  }
  if (relato.falhasChave > 0) await ctx.db.transaction((tx) => clearWrongKeys(tx, relato.id));
  return relato;
}

/** What the reporter reads: status, their report and the conversation; never the investigation nor who handles it. */
async function visaoPublica(db: Db, relato: RelatoRow): Promise<TRelatoPublico> {
  const mensagens = await findMensagens(db, relato.id, ['complemento', 'resposta']);
  const arquivos = await findArquivosDoRelato(
    db,
    relato.id,
    mensagens.filter((m) => m.mensagem.tipo === 'complemento').map((m) => m.mensagem.id),
  );
  const nomesDe = (entidade: string, id: string) =>
    arquivos.filter((a) => a.entidade === entidade && a.entidadeId === id).map((a) => ({ nome: a.nome }));
  return {
    protocolo: relato.protocolo,
    categoria: relato.categoria,
    status: relato.status,
    criadoEm: relato.createdAt.toISOString(),
    atualizadoEm: relato.updatedAt.toISOString(),
    relato: relato.relato,
    arquivos: nomesDe(ENTIDADE_RELATO, relato.id),
    mensagens: mensagens.map(({ mensagem }) => ({
      tipo: mensagem.tipo as 'complemento' | 'resposta',
      texto: mensagem.texto,
      em: mensagem.createdAt.toISOString(),
      arquivos: nomesDe(ENTIDADE_MENSAGEM, mensagem.id),
    })),
  };
}

export async function acompanharRelato(
  ctx: EticaPublicoContext,
  acesso: z.output<typeof ZAcessoRelato>,
): Promise<TRelatoPublico> {
  const relato = await abrirRelato(ctx, acesso);
  return visaoPublica(ctx.db, relato);
}

/** The reporter adds information (and files) to their report, still without saying who they are. */
export async function complementarRelato(
  ctx: EticaPublicoContext,
  input: z.output<typeof ZComplementoInput>,
  arquivos: ArquivoLimpo[],
): Promise<TRelatoPublico> {
  const relato = await abrirRelato(ctx, input);
  const written: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const mensagem = await insertMensagem(tx, {
        relatoId: relato.id,
        tipo: 'complemento',
        texto: input.texto,
      });
      await guardarArquivos(
        ctx,
        tx,
        arquivos,
        { entidade: ENTIDADE_MENSAGEM, entidadeId: mensagem.id },
        written,
      );
      await touchRelato(tx, relato.id);
      await recordAudit(tx, ANONIMO, {
        entity: ENTIDADE_RELATO,
        entityId: relato.id,
        action: 'complementar',
        after: { mensagem: mensagem.id, arquivos: arquivos.length },
      });
      await avisarComite(
        tx,
        relato,
        `etica:complemento:${mensagem.id}`,
        'O relator acrescentou informações.',
      );
    });
  } catch (error) {
    await removeStoredBytes(ctx.files, written);
    throw error;
  }
  return visaoPublica(ctx.db, (await findRelatoByProtocolo(ctx.db, relato.protocolo))!);
}
