import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEffectivePermissions, ZUserDetail, ZUserPage } from '@portal/domain';
import { DEMO_USERS as DEMO_USER_LIST } from '../../seed/demo-data';
import { createTestApp, type TestApp } from '../../test/test-app';
import { client, type Client, type Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs, uniqueCnpj, userIdOf } from '../../test/obras-helpers';

const NOWHERE = '00000000-0000-4000-8000-000000000000';
/** Every account of the demo company (the seed's list). */
const DEMO_USERS = DEMO_USER_LIST.length;
const mail = (name: string) => `${name}@demo.obras.dev`;

describe('/api/usuarios', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let coordenador: Client;
  let cliente: Client;
  let id: Record<string, string>;
  let ob014: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, coordenador, cliente] = await signedInAs(t, [
      'admin',
      'gestor',
      'coordenador',
      'cliente',
    ]);
    const names = ['admin', 'gestor', 'coordenador', 'cliente', 'planejamento', 'fornecedor'];
    id = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await userIdOf(admin, mail(n))])));
    ob014 = await obraIdOf(admin, 'OB-2025-014');
  });
  afterAll(() => t.close());

  async function emails(who: Client, query: string): Promise<string[]> {
    const res = await who.get(`/api/usuarios?pageSize=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZUserPage.parse(res.json())
      .items.map((u) => u.email)
      .sort();
  }
  const rolesOf = async (userId: string) => (await admin.get(`/api/usuarios/${userId}`)).json().roles;

  describe('GET /api/usuarios', () => {
    it('finds users by name or e-mail, whatever the case', async () => {
      expect(await emails(admin, 'q=mendes')).toEqual([mail('gestor')]);
      expect(await emails(admin, 'q=GESTOR@DEMO')).toEqual([mail('gestor')]);
      expect(await emails(admin, 'q=demo.obras.dev')).toHaveLength(DEMO_USERS);
    });

    it('filters by type, role, enabled and obra membership', async () => {
      const clientes = [
        'aprovador.fabrica',
        'aprovador',
        'cliente.fabrica',
        'cliente',
        'escritorio2',
        'escritorio',
        'fornecedor',
      ].map(mail);
      expect(await emails(admin, 'type=cliente')).toEqual(clientes);
      expect(await emails(admin, 'role=site_manager')).toEqual([mail('gestor'), mail('substituto')]);
      expect(await emails(admin, 'enabled=false')).toEqual([]);
      const members = [
        'automacao',
        'campo',
        'cliente',
        'coordenador',
        'gestor',
        'planejamento',
        'substituto',
      ].map(mail);
      expect(await emails(admin, `obra=${ob014}`)).toEqual(members);
      const others = await emails(admin, `semObra=${ob014}`);
      expect(others).toHaveLength(DEMO_USERS - members.length);
      expect(others.filter((e) => members.includes(e))).toEqual([]);
    });

    it('pages with the total, every user once', async () => {
      const count = Math.ceil(DEMO_USERS / 6);
      const pages = await Promise.all(
        Array.from({ length: count }, async (_, i) =>
          ZUserPage.parse((await admin.get(`/api/usuarios?pageSize=6&page=${i + 1}`)).json()),
        ),
      );
      // Full pages of six, and the rest of the demo's accounts on the last one.
      expect(pages.map((p) => p.items.length)).toEqual([
        ...Array.from({ length: count - 1 }, () => 6),
        DEMO_USERS - 6 * (count - 1),
      ]);
      expect(pages.every((p) => p.total === DEMO_USERS)).toBe(true);
      expect(new Set(pages.flatMap((p) => p.items.map((u) => u.id))).size).toBe(DEMO_USERS);
    });

    it('refuses a malformed query (400) and a client user (403)', async () => {
      expect((await admin.get('/api/usuarios?pageSize=0')).statusCode).toBe(400);
      expect((await admin.get('/api/usuarios?sort=roles')).statusCode).toBe(400);
      expect((await admin.get('/api/usuarios?obra=123')).statusCode).toBe(400);
      expect((await cliente.get('/api/usuarios')).statusCode).toBe(403);
    });
  });

  describe('GET /api/usuarios/:user', () => {
    it('shows anyone their own profile, with their obras and no secrets', async () => {
      const res = await cliente.get(`/api/usuarios/${id.cliente}`);
      expect(res.statusCode, res.body).toBe(200);
      const profile = ZUserDetail.parse(res.json());
      expect(profile).toMatchObject({ email: mail('cliente'), type: 'cliente' });
      expect(profile.obras.map((o) => o.codigo)).toEqual(['OB-2025-014']);
      // A client may not read the client list, but sees the name of their own company.
      expect(profile.empresas.map((e) => e.nome)).toEqual(['Cervejaria Serra Azul S.A.']);
      expect(profile.empresas.map((e) => e.id)).toEqual(profile.companies);
      expect(res.body).not.toMatch(/password|hash|totp/i);
    });

    it('shows staff another user’s profile', async () => {
      const res = await gestor.get(`/api/usuarios/${id.planejamento}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().obras).toHaveLength(3);
    });

    it('answers a client reading someone else exactly as for a user who does not exist (404)', async () => {
      const other = await cliente.get(`/api/usuarios/${id.gestor}`);
      const missing = await cliente.get(`/api/usuarios/${NOWHERE}`);
      expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(problemOf(other).detail).toBe(problemOf(missing).detail);
      expect(other.body).not.toContain('Carlos');
    });
  });

  describe('specific rules with conditions on Usuario', () => {
    async function grant(who: string, specificRules: unknown[]): Promise<Client> {
      const res = await admin.patch(`/api/usuarios/${await userIdOf(admin, mail(who))}`, { specificRules });
      expect(res.statusCode, res.body).toBe(200);
      const [signed] = await signedInAs(t, [who]);
      return signed;
    }

    it('lists only the users a conditional read rule matches, and answers 404 for any other', async () => {
      const escritorio = await grant('escritorio', [
        { action: 'read', subject: 'Usuario', conditions: { type: 'cliente' } },
      ]);
      const clientes = [
        'aprovador.fabrica',
        'aprovador',
        'cliente.fabrica',
        'cliente',
        'escritorio2',
        'escritorio',
        'fornecedor',
      ].map(mail);
      expect(await emails(escritorio, '')).toEqual(clientes);
      expect(await emails(escritorio, 'q=gestor')).toEqual([]);
      expect(ZUserPage.parse((await escritorio.get('/api/usuarios?pageSize=1')).json()).total).toBe(
        clientes.length,
      );
      expect((await escritorio.get(`/api/usuarios/${id.fornecedor}`)).statusCode).toBe(200);
      const other = await escritorio.get(`/api/usuarios/${id.gestor}`);
      const missing = await escritorio.get(`/api/usuarios/${NOWHERE}`);
      expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(problemOf(other).detail).toBe(problemOf(missing).detail);
      expect((await escritorio.get(`/api/usuarios/${id.gestor}/permissoes`)).statusCode).toBe(404);
    });

    it('reads a rule on the user’s obras as membership, in the list and one by one', async () => {
      const aprovador = await grant('aprovador', [
        { action: 'read', subject: 'Usuario', conditions: { obras: { $in: [ob014, 'OB-2025-014'] } } },
      ]);
      const members = [
        'automacao',
        'campo',
        'cliente',
        'coordenador',
        'gestor',
        'planejamento',
        'substituto',
      ].map(mail);
      expect(await emails(aprovador, '')).toEqual(members);
      expect((await aprovador.get(`/api/usuarios/${id.gestor}`)).statusCode).toBe(200);
      expect((await aprovador.get(`/api/usuarios/${id.admin}`)).statusCode).toBe(404);
    });

    it('reads an obra rule naming a code instead of an id as matching nothing, in the obras and RDO lists', async () => {
      const fornecedor = await grant('fornecedor', [
        { action: 'read', subject: 'Obra', conditions: { Id_Lista: { $in: ['OB-2025-014', ob014] } } },
        { action: 'read', subject: 'RDO', conditions: { obra: 'OB-2025-014' } },
      ]);
      const obras = await fornecedor.get('/api/obras?pageSize=100');
      expect(obras.statusCode, obras.body).toBe(200);
      expect(obras.json().items.map((o: { codigo: string }) => o.codigo)).toContain('OB-2025-014');
      const rdos = await fornecedor.get('/api/diarios');
      expect(rdos.statusCode, rdos.body).toBe(200);
      expect(rdos.json().total).toBe(0);
    });

    it('hides from staff the users an inverted rule names, in the list and one by one', async () => {
      const substituto = await grant('substituto', [
        {
          action: 'read',
          subject: 'Usuario',
          inverted: true,
          conditions: { roles: { $in: ['acesso_total', 'admin_rdo'] } },
        },
      ]);
      const listed = await emails(substituto, '');
      expect(listed).toHaveLength(DEMO_USERS - 2);
      expect(listed).not.toContain(mail('admin'));
      expect(listed).not.toContain(mail('coordenador'));
      expect((await substituto.get(`/api/usuarios/${id.coordenador}`)).statusCode).toBe(404);
      expect((await substituto.get(`/api/usuarios/${id.planejamento}`)).statusCode).toBe(200);
    });

    it('lets a conditional update rule change only the users it matches (403 on the others)', async () => {
      const substituto = await grant('substituto', [
        { action: 'update', subject: 'Usuario', conditions: { type: 'cliente' } },
      ]);
      const before = await auditCount(t);
      const renamed = await substituto.patch(`/api/usuarios/${id.fornecedor}`, {
        name: 'Metalúrgica Forte Aço',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const refused = await substituto.patch(`/api/usuarios/${id.planejamento}`, { name: 'Outro nome' });
      expect(refused.statusCode).toBe(403);
      expect((await substituto.post(`/api/usuarios/${id.planejamento}/desativar`)).statusCode).toBe(403);
      expect(await auditCount(t)).toBe(before + 1);
    });
  });

  describe('record checks on the user as they are and as they will be', () => {
    let serraAzul: string;
    let valeDoCedro: string;
    beforeAll(async () => {
      serraAzul = (await admin.get(`/api/usuarios/${id.cliente}`)).json().companies[0];
      valeDoCedro = (await admin.get(`/api/usuarios/${await userIdOf(admin, mail('aprovador'))}`)).json()
        .companies[0];
    });

    async function grant(who: string, specificRules: unknown[]): Promise<Client> {
      const res = await admin.patch(`/api/usuarios/${await userIdOf(admin, mail(who))}`, { specificRules });
      expect(res.statusCode, res.body).toBe(200);
      const [signed] = await signedInAs(t, [who]);
      return signed;
    }

    /** A refusal with its status and message, after which the user and the audit trail are as they were. */
    async function expectRefused(
      send: () => Promise<Response>,
      userId: string,
      status: number,
      detail: string,
    ) {
      const profile = (await admin.get(`/api/usuarios/${userId}`)).json();
      const audit = await auditCount(t);
      const res = await send();
      expect(res.statusCode, res.body).toBe(status);
      expect(problemOf(res).detail).toBe(detail);
      expect(await auditCount(t)).toBe(audit);
      expect((await admin.get(`/api/usuarios/${userId}`)).json()).toEqual(profile);
    }

    it('refuses editing a user into one the rule does not cover (a client made staff)', async () => {
      const limited = await grant('substituto', [
        { action: 'update', subject: 'Usuario', conditions: { type: 'cliente' } },
      ]);
      await expectRefused(
        () => limited.patch(`/api/usuarios/${id.fornecedor}`, { type: 'gali' }),
        id.fornecedor!,
        403,
        'Você não tem permissão para alterar este usuário.',
      );
      expect((await limited.patch(`/api/usuarios/${id.fornecedor}`, { name: 'Forte Aço' })).statusCode).toBe(
        200,
      );
    });

    it('refuses granting a company outside the rule, even alongside one inside it', async () => {
      const limited = await grant('substituto', [
        { action: ['update', 'create'], subject: 'Usuario', conditions: { companies: { $in: [serraAzul] } } },
      ]);
      const outside = 'Você não pode conceder papéis ou empresas fora do alcance das suas permissões.';
      await expectRefused(
        () => limited.patch(`/api/usuarios/${id.cliente}`, { companies: [serraAzul, valeDoCedro] }),
        id.cliente!,
        403,
        outside,
      );
      await expectRefused(
        () => limited.patch(`/api/usuarios/${id.cliente}`, { companies: [valeDoCedro] }),
        id.cliente!,
        403,
        'Você não tem permissão para alterar este usuário.',
      );
      const audit = await auditCount(t);
      const invite = await limited.post('/api/usuarios', {
        email: 'fiscal.cedro@exemplo.com.br',
        name: 'Fiscal do Cedro',
        type: 'cliente',
        roles: ['cliente'],
        companies: [valeDoCedro],
      });
      expect(invite.statusCode).toBe(403);
      expect(await auditCount(t)).toBe(audit);
      expect(await emails(admin, 'q=fiscal.cedro')).toEqual([]);

      const invited = await limited.post('/api/usuarios', {
        email: 'fiscal.serra@exemplo.com.br',
        name: 'Fiscal da Serra',
        type: 'cliente',
        roles: ['cliente'],
        companies: [serraAzul],
      });
      expect(invited.statusCode, invited.body).toBe(201);
    });

    it('refuses granting a role outside the rule', async () => {
      const limited = await grant('substituto', [
        { action: 'update', subject: 'Usuario', conditions: { roles: { $in: ['cliente', 'aprovador'] } } },
      ]);
      await expectRefused(
        () => limited.patch(`/api/usuarios/${id.cliente}`, { roles: ['cliente', 'projetista', 'admin_rdo'] }),
        id.cliente!,
        403,
        'Você não pode conceder papéis ou empresas fora do alcance das suas permissões.',
      );
      const res = await limited.patch(`/api/usuarios/${id.cliente}`, {
        roles: ['cliente', 'projetista', 'aprovador'],
      });
      expect(res.statusCode, res.body).toBe(200);
      await admin.patch(`/api/usuarios/${id.cliente}`, { roles: ['cliente', 'projetista'] });
    });
  });

  describe('the last active administrator with acesso_total', () => {
    const last =
      'Esta é a última conta ativa com acesso total. Dê acesso total a outra pessoa antes de retirar esse papel.';

    it('cannot remove their own acesso_total (409), and nothing changes', async () => {
      const audit = await auditCount(t);
      const res = await admin.patch(`/api/usuarios/${id.admin}`, { roles: ['admin_rdo'] });
      expect(res.statusCode).toBe(409);
      expect(problemOf(res).detail).toBe(last);
      expect(await auditCount(t)).toBe(audit);
      expect(await rolesOf(id.admin!)).toEqual(['acesso_total']);
    });

    it('cannot disable their own account (409), and stays signed in', async () => {
      const audit = await auditCount(t);
      const res = await admin.post(`/api/usuarios/${id.admin}/desativar`);
      expect(res.statusCode).toBe(409);
      expect(problemOf(res).detail).toBe(
        'Esta é a última conta ativa com acesso total. Dê acesso total a outra pessoa antes de desativá-la.',
      );
      expect(await auditCount(t)).toBe(audit);
      expect((await admin.get(`/api/usuarios/${id.admin}`)).json().enabled).toBe(true);
      expect((await admin.get('/api/me')).statusCode).toBe(200);
    });

    it('with another one active: still may not disable themselves (403), but may hand over the role', async () => {
      const juridico = await userIdOf(admin, mail('juridico'));
      expect((await admin.patch(`/api/usuarios/${juridico}`, { roles: ['acesso_total'] })).statusCode).toBe(
        200,
      );
      const self = await admin.post(`/api/usuarios/${id.admin}/desativar`);
      expect(self.statusCode).toBe(403);
      expect(problemOf(self).detail).toBe('Você não pode desativar a própria conta.');

      // Disabling the other one leaves the administrator as the last again.
      expect((await admin.post(`/api/usuarios/${juridico}/desativar`)).statusCode).toBe(200);
      expect((await admin.patch(`/api/usuarios/${id.admin}`, { roles: ['admin_rdo'] })).statusCode).toBe(409);
      expect((await admin.post(`/api/usuarios/${juridico}/ativar`)).statusCode).toBe(200);

      const [other] = await signedInAs(t, ['juridico']);
      const handed = await admin.patch(`/api/usuarios/${id.admin}`, { roles: ['admin_rdo'] });
      expect(handed.statusCode, handed.body).toBe(200);
      // And the new one is now the last: they cannot take the role back from themselves.
      expect((await other.patch(`/api/usuarios/${juridico}`, { roles: ['admin_juridico'] })).statusCode).toBe(
        409,
      );
      expect((await other.patch(`/api/usuarios/${id.admin}`, { roles: ['acesso_total'] })).statusCode).toBe(
        200,
      );
      expect((await admin.patch(`/api/usuarios/${juridico}`, { roles: ['admin_juridico'] })).statusCode).toBe(
        200,
      );
    });
  });

  describe('PATCH /api/usuarios/:user', () => {
    const novoCliente = () => ({ nome: 'Usina Rio Claro', cnpj: uniqueCnpj() });

    it('removing a role takes effect on the user’s very next request, in the same session', async () => {
      expect((await coordenador.post('/api/clientes', novoCliente())).statusCode).toBe(201);
      const res = await admin.patch(`/api/usuarios/${id.coordenador}`, { roles: ['admin_rdo'] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().roles).toEqual(['admin_rdo']);

      const refused = await coordenador.post('/api/clientes', novoCliente());
      expect(refused.statusCode).toBe(403);
      expect((await coordenador.get('/api/me')).json().user.roles).toEqual(['admin_rdo']);
      const update = (await auditOf(t, 'user', id.coordenador!)).at(-1);
      expect(update).toMatchObject({
        action: 'update',
        actorEmail: mail('admin'),
        before: { roles: ['admin_rdo', 'admin_obra'] },
        after: { roles: ['admin_rdo'] },
      });
      expect(update?.before).not.toHaveProperty('passwordHash');

      await admin.patch(`/api/usuarios/${id.coordenador}`, { roles: ['admin_rdo', 'admin_obra'] });
      expect((await coordenador.post('/api/clientes', novoCliente())).statusCode).toBe(201);
    });

    it('refuses a user without an administrator role (403), changing nothing', async () => {
      const before = await auditCount(t);
      const res = await gestor.patch(`/api/usuarios/${id.planejamento}`, {
        roles: ['planejamento', 'admin_rdo'],
      });
      expect(res.statusCode).toBe(403);
      // The demo's planning person is also PCP (materials lists): the roles stay as the demo made them.
      expect(await rolesOf(id.planejamento!)).toEqual(['planejamento', 'pcp']);
      expect(await auditCount(t)).toBe(before);
    });

    it('lets an administrator role edit another user’s roles, with an audit row', async () => {
      const res = await coordenador.patch(`/api/usuarios/${id.planejamento}`, {
        roles: ['planejamento', 'rdo_by_obra'],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await auditOf(t, 'user', id.planejamento!)).at(-1)).toMatchObject({
        actorEmail: mail('coordenador'),
        after: { roles: ['planejamento', 'rdo_by_obra'] },
      });
    });

    it.each([
      ['the acesso_total account', 'admin', { name: 'Outra pessoa' }],
      ['acesso_total as a role', 'planejamento', { roles: ['planejamento', 'acesso_total'] }],
      [
        'a specific rule over everything',
        'planejamento',
        { specificRules: [{ action: 'manage', subject: 'all' }] },
      ],
      ['their own roles', 'coordenador', { roles: ['admin_rdo', 'admin_obra', 'admin_contratos'] }],
      [
        'their own specific rules',
        'coordenador',
        { specificRules: [{ action: 'manage', subject: 'Contratos' }] },
      ],
    ])('refuses an administrator without acesso_total changing %s (403)', async (_case, who, body) => {
      const before = await auditCount(t);
      const profile = (await admin.get(`/api/usuarios/${id[who]}`)).json();
      const res = await coordenador.patch(`/api/usuarios/${id[who]}`, body);
      expect(res.statusCode, res.body).toBe(403);
      expect((await admin.get(`/api/usuarios/${id[who]}`)).json()).toEqual(profile);
      expect(await auditCount(t)).toBe(before);
    });

    it('still lets an administrator change their own name, with their specific rules sent back unchanged', async () => {
      const res = await coordenador.patch(`/api/usuarios/${id.coordenador}`, {
        name: 'Roberto A. Lima',
        specificRules: [],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Roberto A. Lima', roles: ['admin_rdo', 'admin_obra'] });
    });

    it('refuses unknown role names and empty changes (400)', async () => {
      const res = await admin.patch(`/api/usuarios/${id.planejamento}`, { roles: ['planejamento', 'chefe'] });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors?.map((e) => e.campo)).toEqual(['roles.1']);
      expect((await admin.patch(`/api/usuarios/${id.planejamento}`, {})).statusCode).toBe(400);
      expect((await admin.patch(`/api/usuarios/${NOWHERE}`, { name: 'Ninguém' })).statusCode).toBe(404);
    });

    it('records disabling and enabling a user in the audit log', async () => {
      expect((await admin.post(`/api/usuarios/${id.fornecedor}/desativar`)).json().enabled).toBe(false);
      expect(await emails(admin, 'enabled=false')).toEqual([mail('fornecedor')]);
      expect((await admin.post(`/api/usuarios/${id.fornecedor}/ativar`)).json().enabled).toBe(true);
      const actions = (await auditOf(t, 'user', id.fornecedor!)).map((row) => row.action);
      expect(actions.slice(-2)).toEqual(['desativar', 'ativar']);
    });
  });

  describe('GET /api/usuarios/:user/permissoes', () => {
    async function permissions(userId: string) {
      const res = await admin.get(`/api/usuarios/${userId}/permissoes`);
      expect(res.statusCode, res.body).toBe(200);
      const items = ZEffectivePermissions.parse(res.json()).items;
      return (subject: string, action: string) =>
        items.find((s) => s.subject === subject)?.permissions.find((p) => p.action === action);
    }

    it('shows what a site manager can do: RDO only where they are the site manager, every obra to read', async () => {
      const can = await permissions(id.gestor!);
      expect(can('RDO', 'create')).toEqual({
        action: 'create',
        acesso: 'condicional',
        condicoes: [{ 'siteManager.mail': mail('gestor') }],
      });
      expect(can('Obra', 'read')).toEqual({ action: 'read', acesso: 'total', condicoes: [] });
      expect(can('Obra', 'create')).toBeUndefined();
      expect(can('Usuario', 'update')).toBeUndefined();
    });

    it('shows a client reading only the obras of their list', async () => {
      const can = await permissions(id.cliente!);
      expect(can('Obra', 'read')).toEqual({
        action: 'read',
        acesso: 'condicional',
        condicoes: [{ Id_Lista: { $in: [ob014] } }],
      });
      expect(can('Contratos', 'read')).toBeUndefined();
    });

    it('shows acesso_total as total on every subject, and is refused to a client user (403)', async () => {
      const can = await permissions(id.admin!);
      expect(can('Contratos', 'delete')?.acesso).toBe('total');
      expect((await cliente.get(`/api/usuarios/${id.cliente}/permissoes`)).statusCode).toBe(403);
    });
  });
});

describe('specific rules that lists cannot apply', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('are refused when saved, so the user’s lists keep working', async () => {
    const admin = client(t.app);
    await admin.post('/api/auth/sign-in', { email: 'admin@demo.obras.dev', password: 'Demo@1234' });
    const list = await admin.get('/api/usuarios?q=leitura@demo.obras.dev');
    const leitura = list.json().items[0].id as string;
    const res = await admin.patch(`/api/usuarios/${leitura}`, {
      specificRules: [
        { action: 'read', subject: 'Obra', inverted: true, conditions: { cidade: { $regex: 'Curitiba' } } },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ campo: 'specificRules' });
    const again = client(t.app);
    await again.post('/api/auth/sign-in', { email: 'leitura@demo.obras.dev', password: 'Demo@1234' });
    expect((await again.get('/api/obras')).statusCode).toBe(200);
  });

  it.each([
    ['Usuario', { specific_rules: { $size: 0 } }],
    ['Usuario', { name: { $regex: '^Ana' } }],
    ['Cliente', { contatos: { $size: 0 } }],
  ])('refuses a rule on %s that its list cannot apply (400)', async (subject, conditions) => {
    const admin = client(t.app);
    await admin.post('/api/auth/sign-in', { email: 'admin@demo.obras.dev', password: 'Demo@1234' });
    const leitura = (await admin.get('/api/usuarios?q=leitura@demo.obras.dev')).json().items[0].id as string;
    const res = await admin.patch(`/api/usuarios/${leitura}`, {
      specificRules: [{ action: 'read', subject, inverted: true, conditions }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      campo: 'specificRules',
      mensagem: expect.stringContaining(`${subject}:`),
    });
  });
});
