import {
  diasEntre,
  situacaoSeguro,
  todayInSaoPaulo,
  type TApolice,
  type TApoliceResumo,
  type TEndosso,
  type TSeguroAlerta,
} from '@portal/domain';
import { toArquivo, type filesTables } from '../files';
import type { ApoliceDetailRow, findEndossos } from './seguros.repository';

type ArquivoRow = typeof filesTables.arquivos.$inferSelect;
type EndossoWithFile = Awaited<ReturnType<typeof findEndossos>>[number];

/** Money as the API answers it: `"1234.50"`. */
const reais = (value: string) => Number(value).toFixed(2);

/** A policy in a list, with its situation at `agora`. */
export function resumoOf({ apolice, obra, endossos }: ApoliceDetailRow, agora: Date): TApoliceResumo {
  return {
    id: apolice.id,
    obra: { id: obra.id, codigo: obra.codigo, nome: obra.nome },
    ramo: apolice.ramo,
    tipo: apolice.tipo,
    seguradora: apolice.seguradora,
    corretora: apolice.corretora,
    numero: apolice.numero,
    inicioVigencia: apolice.inicioVigencia,
    fimVigencia: apolice.fimVigencia,
    importanciaSegurada: reais(apolice.importanciaSegurada),
    premioTotal: reais(apolice.premioTotal),
    situacao: situacaoSeguro({ inicio: apolice.inicioVigencia, fim: apolice.fimVigencia }, agora),
    diasParaVencer: diasEntre(todayInSaoPaulo(agora), apolice.fimVigencia),
    endossos,
  };
}

function endossoOf({ endosso, arquivo, autor }: EndossoWithFile): TEndosso {
  return {
    id: endosso.id,
    numero: endosso.numero,
    dataEmissao: endosso.dataEmissao,
    descricao: endosso.descricao,
    novoFimVigencia: endosso.novoFimVigencia,
    novaImportanciaSegurada: endosso.novaImportancia === null ? null : reais(endosso.novaImportancia),
    coberturas: endosso.coberturas,
    premioAdicional: endosso.premioAdicional === null ? null : reais(endosso.premioAdicional),
    arquivo: arquivo ? toArquivo(arquivo) : null,
    criadoPor: autor,
    createdAt: endosso.createdAt.toISOString(),
  };
}

export function apoliceOf(
  row: ApoliceDetailRow,
  extra: {
    agora: Date;
    arquivo: ArquivoRow | undefined;
    endossos: EndossoWithFile[];
    alertas: TSeguroAlerta[];
    acoes: TApolice['acoes'];
  },
): TApolice {
  const { apolice } = row;
  return {
    ...resumoOf(row, extra.agora),
    segurado: apolice.segurado,
    processoSusep: apolice.processoSusep,
    franquia: apolice.franquia,
    observacoes: apolice.observacoes,
    coberturas: apolice.coberturas,
    original: {
      fimVigencia: apolice.fimVigenciaOriginal,
      importanciaSegurada: reais(apolice.importanciaOriginal),
      premio: reais(apolice.premio),
      coberturas: apolice.coberturasOriginais,
    },
    arquivo: extra.arquivo ? toArquivo(extra.arquivo) : null,
    historicoEndossos: extra.endossos.map(endossoOf),
    alertas: extra.alertas,
    acoes: extra.acoes,
    createdAt: apolice.createdAt.toISOString(),
    updatedAt: apolice.updatedAt.toISOString(),
  };
}
