import {
  CONDICAO_LABEL,
  MAO_DE_OBRA_TIPO_LABEL,
  OCORRENCIA_TIPO_LABEL,
  RDO_SECAO_LABEL,
  RDO_STATUS_LABEL,
  TEMPO_LABEL,
  type TAtividadeRdo,
  type TEquipamento,
  type TMaoDeObra,
  type TOcorrencia,
} from '@portal/domain';
import type { RecordKind } from '../../records/record-registry';
import { formatAuditValue, summarizeList } from '../audit';
import { RDO_ACTION_LABEL } from './rdo-history';

/** The report's fields as its page names them, by their path in the audit snapshots (rdos row + atividades). */
const CAMPOS: Record<string, string> = {
  numero: 'Número',
  data: 'Data',
  status: 'Status',
  semTrabalho: 'Sem trabalho no dia',
  horarioInicio: 'Início do expediente',
  horarioFim: 'Fim do expediente',
  clima: RDO_SECAO_LABEL.clima,
  'clima.manha': 'Clima da manhã',
  'clima.tarde': 'Clima da tarde',
  'clima.noite': 'Clima da noite',
  tempo: 'Tempo',
  condicao: 'Condição',
  chuvaMm: RDO_SECAO_LABEL.chuva,
  maoDeObra: RDO_SECAO_LABEL.maoDeObra,
  efetivo: 'Efetivo',
  equipamentos: RDO_SECAO_LABEL.equipamentos,
  atividades: RDO_SECAO_LABEL.atividades,
  ocorrencias: RDO_SECAO_LABEL.ocorrencias,
  comentarios: RDO_SECAO_LABEL.comentarios,
  assinaturaResponsavel: 'Assinatura do responsável',
  assinaturaCliente: 'Assinatura do cliente',
  nome: 'Nome',
  cargo: 'Cargo',
  imagem: 'Imagem',
  assinadoEm: 'Assinada em',
  devolucao: 'Devolução',
  finalizadoEm: 'Finalizado em',
  aprovadoEm: 'Aprovado em',
  legenda: 'Legenda da foto',
  ordem: 'Ordem da foto',
};

const number = (n: unknown) => formatAuditValue(n) ?? '';
const list = <T>(valor: unknown, format: (item: T) => string | null) =>
  Array.isArray(valor) ? summarizeList(valor as T[], format) : undefined;

/** Lists and codes the way the report's page shows them ("4 Pedreiro (Gali, Própria)", "Claro"). */
function formatar(campo: string, valor: unknown): string | null | undefined {
  if (campo === 'status') return RDO_STATUS_LABEL[valor as keyof typeof RDO_STATUS_LABEL];
  if (campo.endsWith('.tempo')) return TEMPO_LABEL[valor as keyof typeof TEMPO_LABEL];
  if (campo.endsWith('.condicao')) return CONDICAO_LABEL[valor as keyof typeof CONDICAO_LABEL];
  if (campo === 'chuvaMm' && typeof valor === 'number') return `${number(valor)} mm`;
  if (campo === 'maoDeObra')
    return list<TMaoDeObra>(valor, (m) => {
      const tipo = MAO_DE_OBRA_TIPO_LABEL[m.tipo] ?? m.tipo;
      return `${number(m.quantidade)} ${m.funcao} (${m.empresa ? `${m.empresa}, ${tipo}` : tipo})`;
    });
  if (campo === 'equipamentos')
    return list<TEquipamento>(
      valor,
      (e) => `${number(e.quantidade)} ${e.descricao}${e.parado > 0 ? ` (${number(e.parado)} parado)` : ''}`,
    );
  if (campo === 'atividades')
    return list<TAtividadeRdo>(valor, (a) => {
      const pct = a.percentualAcumulado === null ? '' : ` — ${number(a.percentualAcumulado)}%`;
      return `${a.descricao}${pct}${a.observacao ? ` (${a.observacao})` : ''}`;
    });
  if (campo === 'ocorrencias')
    return list<TOcorrencia>(valor, (o) => `${OCORRENCIA_TIPO_LABEL[o.tipo] ?? o.tipo}: ${o.descricao}`);
  return undefined;
}

/** What the history tab needs to read a report's audit rows in words. */
export const rdoHistoryNames: Pick<RecordKind, 'campos' | 'acoes' | 'formatar'> = {
  campos: CAMPOS,
  acoes: RDO_ACTION_LABEL,
  formatar,
};
