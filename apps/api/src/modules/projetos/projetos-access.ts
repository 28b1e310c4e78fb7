import {
  PROJETO_FABRICA_LIFECYCLE,
  PROJETO_LIFECYCLE,
  type TProjetoEscopo,
  type TProjetoSituacao,
} from '@portal/domain';
import { Forbidden, NotFound } from '../../errors/domain-errors';
import { canOn, ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { podeLer, podeLerInterno, projetoFields, subjectOf } from './projetos-rules';
import type { ProjetoRow } from './projetos-view';
import { findProjetoIdDaRevisao } from './projetos-revisoes.repository';
import { findProjeto } from './projetos.repository';

type Ability = ServiceContext['auth']['ability'];

export const PROJETO_NAO_ENCONTRADO = 'Documento não encontrado.';
export const PROJETO_MUDOU =
  'Outra pessoa alterou este documento enquanto você o lia. Atualize a página e tente de novo.';
export const SO_PROJETISTAS =
  'Só os projetistas (editor de projetos) ou o administrador de projetos podem fazer isto.';
export const PROJETO_CANCELADO = 'Este documento está cancelado: reative-o antes de alterá-lo.';

/** The document's life cycle: a site's or a fabrication's (the same moves under its own subject). */
export const lifecycleOf = (escopo: TProjetoEscopo) =>
  escopo === 'cre' ? PROJETO_LIFECYCLE : PROJETO_FABRICA_LIFECYCLE;

export const fieldsOf = (row: ProjetoRow) => projetoFields(row.projeto);
export const subjectOfRow = (row: ProjetoRow) => subjectOf(row.projeto.escopo);

/** The document's page (SPEC §2): under its obra's register or its fabrication's projects. */
export function linkDoProjeto(p: { id: string; escopo: TProjetoEscopo; obraId: string }): string {
  return p.escopo === 'cre' ? `/obras/${p.obraId}/cre/${p.id}` : `/fabricacao/${p.obraId}/projetos/${p.id}`;
}

/** "Documento LT3-EST-DE-0001 · OB-2025-021". */
export const tituloDoProjeto = (row: ProjetoRow) => `Documento ${row.projeto.numero} · ${row.obra.codigo}`;

export const projetoNames = (row: ProjetoRow) => ({
  titulo: tituloDoProjeto(row),
  link: linkDoProjeto(row.projeto),
});

/** Editing the register, preparing and issuing revisions: `update` on the record and `create` on the subject. */
export function podeEditar(ability: Ability, row: ProjetoRow): boolean {
  const subject = subjectOfRow(row);
  return canOn(ability, 'update', subject, fieldsOf(row)) && canOn(ability, 'create', subject, fieldsOf(row));
}

/** Revisions in preparation are drafts: only who prepares them (designers) or sends their files sees them. */
export function veRascunhos(ability: Ability, row: ProjetoRow): boolean {
  return podeEditar(ability, row) || canOn(ability, 'upload', subjectOfRow(row), fieldsOf(row));
}

export function veInterno(ability: Ability, row: ProjetoRow): boolean {
  return podeLerInterno(ability, row.projeto);
}

/** A document the user may read (404 like a missing one otherwise: a client of another obra, a Referência). */
export async function findReadableProjeto(ctx: ServiceContext, id: string): Promise<ProjetoRow> {
  const row = isUuid(id) ? await findProjeto(ctx.db, id) : undefined;
  if (!row || !podeLer(ctx.auth.ability, row.projeto)) throw new NotFound(PROJETO_NAO_ENCONTRADO);
  return row;
}

/** A document the user may read and edit as a designer (403 with who may, when they may only read it). */
export async function findEditableProjeto(ctx: ServiceContext, id: string): Promise<ProjetoRow> {
  const row = await findReadableProjeto(ctx, id);
  const subject = subjectOfRow(row);
  ensureCan(ctx.auth.ability, 'update', subject, fieldsOf(row), { message: SO_PROJETISTAS });
  ensureCan(ctx.auth.ability, 'create', subject, fieldsOf(row), { message: SO_PROJETISTAS });
  return row;
}

export const situacaoOf = (row: ProjetoRow) => row.projeto.situacao as TProjetoSituacao;

/** Whether the user may see this revision (and so its files): the document readable, a draft only if they prepare it. */
export async function podeVerRevisao(ctx: ServiceContext, revisaoId: string): Promise<boolean> {
  const found = isUuid(revisaoId) ? await findProjetoIdDaRevisao(ctx.db, revisaoId) : undefined;
  const row = found ? await findProjeto(ctx.db, found.projetoId) : undefined;
  if (!found || !row || !podeLer(ctx.auth.ability, row.projeto)) return false;
  return found.status !== 'rascunho' || veRascunhos(ctx.auth.ability, row);
}

/** Whether the user may read some document of the scope (the register's and the transmittals' lists). */
export function ensureLeEscopo(ctx: ServiceContext, escopo: TProjetoEscopo): void {
  if (!ctx.auth.ability.can('read', subjectOf(escopo)))
    throw new Forbidden(
      escopo === 'cre'
        ? 'Você não tem acesso aos documentos de engenharia.'
        : 'Você não tem acesso aos projetos da fábrica.',
    );
}
