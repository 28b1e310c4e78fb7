import { MATERIAIS_LIFECYCLE } from '@portal/domain';
import { isUuid } from '../../permissions/rule-fields';
import type { RecordKind } from '../../records/record-registry';
import { fieldsOf } from './materiais-access';
import { listaNames } from './materiais-view';
import { findListaDetail } from './materiais.repository';

/** A materials list as the shared capabilities (threads, history, notifications) see it. */
export const listaRecordKind: RecordKind = {
  entidade: 'lista_materiais',
  label: 'Lista de materiais',
  campos: {
    titulo: 'Título',
    disciplina: 'Disciplina',
    projeto: 'Projeto',
    quantificadorId: 'Quantificador',
    verificadorId: 'Verificador',
    siteManagerId: 'Site manager',
    coordenadorId: 'Coordenador',
    sapCentro: 'Centro SAP',
    sapDeposito: 'Depósito SAP',
    sapElementoPep: 'Elemento PEP',
    sapDataNecessidade: 'Data de necessidade',
    sapDocumento: 'Documento SAP',
    status: 'Status',
    revisao: 'Revisão',
    linhas: 'Linhas',
    adicionadas: 'Linhas acrescentadas',
    removidas: 'Linhas removidas',
    alteradas: 'Linhas alteradas',
    motivo: 'Motivo',
  },
  acoes: {
    criar: 'Criou a lista',
    editar: 'Editou os dados da lista',
    editar_linhas: 'Alterou as linhas',
    importar_linhas: 'Importou linhas de uma planilha',
    elaborar: 'Retomou a elaboração',
    liberar_verificacao: 'Liberou para verificação',
    liberar_site_manager: 'Liberou para o site manager',
    liberar_coordenador: 'Liberou para o coordenador',
    liberar_planejamento: 'Liberou para o planejamento',
    devolver: 'Devolveu para revisão',
    registrar_sap: 'Registrou o documento SAP',
  },
  lifecycle: MATERIAIS_LIFECYCLE,
  async load(db, id) {
    const row = isUuid(id) ? await findListaDetail(db, id) : undefined;
    if (!row) return null;
    return { subject: 'Materiais', fields: fieldsOf(row), ...listaNames(row), obraId: row.lista.obraId };
  },
};
