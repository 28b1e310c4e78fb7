import type { TTafPonto } from '@portal/domain';
import {
  TAF_LIFECYCLE,
  TAF_MOVES_BOTOES,
  normalizarDecimal,
  type TTaf,
  type TTafAssinatura,
  type TTafResumo,
  type TTafStatus,
  type TTafVeredito,
} from '@portal/domain';
import type { RequestAuth } from '../identity';
import { canOn } from '../../permissions/check-record';
import { movesFor, timelineOf } from '../workflow';
import type { Db } from '../../db/database';
import { numerosDasOcorrencias } from '../sgi';
import { tafFieldsOf } from './taf-access';
import { findResultados, type TafDetailRow } from './taf.repository';

export function tafResumoOf(row: TafDetailRow): TTafResumo {
  const t = row.taf;
  return {
    id: t.id,
    numero: t.numero,
    numeroSerie: t.numeroSerie,
    produto: row.produto,
    obra: { id: row.obra.id, codigo: row.obra.codigo, nome: row.obra.nome, cliente: row.cliente ?? '' },
    modelo: row.modelo?.id ? { id: row.modelo.id, nome: row.modelo.nome } : null,
    status: t.status as TTafStatus,
    resultado: (t.resultado as TTafVeredito | null) ?? null,
    pontosTotal: t.pontos.length,
    pontosRespondidos: Number(row.respondidos),
    naoConformes: Number(row.naoConformes),
    responsavel: row.responsavel?.id ? { id: row.responsavel.id, nome: row.responsavel.nome } : null,
    concluidoEm: t.concluidoEm?.toISOString() ?? null,
    assinadoEm: t.assinadoEm?.toISOString() ?? null,
    criadoEm: t.createdAt.toISOString(),
    atualizadoEm: t.updatedAt.toISOString(),
  };
}

/** A stored point as the API shows it (only the fields its kind has). */
export function pontoOf(p: TTafPonto) {
  return {
    id: p.id,
    ordem: p.ordem,
    tipo: p.tipo,
    descricao: p.descricao,
    ...(p.tipo === 'medicao' ? { nominal: p.nominal, tolerancia: p.tolerancia, unidade: p.unidade } : {}),
  };
}

const assinaturaOf = (a: unknown): TTafAssinatura | null =>
  a ? { empresa: '', ...(a as Omit<TTafAssinatura, 'empresa'> & { empresa?: string }) } : null;

/** The whole record: points with answers, signatures, what this user may do, the moves and the timeline. */
export async function tafOf(db: Db, auth: RequestAuth, row: TafDetailRow): Promise<TTaf> {
  const t = row.taf;
  const [resultados, linhaDoTempo] = await Promise.all([
    findResultados(db, t.id),
    timelineOf(db, TAF_LIFECYCLE, t.id),
  ]);
  const ocorrencias = await numerosDasOcorrencias(
    db,
    resultados.flatMap((r) => (r.resultado.ocorrenciaSgiId ? [r.resultado.ocorrenciaSgiId] : [])),
  );
  const porPonto = new Map(resultados.map((r) => [r.resultado.pontoId, r]));
  const status = t.status as TTafStatus;
  const fields = tafFieldsOf(row);
  const pode = canOn(auth.ability, 'update', 'TAF', fields);
  const assinaturaFabrica = assinaturaOf(t.assinaturaFabrica);
  const assinaturaCliente = assinaturaOf(t.assinaturaCliente);
  const assinando = pode && status === 'aguardando_assinaturas';
  return {
    ...tafResumoOf(row),
    pontos: [...t.pontos]
      .sort((a, b) => a.ordem - b.ordem)
      .map((p) => {
        const r = porPonto.get(p.id);
        const ocorrenciaId = r?.resultado.ocorrenciaSgiId ?? null;
        return {
          ...pontoOf(p),
          resposta: r
            ? {
                resultado: r.resultado.resultado,
                valorMedido:
                  r.resultado.valorMedido === null ? null : normalizarDecimal(r.resultado.valorMedido),
                observacao: r.resultado.observacao,
                foto: r.foto?.id ? { id: r.foto.id, nome: r.foto.nome } : null,
                verificadoPor: r.verificador?.id ? { id: r.verificador.id, nome: r.verificador.nome } : null,
                verificadoEm: r.resultado.verificadoEm.toISOString(),
                ocorrenciaSgi:
                  ocorrenciaId && ocorrencias.has(ocorrenciaId)
                    ? { id: ocorrenciaId, numero: ocorrencias.get(ocorrenciaId)! }
                    : null,
              }
            : null,
        };
      }),
    testemunhas: t.testemunhas,
    assinaturaFabrica,
    assinaturaCliente,
    versao: t.versao,
    acoes: {
      responder: pode && status === 'em_execucao',
      testemunhas: pode && status !== 'assinado',
      assinarFabrica: assinando && !assinaturaFabrica,
      assinarCliente: assinando && !assinaturaCliente,
      pdf: true,
    },
    movimentos: movesFor(auth, TAF_LIFECYCLE, status, fields).filter((m) =>
      TAF_MOVES_BOTOES.includes(m.movimento as never),
    ),
    linhaDoTempo,
  };
}
