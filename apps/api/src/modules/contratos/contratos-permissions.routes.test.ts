import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRATOS_LIFECYCLE,
  CONTRATO_STATUS,
  type TContrato,
  type TContratoMove,
  type TContratoStatus,
} from '@portal/domain';
import {
  addItemAs,
  contratoInput,
  createContratoAs,
  putInStatus,
  readContrato,
  type ContratoFluxo,
} from '../../test/contratos-helpers';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contratos as contratosTable } from './contratos.schema';

/** The roles of SPEC §6 "Contracts", each held by one demo person, and a staff member with none of them. */
const ROLES = ['admin_contratos', 'contratos', 'editor_contratos', 'site_manager', 'nenhum'] as const;
type Role = (typeof ROLES)[number];
/** Where the person stands on the contract: one of its three named people, or not named at all. */
const PERSONS = ['responsavel', 'gestor', 'validador', 'ninguem'] as const;
type Person = (typeof PERSONS)[number];
const MOVES = Object.keys(CONTRATOS_LIFECYCLE.moves) as TContratoMove[];

/** Who acts for each role (the demo's people; juridico@ made admin_contratos, gestor@ is the obra's site manager). */
const ACTOR: Record<Role, string> = {
  admin_contratos: 'juridico',
  contratos: 'contratos',
  editor_contratos: 'editor.contratos',
  site_manager: 'gestor',
  nenhum: 'sgi',
};

/**
 * SPEC §6, written out: whether a role holding the contract in `person`'s place may edit it in `status`. admin manages;
 * contratos edits as responsible in Revisão, as manager in Emitido para o Jurídico or Revisão para cancelamento, as
 * validator in Emitido para o verificador or Em finalização; editor_contratos edits in Revisão; the site manager edits
 * as manager when Aprovado. Whoever may edit a contract in a status is who moves it on from there.
 */
function edits(role: Role, person: Person, status: TContratoStatus): boolean {
  switch (role) {
    case 'admin_contratos':
      return true;
    case 'contratos':
      return (
        (person === 'responsavel' && status === 'Revisão') ||
        (person === 'gestor' &&
          (status === 'Emitido para o Jurídico' || status === 'Revisão para cancelamento')) ||
        (person === 'validador' && (status === 'Emitido para o verificador' || status === 'Em finalização'))
      );
    case 'editor_contratos':
      return status === 'Revisão';
    case 'site_manager':
      return person === 'gestor' && status === 'Aprovado';
    case 'nenhum':
      return false;
  }
}

/** Everyone with a contract role reads these contracts (the site manager: they are of the obra they manage). */
const reads = (role: Role) => role !== 'nenhum';

type Action = 'editar' | TContratoMove;

/** The moves of the other flow: a contract is not returned or approved as a termination, nor the other way round. */
const OUTRO_FLUXO: Record<'contrato' | 'distrato', readonly Action[]> = {
  contrato: ['devolver_cancelamento', 'aprovar_distrato'],
  distrato: ['devolver_revisao', 'aprovar'],
};

/**
 * The one answer of each cell. Unreadable: 404, as a missing contract. A cancelled contract changes no more: 409 (an
 * edit by someone who could not edit it anyway: 403). A move that does not start from the status: 409 for whoever
 * would make it where it starts, 403 for anyone else; one that starts there: 200 for who edits, 403 otherwise — and
 * 409 for a move of the other flow (returning or approving a termination while none is under way, and the reverse).
 */
function expected(
  role: Role,
  person: Person,
  status: TContratoStatus,
  action: Action,
  fluxo: ContratoFluxo = 'contrato',
): number {
  if (!reads(role)) return 404;
  if (fluxo === 'cancelado') return action === 'editar' && !edits(role, person, status) ? 403 : 409;
  if (action === 'editar') return edits(role, person, status) ? 200 : 403;
  const spec = CONTRATOS_LIFECYCLE.moves[action];
  if (!spec.from.includes(status)) return edits(role, person, spec.from[0]!) ? 409 : 403;
  if (!edits(role, person, status)) return 403;
  return OUTRO_FLUXO[fluxo].includes(action) ? 409 : 200;
}

