import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  defineAbilityFor,
  subject,
  type AppAbility,
  type PermissionUser,
  type TAction,
  type TSubject,
} from '@portal/domain';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { accessibleWhere, type FieldMap } from './casl-to-sql';

/** A scratch table with the record fields the rules speak of (SPEC §3), nullable like real columns. */
const registros = pgTable('casl_registros', {
  id: integer('id').primaryKey(),
  obra: text('obra'),
  status: text('status'),
  responsavelMail: text('responsavel_mail'),
  gestorMail: text('gestor_mail'),
  validadorMail: text('validador_mail'),
  acessoFull: text('acesso_full').array(),
  acessoROnly: text('acesso_r_only').array(),
  acessoUploadOnly: text('acesso_upload_only').array(),
  acessoRW: text('acesso_rw').array(),
  acessoRWEdit: text('acesso_rw_edit').array(),
});
type Registro = typeof registros.$inferInsert;

const ANA = 'ana@demo.obras.dev';
const BIA = 'bia@demo.obras.dev';

const ROWS: Registro[] = [
  { id: 1, obra: 'o1', status: 'Revisão', responsavelMail: ANA, acessoFull: [] },
  { id: 2, obra: 'o2', status: 'Revisão', responsavelMail: BIA, acessoFull: [ANA] },
  { id: 3, obra: 'o3', status: 'Emitido para o Jurídico', gestorMail: ANA, acessoFull: [BIA] },
  { id: 4, obra: 'o1', status: 'Revisão para cancelamento', gestorMail: BIA, acessoFull: [BIA, ANA] },
  { id: 5, obra: null, status: 'Emitido para o verificador', validadorMail: ANA },
  { id: 6, obra: 'o2', status: 'Em finalização', validadorMail: ANA, acessoROnly: [ANA], acessoFull: [BIA] },
  { id: 7, obra: 'o3', status: 'Aprovado', responsavelMail: ANA, gestorMail: ANA, acessoRW: [ANA, BIA] },
  { id: 8, obra: 'o4', status: null, responsavelMail: ANA, acessoFull: [BIA], acessoRWEdit: [ANA] },
  { id: 9, obra: 'o4', status: 'Aprovado', gestorMail: BIA, acessoFull: [BIA], acessoUploadOnly: [ANA] },
  { id: 10, obra: null, status: null, acessoFull: [BIA], acessoROnly: [BIA] },
  { id: 11, obra: 'o5', status: 'Revisão', responsavelMail: null, acessoFull: [] },
  { id: 12, obra: 'o1', status: 'Em finalização', validadorMail: BIA, acessoFull: [BIA], acessoRW: [] },
];

const CONTRATOS_FIELDS: FieldMap = {
  status: registros.status,
  'responsavel.mail': registros.responsavelMail,
  'gestor.mail': registros.gestorMail,
  'validador.mail': registros.validadorMail,
};
const OBRA_FIELDS: FieldMap = { Id_Lista: registros.obra, obra: registros.obra };
const BIBLIOTECA_FIELDS: FieldMap = {
  obra: registros.obra,
  'acesso.full': { array: registros.acessoFull },
  'acesso.rOnly': { array: registros.acessoROnly },
  'acesso.uploadOnly': { array: registros.acessoUploadOnly },
  'acesso.rW': { array: registros.acessoRW },
  'acesso.rWEdit': { array: registros.acessoRWEdit },
};

const CLIENT_OBRAS = ['o1', 'o2', 'o3', 'o4', 'o5'];

/** The row as the API would hand it to CASL: dotted fields nested, NULL columns absent. */
function recordOf(row: Registro): Record<string, unknown> {
  const record: Record<string, Record<string, unknown>> = {};
  const put = (path: string, value: unknown) => {
    if (value === null || value === undefined) return;
    const [head, leaf] = path.split('.') as [string, string | undefined];
    if (leaf === undefined) (record as Record<string, unknown>)[head] = value;
    else (record[head] ??= {})[leaf] = value;
  };
  put('obra', row.obra);
  put('Id_Lista', row.obra);
  put('status', row.status);
  put('responsavel.mail', row.responsavelMail);
  put('gestor.mail', row.gestorMail);
  put('validador.mail', row.validadorMail);
  put('acesso.full', row.acessoFull);
  put('acesso.rOnly', row.acessoROnly);
  put('acesso.uploadOnly', row.acessoUploadOnly);
  put('acesso.rW', row.acessoRW);
  put('acesso.rWEdit', row.acessoRWEdit);
  return record;
}

