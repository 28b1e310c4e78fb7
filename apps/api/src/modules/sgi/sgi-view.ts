import { statusSgiDe, type TAcao, type TOcorrenciaResumo } from '@portal/domain';
import { canOn } from '../../permissions/check-record';
import type { RequestAuth } from '../identity';
import type { MovedRecord } from '../workflow';
import { acaoFieldsOf, linkDaOcorrencia } from './sgi-access';
import type { AcaoRow } from './sgi-acoes.repository';
import type { OcorrenciaRow } from './sgi.repository';

const pessoa = (p: { id: string | null; nome: string | null; email: string | null } | null) =>
  p?.id ? { id: p.id, nome: p.nome ?? '', email: p.email ?? '' } : null;
const obraDe = (o: { id: string | null; codigo: string | null; nome: string | null } | null) =>
  o?.id ? { id: o.id, codigo: o.codigo ?? '', nome: o.nome ?? '' } : null;

export function resumoOf(row: OcorrenciaRow): TOcorrenciaResumo {
  const { ocorrencia: o } = row;
  return {
    id: o.id,
    numero: o.numero,
    categoria: o.categoria,
    tipo: o.tipo,
    origem: o.origem,
    titulo: o.titulo,
    status: statusSgiDe(o.status),
    gravidade: o.gravidade,
    obra: obraDe(row.obra),
    autor: pessoa(row.autor),
    responsavel: pessoa(row.responsavel),
    dataOcorrencia: o.dataOcorrencia,
    prazo: o.prazo,
    acoesPendentes: row.acoesPendentes,
    acoesTotal: row.acoesTotal,
    criadaEm: o.createdAt.toISOString(),
    finalizadaEm: o.finalizadaEm?.toISOString() ?? null,
    atualizadaEm: o.updatedAt.toISOString(),
  };
}

/** "Ocorrência nº 12 · Segurança · OB-2025-014". */
export function tituloDaOcorrencia(row: Pick<OcorrenciaRow, 'ocorrencia' | 'obra'>): string {
  return `Ocorrência SGI nº ${row.ocorrencia.numero} · ${row.ocorrencia.titulo}${row.obra?.codigo ? ` · ${row.obra.codigo}` : ''}`;
}

export function ocorrenciaNames(row: OcorrenciaRow): MovedRecord {
  return { titulo: tituloDaOcorrencia(row), link: linkDaOcorrencia(row.ocorrencia.numero) };
}

/** An action as the plan and /sgi/acoes show it, with what this user may do on it now. */
export function acaoOf(row: AcaoRow, auth: RequestAuth): TAcao {
  const { acao } = row;
  const fields = acaoFieldsOf(row);
  const status = statusSgiDe(row.ocorrencia.status);
  const emAndamento = status === 'EM ANDAMENTO';
  const aberta = emAndamento || status === 'FINALIZADO';
  const souDono = row.quem?.id === auth.user.id;
  const podeAceitar = canOn(auth.ability, 'accept', 'InteracaoTicket', fields);
  return {
    id: acao.id,
    ocorrencia: {
      id: row.ocorrencia.id,
      numero: row.ocorrencia.numero,
      titulo: row.ocorrencia.titulo,
      categoria: row.ocorrencia.categoria,
      status: statusSgiDe(row.ocorrencia.status),
    },
    obra: obraDe(row.obra),
    oQue: acao.oQue,
    porQue: acao.porQue,
    onde: acao.onde,
    quando: acao.quando,
    quem: pessoa(row.quem),
    como: acao.como,
    quantoCusta: acao.quantoCusta,
    verificador: pessoa(row.verificador),
    custoReal: acao.custoReal,
    evidencia: acao.evidencia,
    status: acao.status,
    atrasada: row.atrasada,
    finalizadaEm: acao.finalizadaEm?.toISOString() ?? null,
    verificadaEm: acao.verificadaEm?.toISOString() ?? null,
    acoes: {
      finalizar:
        emAndamento && acao.status === 'pendente' && canOn(auth.ability, 'update', 'InteracaoTicket', fields),
      // Whoever did the action does not verify it (segregation of duties), unless they are also its verifier.
      verificar:
        aberta &&
        acao.status === 'finalizada' &&
        podeAceitar &&
        (!souDono || row.verificador?.id === auth.user.id),
      reabrir:
        aberta &&
        acao.status !== 'pendente' &&
        podeAceitar &&
        (!souDono || row.verificador?.id === auth.user.id),
    },
  };
}
