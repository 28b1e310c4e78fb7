import {
  itensDoChecklist,
  OS_WORKING_STATUS,
  type AppAbility,
  type TChecklist,
  type TChecklistContagem,
  type TChecklistRespostaGuardada,
  type TChecklistResumo,
  type TChecklistSecaoModelo,
} from '@portal/domain';
import { canOn } from '../../permissions/check-record';
import { subjectOf } from './field-rules';
import { osFieldsOf } from './os-access';
import type { OsDetailRow } from './os.repository';
import type { ChecklistDetailRow } from './checklist.repository';

/** The required items of these sections still without an answer, in order. */
export function pendentesDe(
  secoes: readonly TChecklistSecaoModelo[],
  respostas: readonly TChecklistRespostaGuardada[],
): string[] {
  const answered = new Set(respostas.map((r) => r.itemId));
  return itensDoChecklist(secoes)
    .filter(({ item }) => item.obrigatorio && !answered.has(item.id))
    .map(({ item }) => item.id);
}

function contagemDe(
  secoes: readonly TChecklistSecaoModelo[],
  respostas: readonly TChecklistRespostaGuardada[],
): TChecklistContagem {
  const of = (resultado: string) => respostas.filter((r) => r.resultado === resultado).length;
  return {
    itens: itensDoChecklist(secoes).length,
    respondidos: respostas.length,
    obrigatoriosPendentes: pendentesDe(secoes, respostas).length,
    conformes: of('conforme'),
    naoConformes: of('nao_conforme'),
    na: of('na'),
  };
}

export function toChecklistResumo(row: ChecklistDetailRow): TChecklistResumo {
  const { checklist, versao } = row;
  return {
    id: checklist.id,
    modelo: { id: row.modelo.id, nome: row.modelo.nome, versao: versao.versao },
    status: checklist.status,
    contagem: contagemDe(versao.secoes, checklist.respostas),
    autor: row.autor?.id ? row.autor : null,
    createdAt: checklist.createdAt.toISOString(),
    concluidoEm: checklist.concluidoEm?.toISOString() ?? null,
  };
}

/** Whether this user may still answer and conclude it: open checklist, order in execution, `create` on the order. */
export function mayFill(ability: AppAbility, row: ChecklistDetailRow, os: OsDetailRow): boolean {
  return (
    row.checklist.status === 'em_preenchimento' &&
    OS_WORKING_STATUS.includes(os.os.status) &&
    canOn(ability, 'create', subjectOf(os.os.tipo), osFieldsOf(os))
  );
}

/** A checklist whole, with the questions of the version it is filled on. */
export function toChecklist(ability: AppAbility, row: ChecklistDetailRow, os: OsDetailRow): TChecklist {
  const { checklist, versao } = row;
  const fill = mayFill(ability, row, os);
  return {
    ...toChecklistResumo(row),
    obra: os.obra,
    os: { id: os.os.id, tipo: os.os.tipo, numero: os.os.numero, titulo: os.os.titulo, status: os.os.status },
    secoes: versao.secoes,
    exigeAssinaturaCliente: versao.assinaturaCliente,
    respostas: checklist.respostas,
    pendentes: pendentesDe(versao.secoes, checklist.respostas),
    assinaturaExecutor: checklist.assinaturaExecutor ?? null,
    assinaturaCliente: checklist.assinaturaCliente ?? null,
    updatedAt: checklist.updatedAt.toISOString(),
    acoes: { responder: fill, concluir: fill },
  };
}