function abilityOf(user: Partial<PermissionUser>): AppAbility {
  return defineAbilityFor({
    id: 'u1',
    email: ANA,
    type: 'gali',
    roles: [],
    companies: [],
    obras: [],
    ...user,
  });
}

describe('accessibleWhere', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await openTestDatabase();
    await test.database.db.execute(sql`
      create table casl_registros (
        id integer primary key, obra text, status text,
        responsavel_mail text, gestor_mail text, validador_mail text,
        acesso_full text[], acesso_r_only text[], acesso_upload_only text[], acesso_rw text[], acesso_rw_edit text[]
      )`);
    await test.database.db.insert(registros).values(ROWS);
  });
  afterAll(() => test.drop());

  /** The ids SQL selects, after checking they are exactly those `ability.can` allows one by one. */
  async function idsAllowed(ability: AppAbility, action: TAction, name: TSubject, fields: FieldMap) {
    const where = accessibleWhere(ability, action, name, fields);
    const selected = await test.database.db
      .select({ id: registros.id })
      .from(registros)
      .where(where)
      .orderBy(asc(registros.id));
    const allowed = ROWS.filter((row) =>
      ability.can(action, subject(name, recordOf(row)) as Parameters<AppAbility['can']>[1]),
    ).map((row) => row.id);
    expect(
      selected.map((r) => r.id),
      'SQL and ability.can disagree',
    ).toEqual(allowed);
    return allowed;
  }

  it('selects the contracts a contratos user may edit: responsible in Revisão, manager or validator at their stages', async () => {
    const ability = abilityOf({ roles: ['contratos'] });
    expect(await idsAllowed(ability, 'update', 'Contratos', CONTRATOS_FIELDS)).toEqual([1, 3, 5, 6]);
    expect(await idsAllowed(ability, 'read', 'Contratos', CONTRATOS_FIELDS)).toHaveLength(ROWS.length);
  });

  it('combines the conditions of several roles, as a site manager who is also a contract editor', async () => {
    const ability = abilityOf({ roles: ['site_manager', 'editor_contratos'] });
    expect(await idsAllowed(ability, 'update', 'Contratos', CONTRATOS_FIELDS)).toEqual([1, 2, 7, 11]);
  });

  it('lets a client read only the obras in their list (Id_Lista $in)', async () => {
    const ability = abilityOf({ type: 'cliente', roles: ['cliente'], obras: ['o1', 'o3'] });
    expect(await idsAllowed(ability, 'read', 'Obra', OBRA_FIELDS)).toEqual([1, 3, 4, 7, 12]);
  });

  it('selects nothing for a client with no obras, and nothing for a user without any rule', async () => {
    const cliente = abilityOf({ type: 'cliente', roles: ['cliente'], obras: [] });
    expect(await idsAllowed(cliente, 'read', 'Obra', OBRA_FIELDS)).toEqual([]);
    const semPapeis = abilityOf({ roles: [] });
    expect(await idsAllowed(semPapeis, 'update', 'Contratos', CONTRATOS_FIELDS)).toEqual([]);
  });

  it('selects everything for acesso_total, whatever the fields', async () => {
    const ability = abilityOf({ roles: ['acesso_total'] });
    expect(await idsAllowed(ability, 'delete', 'Contratos', {})).toHaveLength(ROWS.length);
  });

  it('reads library folders through list fields: open folders (empty or no full list) and lists naming the user', async () => {
    const ability = abilityOf({ roles: [] });
    expect(await idsAllowed(ability, 'read', 'BIBLIOTECA', BIBLIOTECA_FIELDS)).toEqual([
      1, 2, 4, 5, 6, 7, 8, 11,
    ]);
    expect(await idsAllowed(ability, 'upload', 'BIBLIOTECA', BIBLIOTECA_FIELDS)).toEqual([
      1, 2, 4, 5, 7, 8, 9, 11,
    ]);
  });

  it('treats $size: 0 as "an empty list", not as a missing one', async () => {
    // A client of every obra of the rows: the library's client rules also bound folders to their obras.
    const ability = abilityOf({
      type: 'cliente',
      roles: ['cliente'],
      obras: CLIENT_OBRAS,
      specificRules: [
        { action: 'createFolder', subject: 'BIBLIOTECA', conditions: { 'acesso.full': { $size: 0 } } },
      ],
    });
    // Rows 1 and 11 have an empty full list; 2 and 4 name the user in it (manage); 5 has no list at all.
    expect(await idsAllowed(ability, 'createFolder', 'BIBLIOTECA', BIBLIOTECA_FIELDS)).toEqual([1, 2, 4, 11]);
  });

  it('matches list fields against several values with $in', async () => {
    const ability = abilityOf({
      type: 'cliente',
      roles: ['cliente'],
      obras: CLIENT_OBRAS,
      specificRules: [
        { action: 'inspect', subject: 'BIBLIOTECA', conditions: { 'acesso.rW': { $in: [BIA] } } },
      ],
    });
    // 2 and 4 name the user in their full list (manage); 7 has BIA in its read-write list.
    expect(await idsAllowed(ability, 'inspect', 'BIBLIOTECA', BIBLIOTECA_FIELDS)).toEqual([2, 4, 7]);
  });

  it('keeps records with an empty field when a specific rule takes some away (cannot)', async () => {
    const ability = abilityOf({
      roles: ['contratos'],
      specificRules: [
        { action: 'read', subject: 'Contratos', inverted: true, conditions: { status: 'Aprovado' } },
      ],
    });
    expect(await idsAllowed(ability, 'read', 'Contratos', CONTRATOS_FIELDS)).toEqual([
      1, 2, 3, 4, 5, 6, 8, 10, 11, 12,
    ]);
  });

  it('reads $ne and $nin like CASL does: a record without the field is "not equal"', async () => {
    const ability = abilityOf({
      specificRules: [
        {
          action: 'inspect',
          subject: 'Contratos',
          conditions: { status: { $nin: ['Revisão', 'Aprovado'] } },
        },
        { action: 'comment', subject: 'Contratos', conditions: { 'responsavel.mail': { $ne: ANA } } },
        { action: 'approve', subject: 'BIBLIOTECA', conditions: { 'acesso.full': { $ne: BIA } } },
      ],
    });
    expect(await idsAllowed(ability, 'inspect', 'Contratos', CONTRATOS_FIELDS)).toEqual([
      3, 4, 5, 6, 8, 10, 12,
    ]);
    expect(await idsAllowed(ability, 'comment', 'Contratos', CONTRATOS_FIELDS)).toEqual([
      2, 3, 4, 5, 6, 9, 10, 11, 12,
    ]);
    expect(await idsAllowed(ability, 'approve', 'BIBLIOTECA', BIBLIOTECA_FIELDS)).toEqual([
      1, 2, 4, 5, 7, 11,
    ]);
  });

  it('refuses, naming the field, a rule whose field has no column', () => {
    const ability = abilityOf({ roles: ['contratos'] });
    const { 'responsavel.mail': _unmapped, ...fields } = CONTRATOS_FIELDS;
    expect(() => accessibleWhere(ability, 'update', 'Contratos', fields)).toThrow(
      'a regra usa o campo "responsavel.mail", que não tem coluna mapeada',
    );
  });

  it('refuses, naming the operator, a condition it cannot translate', () => {
    const ability = abilityOf({
      type: 'cliente',
      roles: ['cliente'],
      specificRules: [{ action: 'read', subject: 'Obra', conditions: { obra: { $regex: '^o' } } }],
    });
    expect(() => accessibleWhere(ability, 'read', 'Obra', OBRA_FIELDS)).toThrow(/regex/);
  });
});
