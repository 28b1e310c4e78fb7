import {
  TAF_LIFECYCLE,
  TAF_STATUS_LABEL,
  TAF_VEREDITO_LABEL,
  type TTafStatus,
  type TTafVeredito,
} from '@portal/domain';
import type { Db } from '../../db/database';
import type { RecordKind } from '../../records/record-registry';
import { isUuid } from '../../permissions/rule-fields';
import { linkDoTaf, tafFieldsOf, tituloDoTaf } from './taf-access';
import { ENTIDADE_TAF, findTaf } from './taf.repository';
import { ENTIDADE_PRODUTO, findProduto } from './produtos.repository';

const RESULTADO_PONTO: Record<string, string> = {
  conforme: 'Conforme',
  nao_conforme: 'Não conforme',
  nao_aplicavel: 'Não se aplica',
};

/** A TAF record as the thread, the history and the notifications see it. */
export const tafRecordKind: RecordKind = {
  entidade: ENTIDADE_TAF,
  label: 'TAF',
  lifecycle: TAF_LIFECYCLE,
  campos: {
    produto: 'Produto',
    numeroSerie: 'Nº de série',
    obraId: 'Fabricação',
    modelo: 'Modelo',
    pontos: 'Pontos',
    ponto: 'Ponto de controle',
    resultado: 'Resultado',
    valorMedido: 'Valor medido',
    observacao: 'Observação',
    foto: 'Foto',
    ocorrenciaSgi: 'Não conformidade no SGI',
    testemunhas: 'Testemunhas',
    papel: 'Quem assinou',
    nome: 'Nome',
    empresa: 'Empresa',
    status: 'Situação',
    motivo: 'Motivo',
  },
  acoes: {
    criar: 'Iniciou o TAF',
    responder: 'Respondeu um ponto',
    foto: 'Enviou uma foto',
    testemunhas: 'Alterou as testemunhas',
    concluir: 'Concluiu',
    reabrir: 'Reabriu',
    assinar: 'Assinou',
  },
  formatar(campo, valor) {
    if (typeof valor !== 'string') return undefined;
    if (campo === 'status') return TAF_STATUS_LABEL[valor as TTafStatus] ?? valor;
    if (campo === 'resultado')
      return TAF_VEREDITO_LABEL[valor as TTafVeredito] ?? RESULTADO_PONTO[valor] ?? valor;
    return undefined;
  },
  async load(db: Db, id: string) {
    const row = isUuid(id) ? await findTaf(db, id) : undefined;
    if (!row) return null;
    return {
      subject: 'TAF',
      fields: tafFieldsOf(row),
      titulo: tituloDoTaf(row),
      link: linkDoTaf(row.produto.id, row.taf.id),
      obraId: row.taf.obraId,
    };
  },
};

/** A product: its history (and thread) on its page. */
export const produtoRecordKind: RecordKind = {
  entidade: ENTIDADE_PRODUTO,
  label: 'Produto',
  campos: {
    codigo: 'Código',
    nome: 'Nome',
    familia: 'Família',
    descricao: 'Descrição',
    dadosTecnicos: 'Dados técnicos',
    ativo: 'Ativo',
    documento: 'Documento',
  },
  acoes: {
    criar: 'Cadastrou o produto',
    editar: 'Alterou o produto',
    anexar_documento: 'Anexou um documento',
    remover_documento: 'Removeu um documento',
    excluir: 'Excluiu o produto',
  },
  async load(db: Db, id: string) {
    const row = isUuid(id) ? await findProduto(db, id) : undefined;
    if (!row) return null;
    return {
      subject: 'Produto',
      fields: {},
      titulo: `Produto ${row.produto.codigo} · ${row.produto.nome}`,
      link: `/produto/${row.produto.id}`,
      obraId: null,
    };
  },
};
