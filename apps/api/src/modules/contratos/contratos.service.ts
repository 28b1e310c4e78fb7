import type { z } from 'zod';
import {
  CONTRATO_PAPEIS,
  CONTRATO_PAPEL_LABEL,
  CONTRATO_PAPEL_PAPEIS,
  type TContrato,
  type TContratoPapel,
  type ZContratoDadosInput,
  type ZContratosQuery,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, ValidationFailed } from '../../errors/domain-errors';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { ensureCanCreate, ensureCanUpdate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { emitEvent, followRecord } from '../notificacoes';
import { getObra } from '../obras';
import { ENTIDADE_CONTRATO, fieldsOf, findEditableContrato, findReadableContrato } from './contratos-access';
import { CONTRATO_FIELDS, contratoFields } from './contratos-rules';
import { contratoNames, contratoView, toResumo } from './contratos-view';
import {
  findContratosPage,
  findObraSiteManagerEmail,
  findPessoas,
  findPessoasNomeaveis,
  insertContrato,
  nextContratoNumero,
  updateContratoIf,
} from './contratos.repository';

type DadosInput = z.output<typeof ZContratoDadosInput>;
type ContratosQuery = z.output<typeof ZContratosQuery>;

export const INVALIDOS = 'Os dados enviados são inválidos.';
export const MUDOU =
  'Outra pessoa mexeu neste contrato ao mesmo tempo, e a sua mudança não foi feita. Atualize a página e veja como ele está.';

/** Whoever may read no contract at all (a client, another area's staff) is refused the contracts. */
function ensureReadsSomeContrato(ctx: ServiceContext): void {
  if (!ctx.auth.ability.can('read', 'Contratos')) throw new Forbidden('Você não tem acesso aos contratos.');
}

/** A page of the contracts the user may read (of an obra, waiting for them...). */
export async function listContratos(ctx: ServiceContext, query: ContratosQuery) {
  ensureReadsSomeContrato(ctx);
  const { ability } = ctx.auth;
  const { rows, total } = await findContratosPage(
    ctx.db,
    query,
    accessibleWhere(ability, 'read', 'Contratos', CONTRATO_FIELDS),
    query.comigo ? accessibleWhere(ability, 'update', 'Contratos', CONTRATO_FIELDS) : undefined,
  );
  return { items: rows.map(toResumo), total };
}

export async function getContrato(ctx: ServiceContext, id: string): Promise<TContrato> {
  return contratoView(ctx, await findReadableContrato(ctx, id));
}

/** Staff who may be named on a contract, in a place when given (the people pickers). */
export async function listPessoasNomeaveis(
  ctx: ServiceContext,
  q: string | undefined,
  papel: TContratoPapel | undefined,
) {
  ensureReadsSomeContrato(ctx);
  return { items: await findPessoasNomeaveis(ctx.db, q, papel && CONTRATO_PAPEL_PAPEIS[papel], 20) };
}

const CAMPO_PAPEL: Record<TContratoPapel, string> = {
  responsavel: 'responsavelId',
  gestor: 'gestorId',
  validador: 'validadorId',
};

/**
 * The three named people: each an active member of the company's staff holding a role that lets them act in their
 * place (CONTRATO_PAPEL_PAPEIS; checked for a new name, not for whoever already holds the place), and the validator someone other than the responsible (a contract is verified by a
 * second pair of eyes). Answers their e-mails, which the rules read.
 */
async function checkPessoas(
  db: Db,
  input: Pick<DadosInput, `${TContratoPapel}Id`>,
  atuais?: Pick<DadosInput, `${TContratoPapel}Id`>,
) {
  const found = new Map(
    (
      await findPessoas(
        db,
        CONTRATO_PAPEIS.map((p) => input[`${p}Id`]),
      )
    ).map((u) => [u.id, u]),
  );
  const erros = CONTRATO_PAPEIS.flatMap((papel) => {
    const user = found.get(input[`${papel}Id`]);
    if (!user || !user.enabled || user.deletedAt || user.type !== 'gali')
      return [{ campo: CAMPO_PAPEL[papel], mensagem: 'Escolha alguém ativo da equipe da empresa' }];
    // Someone already in the place keeps it (their roles may have changed since): only a new name is checked.
    const novo = atuais?.[`${papel}Id`] !== user.id;
    if (novo && !user.roles.some((role) => CONTRATO_PAPEL_PAPEIS[papel].includes(role)))
      return [
        {
          campo: CAMPO_PAPEL[papel],
          mensagem: `${user.name} não tem um papel de contratos que o deixe agir como ${CONTRATO_PAPEL_LABEL[papel].toLowerCase()}`,
        },
      ];
    return [];
  });
  if (input.validadorId === input.responsavelId)
    erros.push({ campo: 'validadorId', mensagem: 'O verificador não pode ser o próprio responsável' });
  if (erros.length > 0) throw new ValidationFailed(INVALIDOS, erros);
  const email = (papel: TContratoPapel) => found.get(input[`${papel}Id`])!.email;
  return { responsavel: email('responsavel'), gestor: email('gestor'), validador: email('validador') };
}

function dadosColumns(input: DadosInput) {
  return {
    objeto: input.objeto,
    parteTipo: input.parteTipo,
    parteNome: input.parteNome,
    parteCnpj: input.parteCnpj,
    inicio: input.inicio,
    fim: input.fim,
    responsavelId: input.responsavelId,
    gestorId: input.gestorId,
    validadorId: input.validadorId,
    observacoes: input.observacoes,
  };
}

/**
 * A new contract on the obra, in Revisão, numbered per obra; checked as `create` on the contract itself (a rule
 * limited to some obras holds). The named people follow it and are told they were named.
 */
export async function createContrato(
  ctx: ServiceContext,
  obraId: string,
  input: DadosInput,
): Promise<TContrato> {
  const { auth } = ctx;
  const id = await ctx.db.transaction(async (tx) => {
    const obra = await getObra({ db: tx, auth }, obraId);
    const emails = await checkPessoas(tx, input);
    const siteManager = await findObraSiteManagerEmail(tx, obra.id);
    ensureCanCreate(
      auth.ability,
      'Contratos',
      contratoFields({ obraId: obra.id, status: 'Revisão', emails: { ...emails, siteManager } }),
      { message: 'Você não pode criar contratos nesta obra.' },
    );
    const created = await insertContrato(tx, {
      obraId: obra.id,
      numero: await nextContratoNumero(tx, obra.id),
      ...dadosColumns(input),
      criadoPor: auth.user.id,
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_CONTRATO,
      entityId: created.id,
      action: 'criar',
      after: { numero: created.numero, ...dadosColumns(input) },
    });
    const names = contratoNames({ contrato: created, obra });
    const pessoas = [...new Set(CONTRATO_PAPEIS.map((p) => input[`${p}Id`]))];
    for (const pessoaId of [auth.user.id, ...pessoas])
      await followRecord(tx, ENTIDADE_CONTRATO, created.id, pessoaId);
    await emitEvent(tx, {
      chave: `contrato-nomeados:${created.id}`,
      tipo: 'atribuido',
      entidade: ENTIDADE_CONTRATO,
      entidadeId: created.id,
      atorId: auth.user.id,
      titulo: names.titulo,
      texto:
        'Você foi nomeado neste novo contrato (responsável, gestor ou verificador). Ele está em Revisão.',
      link: names.link,
      destinatarios: pessoas.filter((p) => p !== auth.user.id),
    });
    return created.id;
  });
  return getContrato(ctx, id);
}

/**
 * Edits the contract's data (object, party, dates, people), checked on the contract as it is and as it will be:
 * nobody names people so that the contract leaves their own reach. A cancelled contract changes no more.
 */
export async function updateContrato(ctx: ServiceContext, id: string, input: DadosInput): Promise<TContrato> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await findEditableContrato({ db: tx, auth }, id);
    const termos = (['objeto', 'parteTipo', 'parteNome', 'parteCnpj', 'inicio', 'fim'] as const).filter(
      (campo) => row.contrato[campo] !== input[campo],
    );
    if (row.contrato.status === 'Aprovado' && termos.length > 0)
      throw new Conflict(
        'O objeto, a parte e as datas de um contrato aprovado não mudam aqui: registre um aditivo para mudar o prazo.',
      );
    const emails = await checkPessoas(tx, input, row.contrato);
    ensureCanUpdate(
      auth.ability,
      'Contratos',
      fieldsOf(row),
      contratoFields({
        obraId: row.contrato.obraId,
        status: row.contrato.status,
        emails: { ...emails, siteManager: row.siteManagerEmail },
      }),
      { message: 'Você não pode passar este contrato para pessoas que o tirariam do seu alcance.' },
    );
    const changes = dadosColumns(input);
    const updated = await updateContratoIf(
      tx,
      id,
      { statuses: [row.contrato.status], versao: input.versao ?? row.contrato.versao },
      changes,
    );
    if (!updated) throw new Conflict(MUDOU);
    const before = Object.fromEntries(
      Object.keys(changes).map((k) => [k, row.contrato[k as keyof typeof changes]]),
    );
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_CONTRATO,
      entityId: id,
      action: 'editar',
      before,
      after: changes,
    });
    const nomeados = [
      ...new Set(
        CONTRATO_PAPEIS.map((papel) => input[`${papel}Id`]).filter(
          (pessoa, i) => pessoa !== row.contrato[`${CONTRATO_PAPEIS[i]!}Id`],
        ),
      ),
    ];
    for (const pessoa of nomeados) await followRecord(tx, ENTIDADE_CONTRATO, id, pessoa);
    // Whoever is named now may have to act right away (a new validator while it waits for verification).
    const names = contratoNames(row);
    await emitEvent(tx, {
      chave: `contrato-nomeados:${id}:${updated.versao}`,
      tipo: 'atribuido',
      entidade: ENTIDADE_CONTRATO,
      entidadeId: id,
      atorId: auth.user.id,
      titulo: names.titulo,
      texto: `Você foi nomeado neste contrato (responsável, gestor ou verificador). Ele está em ${row.contrato.status}.`,
      link: names.link,
      destinatarios: nomeados.filter((p) => p !== auth.user.id),
    });
  });
  return getContrato(ctx, id);
}