describe('who may edit and move a contract: every status × role × person × action (SPEC §4, §6)', () => {
  let t: TestApp;
  let actors: Record<Role, Client>;
  let admin: Client;
  /** One contract per role and person, on OB-2025-014 (whose site manager is gestor@). */
  const contratos = new Map<string, TContrato>();
  const key = (role: Role, person: Person) => `${role}/${person}`;

  beforeAll(async () => {
    // Some 1,300 requests from one address in a minute: past the per-address limit a real client would have.
    t = await createTestApp({ demo: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    [admin] = await signedInAs(t, ['admin']);
    const juridico = await userIdOf(admin, 'juridico@demo.obras.dev');
    const res = await admin.patch(`/api/usuarios/${juridico}`, {
      roles: ['admin_juridico', 'admin_contratos'],
    });
    expect(res.statusCode, res.body).toBe(200);
    // A third person of the contracts team, for the responsible's place when the acting person is not in it.
    const automacao = await userIdOf(admin, 'automacao@demo.obras.dev');
    const papel = await admin.patch(`/api/usuarios/${automacao}`, { roles: ['automacao', 'contratos'] });
    expect(papel.statusCode, papel.body).toBe(200);
    const clients = await signedInAs(
      t,
      ROLES.map((r) => ACTOR[r]),
    );
    actors = Object.fromEntries(ROLES.map((r, i) => [r, clients[i]!])) as Record<Role, Client>;
    const obra = await obraIdOf(admin, 'OB-2025-014');
    // The people in the places the acting person does not take: none of them acts in the table.
    const outros = {
      responsavel: automacao,
      gestor: await userIdOf(admin, 'gestao.contratos@demo.obras.dev'),
      validador: await userIdOf(admin, 'verificador@demo.obras.dev'),
    };
    for (const role of ROLES) {
      const me = await userIdOf(admin, `${ACTOR[role]}@demo.obras.dev`);
      for (const person of PERSONS) {
        const created = await createContratoAs(
          admin,
          obra,
          contratoInput(outros, { objeto: `Tabela de permissões: ${role} como ${person}` }),
        );
        // The table puts every role in every place, even where the form would not name it (an editor as validator,
        // someone who lost a role since): straight in the database.
        if (person !== 'ninguem')
          await t.database.db
            .update(contratosTable)
            .set({ [`${person}Id`]: me })
            .where(eq(contratosTable.id, created.id));
        contratos.set(key(role, person), await addItemAs(admin, created.id));
      }
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  // Every status of a contract; the statuses a termination passes through with one under way; a cancelled contract.
  const CELLS: [TContratoStatus, ContratoFluxo][] = [
    ...CONTRATO_STATUS.map((s): [TContratoStatus, ContratoFluxo] => [s, 'contrato']),
    ...(['Revisão para cancelamento', 'Emitido para o verificador', 'Em finalização'] as const).map(
      (s): [TContratoStatus, ContratoFluxo] => [s, 'distrato'],
    ),
    ['Aprovado', 'cancelado'],
  ];
  for (const [status, fluxo] of CELLS) {
    const flow =
      fluxo === 'contrato' ? '' : fluxo === 'distrato' ? ', a termination under way' : ', cancelled';
    it(`answers each role and person as the table says, for editing and every move, in ${status}${flow}`, async () => {
      const mismatches: string[] = [];
      for (const role of ROLES) {
        for (const person of PERSONS) {
          const contrato = contratos.get(key(role, person))!;
          const { id } = contrato;
          const actions: Action[] = ['editar', ...MOVES];
          for (const action of actions) {
            await putInStatus(t, [id], status, fluxo);
            const res =
              action === 'editar'
                ? await actors[role].put(
                    `/api/contratos/${id}`,
                    contratoInput(
                      {
                        responsavel: contrato.pessoas.responsavel.id,
                        gestor: contrato.pessoas.gestor.id,
                        validador: contrato.pessoas.validador.id,
                      },
                      { objeto: contrato.objeto },
                    ),
                  )
                : await actors[role].post(`/api/contratos/${id}/movimentos/${action}`, {
                    motivo: 'Conferência da tabela de permissões',
                  });
            const want = expected(role, person, status, action, fluxo);
            if (res.statusCode !== want)
              mismatches.push(
                `${role} como ${person}, ${action}: ${res.statusCode} (esperado ${want}) ${res.body}`,
              );
          }
        }
      }
      expect(mismatches).toEqual([]);
    }, 120_000);
  }

  it('shows each move only to whoever the table lets make it, as the contract page offers them', async () => {
    const mismatches: string[] = [];
    for (const status of CONTRATO_STATUS) {
      await putInStatus(
        t,
        [...contratos.values()].map((c) => c.id),
        status,
      );
      for (const role of ROLES.filter(reads)) {
        for (const person of PERSONS) {
          const page = await readContrato(actors[role], contratos.get(key(role, person))!.id);
          const offered = page.movimentos.map((m) => m.movimento).sort();
          const want = MOVES.filter((m) => expected(role, person, status, m) === 200).sort();
          if (
            JSON.stringify(offered) !== JSON.stringify(want) ||
            page.acoes.editar !== edits(role, person, status)
          )
            mismatches.push(
              `${status}, ${role} como ${person}: ${offered.join(',')} / editar ${page.acoes.editar}`,
            );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('filters the lists in SQL as the same table says: what each one reads, and "comigo" what each one may edit', async () => {
    const mismatches: string[] = [];
    const ids = [...contratos.values()].map((c) => c.id);
    for (const status of CONTRATO_STATUS) {
      await putInStatus(t, ids, status);
      for (const role of ROLES) {
        for (const comigo of [false, true]) {
          const res = await actors[role].get(
            `/api/contratos?q=${encodeURIComponent('Tabela de permissões')}&pageSize=100${comigo ? '&comigo=true' : ''}`,
          );
          if (!reads(role)) {
            if (res.statusCode !== 403) mismatches.push(`${role}: a lista respondeu ${res.statusCode}`);
            continue;
          }
          const listed = new Set((res.json().items as { id: string }[]).map((c) => c.id));
          for (const person of PERSONS) {
            const want = comigo ? edits(role, person, status) : true;
            if (listed.has(contratos.get(key(role, person))!.id) !== want)
              mismatches.push(
                `${status}, ${role} como ${person}, ${comigo ? 'comigo' : 'todos'}: esperado ${want}`,
              );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
