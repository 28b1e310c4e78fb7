import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATERIAIS_LIFECYCLE,
  MATERIAIS_STATUS,
  ZLista,
  ZListasPage,
  ZTemplate,
  ZTemplateResumo,
  type TListaResumo,
  type TMateriaisMove,
  type TMateriaisStatus,
} from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import {
  LIBERACOES,
  PESSOAS,
  QUEM_ESTA_COM,
  createListaAs,
  listaCount,
  listaEm,
  listaInput,
  listaSnapshot,
  materiaisTeam,
  moveLista,
  moved,
  readLinhas,
  readLista,
  type MateriaisTeam,
  type Pessoa,
} from '../../test/materiais-helpers';
import { auditCount, auditOf, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LISTA_NAO_ENCONTRADA } from './materiais-access';
import { materiaisRevisoes } from './materiais.schema';

const MOVES = Object.keys(MATERIAIS_LIFECYCLE.moves) as TMateriaisMove[];
const INVALIDOS = 'Os dados enviados são inválidos.';
/** Those who may make every move (`manage` on Materiais): acesso_total and admin_materiais. */
const ADMINS: readonly Pessoa[] = ['admin', 'adminMateriais'];
/** Those who may not read a list of OB-2025-014 at all: the client, and a site manager it does not name. */
const NAO_LEEM: readonly Pessoa[] = ['cliente', 'substituto'];

/**
 * What a move by this person on a list in this status answers; null where it is theirs to make. Whoever could
 * make the move at its own stage but finds the list elsewhere hears that it moved on (409); anyone else hears who
 * may (403); someone who cannot read the list is told it does not exist (404).
 */
function esperado(status: TMateriaisStatus, move: TMateriaisMove, who: Pessoa) {
  if (NAO_LEEM.includes(who)) return { status: 404, detail: LISTA_NAO_ENCONTRADA };
  const spec = MATERIAIS_LIFECYCLE.moves[move];
  const daqui = spec.from.includes(status);
  const etapa = daqui ? status : spec.from[0]!;
  if (!ADMINS.includes(who) && QUEM_ESTA_COM[etapa] !== who)
    return { status: 403, detail: MATERIAIS_LIFECYCLE.refused[move] };
  if (daqui) return null;
  return {
    status: 409,
    detail: `A lista está em ${status} e já não pode ser ${spec.past}. Atualize a página.`,
  };
}

function refusal(res: Response, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return problemOf(res);
}

describe('who may do what with a materials list', () => {
  let t: TestApp;
  let team: MateriaisTeam;
  let people: Record<Pessoa, Client>;

  const page = async (who: Client, query: string) => {
    const res = await who.get(`/api/materiais?pageSize=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZListasPage.parse(res.json());
  };
  const codigos = (items: TListaResumo[]) => items.map((l) => l.codigo);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    team = await materiaisTeam(t);
    people = team.people;
  });
  afterAll(() => t.close());

  describe('the release chain', () => {
    it.each(MATERIAIS_STATUS)(
      'in %s refuses every move to everyone but the one who holds the list, changing nothing',
      async (status) => {
        const lista = await listaEm(team, status, { titulo: `Cadeia — ${status.toLowerCase()}` });
        const antes = await listaSnapshot(t, lista.id);
        const tried: string[] = [];
        for (const move of MOVES)
          for (const who of PESSOAS) {
            const expected = esperado(status, move, who);
            if (!expected) continue;
            const res = await moveLista(people[who], lista.id, move, { motivo: 'Tentativa da tabela' });
            tried.push(`${move} ${who}`);
            expect([move, who, res.statusCode, problemOf(res).detail]).toEqual([
              move,
              who,
              expected.status,
              expected.detail,
            ]);
          }
        expect(await listaSnapshot(t, lista.id)).toEqual(antes);
        // Only the holder and the two administrators were spared, for each move that starts here.
        const daqui = MOVES.filter((m) => MATERIAIS_LIFECYCLE.moves[m].from.includes(status));
        expect(tried).toHaveLength(MOVES.length * PESSOAS.length - 3 * daqui.length);
        // The list's page offers the moves to those same people, and to nobody else.
        for (const who of PESSOAS.filter((p) => !NAO_LEEM.includes(p))) {
          const offered = (await readLista(people[who], lista.id)).movimentos.map((m) => m.movimento);
          expect([who, offered]).toEqual([who, daqui.filter((m) => esperado(status, m, who) === null)]);
        }

        // The holder then makes the move that is theirs: a return asks for a reason first.
        const holder = people[QUEM_ESTA_COM[status]];
        if (status === 'REVISAR') {
          expect((await moved(holder, lista.id, 'elaborar')).status).toBe('EM ELABORAÇÃO');
        } else if (status === 'EM ELABORAÇÃO') {
          const done = await moved(holder, lista.id, 'liberar_verificacao');
          expect(done).toMatchObject({ status: 'LIBERADO PARA VERIFICAÇÃO', revisao: lista.revisao + 1 });
        } else {
          for (const body of [{}, { motivo: '   ' }, { motivo: 'ok' }]) {
            const problem = refusal(await moveLista(holder, lista.id, 'devolver', body), 400);
            expect(problem.detail).toBe(INVALIDOS);
            expect(problem.errors).toEqual([{ campo: 'motivo', mensagem: 'Diga o motivo' }]);
          }
          expect(await listaSnapshot(t, lista.id)).toEqual(antes);
          const back = await moved(holder, lista.id, 'devolver', { motivo: 'A curva de 2" está em dobro' });
          expect(back).toMatchObject({ status: 'REVISAR', revisao: lista.revisao });
          expect(back.linhaDoTempo.at(-1)).toMatchObject({
            movimento: 'devolver',
            de: status,
            para: 'REVISAR',
            motivo: 'A curva de 2" está em dobro',
          });
          expect(back.comQuem?.email).toBe('campo@demo.obras.dev');
          // From REVISAR the quantifier takes the list up again.
          expect((await moved(people.campo, lista.id, 'elaborar')).status).toBe('EM ELABORAÇÃO');
        }
      },
    );

    it('lets acesso_total and admin_materiais make every move of the chain', async () => {
      const lista = await listaEm(team, 'EM ELABORAÇÃO', { titulo: 'Cadeia pelos administradores' });
      const admins = [people.admin, people.adminMateriais];
      for (const [i, [move]] of LIBERACOES.entries()) await moved(admins[i % 2]!, lista.id, move);
      const back = await moved(people.adminMateriais, lista.id, 'devolver', { motivo: 'Revisar os cabos' });
      expect(back.status).toBe('REVISAR');
      const again = await moved(people.admin, lista.id, 'elaborar');
      expect(again).toMatchObject({ status: 'EM ELABORAÇÃO', revisao: 4 });
      expect(again.linhaDoTempo.map((m) => [m.movimento, m.por])).toEqual([
        ['liberar_verificacao', 'Ana Ribeiro'],
        ['liberar_site_manager', 'Eduardo Siqueira'],
        ['liberar_coordenador', 'Ana Ribeiro'],
        ['liberar_planejamento', 'Eduardo Siqueira'],
        ['devolver', 'Eduardo Siqueira'],
        ['elaborar', 'Ana Ribeiro'],
      ]);
    });

    it('lets only one of two people releasing at the same moment through, keeping one revision', async () => {
      const lista = await listaEm(team, 'LIBERADO PARA VERIFICAÇÃO', { titulo: 'Duas liberações juntas' });
      const audits = await auditCount(t);
      const both = await Promise.all([
        moveLista(people.automacao, lista.id, 'liberar_site_manager'),
        moveLista(people.admin, lista.id, 'liberar_site_manager'),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const lost = both.find((r) => r.statusCode === 409)!;
      // Depending on when the second read the list: it had already moved on, or it moved under the second's feet.
      expect([
        'A lista está em LIBERADO PARA SITE MANAGER e já não pode ser liberada para o site manager. Atualize a página.',
        'Outra pessoa mexeu nesta lista ao mesmo tempo, e o seu passo não foi feito. Atualize a página.',
      ]).toContain(problemOf(lost).detail);
      const after = await readLista(people.gestor, lista.id);
      expect(after).toMatchObject({ status: 'LIBERADO PARA SITE MANAGER', revisao: 2 });
      expect(after.revisoes.map((r) => [r.numero, r.status])).toEqual([
        [1, 'LIBERADO PARA VERIFICAÇÃO'],
        [2, 'LIBERADO PARA SITE MANAGER'],
      ]);
      expect(after.linhaDoTempo.map((m) => m.movimento)).toEqual([
        'liberar_verificacao',
        'liberar_site_manager',
      ]);
      const stored = await t.database.db
        .select({ numero: materiaisRevisoes.numero })
        .from(materiaisRevisoes)
        .where(and(eq(materiaisRevisoes.listaId, lista.id), eq(materiaisRevisoes.numero, 2)));
      expect(stored).toHaveLength(1);
      expect(await auditCount(t)).toBe(audits + 1);
    });

    it('refuses a release of a version the page no longer shows', async () => {
      const lista = await listaEm(team, 'EM ELABORAÇÃO', { titulo: 'Versão antiga' });
      const antes = await listaSnapshot(t, lista.id);
      const res = await moveLista(people.campo, lista.id, 'liberar_verificacao', {
        versao: lista.versao - 1,
      });
      expect(refusal(res, 409).detail).toBe(
        'Outra pessoa mexeu nesta lista ao mesmo tempo, e o seu passo não foi feito. Atualize a página.',
      );
      expect(await listaSnapshot(t, lista.id)).toEqual(antes);
      const ok = await moved(people.campo, lista.id, 'liberar_verificacao', { versao: lista.versao });
      expect(ok.status).toBe('LIBERADO PARA VERIFICAÇÃO');
    });
  });

  describe('lists', () => {
    it('shows the quantifier the lists waiting for them, filtered by obra and status', async () => {
      const verificando = await listaEm(team, 'LIBERADO PARA VERIFICAÇÃO', {
        titulo: 'Comigo — verificação',
      });
      const planejando = await listaEm(team, 'LIBERADO PARA PLANEJAMENTO', {
        titulo: 'Comigo — planejamento',
      });
      const obra = `obra=${team.linha3}`;

      const doCampo = await page(people.campo, `${obra}&status=EM ELABORAÇÃO&comigo=true`);
      expect(codigos(doCampo.items)).toEqual(expect.arrayContaining(['LM-001', 'LM-002']));
      expect(doCampo.total).toBe(doCampo.items.length);
      for (const item of doCampo.items)
        expect([item.status, item.comQuem?.email]).toEqual(['EM ELABORAÇÃO', 'campo@demo.obras.dev']);
      const todasDoCampo = await page(people.campo, `${obra}&comigo=true`);
      expect(todasDoCampo.items.every((i) => ['REVISAR', 'EM ELABORAÇÃO'].includes(i.status))).toBe(true);
      expect(todasDoCampo.items.map((i) => i.id)).not.toContain(verificando.id);

      const daVerificadora = await page(people.automacao, `${obra}&comigo=true`);
      expect(daVerificadora.items.map((i) => i.id)).toContain(verificando.id);
      for (const item of daVerificadora.items)
        expect([item.status, item.comQuem?.email]).toEqual([
          'LIBERADO PARA VERIFICAÇÃO',
          'automacao@demo.obras.dev',
        ]);

      // Planning is a team, not a person: its lists wait for whoever has `pcp`.
      const doPlanejamento = await page(people.planejamento, `${obra}&comigo=true`);
      expect(doPlanejamento.items.map((i) => i.id)).toContain(planejando.id);
      expect(doPlanejamento.items.find((i) => i.id === planejando.id)?.comQuem).toBeNull();
      expect(doPlanejamento.items.every((i) => i.status === 'LIBERADO PARA PLANEJAMENTO')).toBe(true);

      const emDoisStatus = await page(
        people.leitura,
        `${obra}&status=LIBERADO PARA VERIFICAÇÃO,LIBERADO PARA PLANEJAMENTO`,
      );
      expect(emDoisStatus.items.map((i) => i.id)).toEqual(
        expect.arrayContaining([verificando.id, planejando.id]),
      );
      expect(
        emDoisStatus.items.every((i) =>
          ['LIBERADO PARA VERIFICAÇÃO', 'LIBERADO PARA PLANEJAMENTO'].includes(i.status),
        ),
      ).toBe(true);
      expect((await page(people.campo, 'obra=00000000-0000-4000-8000-000000000000')).total).toBe(0);
    });

    it('lets the people a list names read it without a materials role, and hides it from everyone else', async () => {
      // Planning verifies this one: automacao (no materials role) is not named on it.
      const outra = await createListaAs(
        people.campo,
        team.linha3,
        listaInput(
          { ...team.ids, verificador: await userIdOf(people.admin, 'planejamento@demo.obras.dev') },
          { titulo: 'Sem a automação' },
        ),
      );
      const lm1 = await lm001();
      expect((await readLista(people.automacao, lm1.id)).codigo).toBe('LM-001');
      expect((await readLinhas(people.automacao, lm1.id)).linhas).toHaveLength(6);
      const named = await page(people.automacao, `obra=${team.linha3}`);
      expect(named.items.map((i) => i.id)).toContain(lm1.id);
      expect(named.items.map((i) => i.id)).not.toContain(outra.id);
      for (const item of named.items) {
        const full = await readLista(people.automacao, item.id);
        expect(Object.values(full.pessoas).map((p) => p.email)).toContain('automacao@demo.obras.dev');
      }
      for (const url of [`/api/materiais/${outra.id}`, `/api/materiais/${outra.id}/linhas`]) {
        const res = await people.automacao.get(url);
        expect(refusal(res, 404).detail).toBe(LISTA_NAO_ENCONTRADA);
      }
      // Staff no list names see an empty page; a client is refused the lists and told a list does not exist.
      expect(await page(people.substituto, '')).toEqual({ items: [], total: 0 });
      const lists = await people.cliente.get('/api/materiais');
      expect(refusal(lists, 403).detail).toBe('Você não tem acesso às listas de materiais.');
      for (const url of [`/api/materiais/${lm1.id}`, `/api/materiais/${lm1.id}/linhas`]) {
        const res = await people.cliente.get(url);
        expect(refusal(res, 404).detail).toBe(LISTA_NAO_ENCONTRADA);
      }
      expect(refusal(await people.cliente.get('/api/materiais/nao-e-um-id'), 400).code).toBe(
        'VALIDATION_FAILED',
      );
      // Everyone with a materials role, or who reads everything, reads every list.
      for (const who of ['planejamento', 'leitura', 'editor', 'adminMateriais'] as const)
        expect((await page(people[who], `obra=${team.linha3}`)).items.map((i) => i.id)).toContain(outra.id);
    });

    it('creates a list for the obra’s quantifier (materiais_obra), EM ELABORAÇÃO and audited', async () => {
      const audits = await auditCount(t);
      const lista = await createListaAs(people.campo, team.linha3, listaInput(team.ids, { titulo: 'Nova' }));
      expect(lista).toMatchObject({
        status: 'EM ELABORAÇÃO',
        revisao: 0,
        totalLinhas: 0,
        template: null,
        colunas: [],
        criadoPor: 'Sérgio Almeida',
        sap: { centro: '1010', deposito: 'OB14', dataNecessidade: '2026-12-15', documento: null },
        acoes: { editar: true, editarLinhas: true, exportarSap: false, registrarSap: false },
      });
      expect(lista.pessoas.verificador.email).toBe('automacao@demo.obras.dev');
      expect(await auditCount(t)).toBe(audits + 1);
      expect((await auditOf(t, 'lista_materiais', lista.id)).map((a) => a.action)).toEqual(['criar']);
      // An editor creates too.
      expect((await createListaAs(people.editor, team.linha3, listaInput(team.ids))).status).toBe(
        'EM ELABORAÇÃO',
      );
    });

    it('numbers two lists created at the same moment one after the other', async () => {
      const both = await Promise.all([
        people.campo.post(
          `/api/obras/${team.linha3}/materiais`,
          listaInput(team.ids, { titulo: 'Ao mesmo tempo A' }),
        ),
        people.editor.post(
          `/api/obras/${team.linha3}/materiais`,
          listaInput(team.ids, { titulo: 'Ao mesmo tempo B' }),
        ),
      ]);
      expect(
        both.map((r) => r.statusCode),
        both.map((r) => r.body).join('\n'),
      ).toEqual([201, 201]);
      const [a, b] = both.map((r) => ZLista.parse(r.json()).numero);
      expect(Math.abs(a! - b!)).toBe(1);
    });

    it('refuses a list by someone who may not create one, or naming the wrong people, creating nothing', async () => {
      const invited = await people.admin.post('/api/usuarios', {
        email: 'ex.quantificador@gali.com.br',
        name: 'Ex-quantificador',
        type: 'gali',
        roles: ['materiais'],
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const inativo = invited.json().id as string;
      expect((await people.admin.post(`/api/usuarios/${inativo}/desativar`)).statusCode).toBe(200);
      const clienteId = await userIdOf(people.admin, 'cliente@demo.obras.dev');

      const attempts: [Client, object, number, string, { campo: string; mensagem: string }[] | undefined][] =
        [
          [people.gestor, {}, 403, 'Você não pode criar listas de materiais nesta obra.', undefined],
          [people.leitura, {}, 403, 'Você não pode criar listas de materiais nesta obra.', undefined],
          [people.cliente, {}, 403, 'Você não pode criar listas de materiais nesta obra.', undefined],
          [
            people.campo,
            { origem: 'projeto', projeto: 'Projeto 2025-07' },
            403,
            'Você não pode criar listas de materiais de projeto nesta obra.',
            undefined,
          ],
          [
            people.campo,
            { verificadorId: team.ids.quantificador },
            400,
            INVALIDOS,
            [{ campo: 'verificadorId', mensagem: 'O verificador não pode ser o próprio quantificador' }],
          ],
          [
            people.campo,
            { coordenadorId: inativo, siteManagerId: clienteId },
            400,
            INVALIDOS,
            [
              { campo: 'siteManagerId', mensagem: 'Escolha alguém ativo da equipe da empresa' },
              { campo: 'coordenadorId', mensagem: 'Escolha alguém ativo da equipe da empresa' },
            ],
          ],
        ];
      const [lists, audits] = [await listaCount(t, team.linha3), await auditCount(t)];
      for (const [who, over, status, detail, errors] of attempts) {
        const res = await who.post(`/api/obras/${team.linha3}/materiais`, listaInput(team.ids, over));
        const problem = refusal(res, status);
        expect(problem.detail).toBe(detail);
        expect(problem.errors).toEqual(errors);
      }
      expect(await listaCount(t, team.linha3)).toBe(lists);
      expect(await auditCount(t)).toBe(audits);
    });
  });

  describe('templates', () => {
    const input = (nome: string) => ({
      nome,
      disciplina: 'estrutura_metalica',
      descricao: 'Perfis e chapas',
      colunas: [{ chave: 'peso_kg', titulo: 'Peso (kg)' }],
      linhas: [
        {
          codigoSap: '300100',
          descricao: 'Perfil W 200 x 26,6',
          unidade: 'kg',
          quantidade: 0,
          extras: { peso_kg: '26,6', cor: 'azul' },
        },
        { codigoSap: '300200', descricao: 'Chapa 1/4"', unidade: 'ch', quantidade: 12 },
      ],
    });
    let template: string;

    it('lets only materials administrators create, edit and deactivate a template', async () => {
      const audits = await auditCount(t);
      for (const who of ['campo', 'planejamento', 'editor', 'leitura', 'gestor'] as const) {
        const created = await people[who].post('/api/materiais/templates', input('Estrutura metálica'));
        expect(refusal(created, 403).detail).toBe('Só quem administra materiais configura templates.');
      }
      expect(await auditCount(t)).toBe(audits);
      const res = await people.adminMateriais.post('/api/materiais/templates', input('Estrutura metálica'));
      expect(res.statusCode, res.body).toBe(201);
      const created = ZTemplate.parse(res.json());
      template = created.id;
      // Only the template's own columns are kept on its default lines.
      expect(created.linhas.map((l) => [l.descricao, l.quantidade, l.extras])).toEqual([
        ['Perfil W 200 x 26,6', 0, { peso_kg: '26,6' }],
        ['Chapa 1/4"', 12, {}],
      ]);

      const edited = { ...input('Estrutura metálica — perfis'), descricao: 'Perfis, chapas e parafusos' };
      const other = await people.campo.put(`/api/materiais/templates/${template}`, edited);
      expect(refusal(other, 403).detail).toBe('Só quem administra materiais configura templates.');
      const ok = await people.admin.put(`/api/materiais/templates/${template}`, edited);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ZTemplate.parse(ok.json())).toMatchObject({ nome: 'Estrutura metálica — perfis', ativo: true });
      expect((await auditOf(t, 'template_materiais', template)).map((a) => a.action)).toEqual([
        'criar',
        'editar',
      ]);
    });

    it('refuses a second template with a name already taken, whatever its case', async () => {
      const audits = await auditCount(t);
      for (const nome of ['Tubulação de processo', 'TUBULAÇÃO DE PROCESSO', 'estrutura metálica — perfis']) {
        const problem = refusal(await people.admin.post('/api/materiais/templates', input(nome)), 400);
        expect(problem.errors).toEqual([{ campo: 'nome', mensagem: 'Já existe um template com este nome' }]);
      }
      const rename = await people.admin.put(
        `/api/materiais/templates/${template}`,
        input('Tubulação de processo'),
      );
      expect(refusal(rename, 400).errors).toEqual([
        { campo: 'nome', mensagem: 'Já existe um template com este nome' },
      ]);
      expect(await auditCount(t)).toBe(audits);
    });

    it('starts a list with the template’s columns and default lines, a zero quantity becoming 1', async () => {
      const lista = await createListaAs(
        people.campo,
        team.linha3,
        listaInput(team.ids, { titulo: 'Mezanino', disciplina: 'estrutura_metalica', templateId: template }),
      );
      expect(lista).toMatchObject({
        template: { id: template, nome: 'Estrutura metálica — perfis' },
        colunas: [{ chave: 'peso_kg', titulo: 'Peso (kg)' }],
        totalLinhas: 2,
      });
      const { linhas, totais } = await readLinhas(people.campo, lista.id);
      expect(linhas.map((l) => [l.codigoSap, l.descricao, l.unidade, l.quantidade, l.extras])).toEqual([
        ['300100', 'Perfil W 200 x 26,6', 'kg', 1, { peso_kg: '26,6' }],
        ['300200', 'Chapa 1/4"', 'ch', 12, {}],
      ]);
      expect(totais).toEqual([
        { unidade: 'kg', quantidade: 1, linhas: 1 },
        { unidade: 'ch', quantidade: 12, linhas: 1 },
      ]);
      // The demo template: its extra column and its four lines, all with quantity still to fill in.
      const [tubulacao] = (await templatesOf(people.campo)).filter((x) => x.nome === 'Tubulação de processo');
      const demo = await createListaAs(
        people.campo,
        team.linha3,
        listaInput(team.ids, { titulo: 'Da Tubulação', templateId: tubulacao!.id }),
      );
      expect(demo.colunas).toEqual([{ chave: 'diametro', titulo: 'Diâmetro' }]);
      const demoLinhas = (await readLinhas(people.campo, demo.id)).linhas;
      expect(demoLinhas.map((l) => [l.quantidade, l.extras.diametro])).toEqual([
        [1, '2"'],
        [1, '2"'],
        [1, '2"'],
        [1, '2"'],
      ]);
    });

    it('keeps a deactivated template, which no list can start from any more', async () => {
      const audits = await auditCount(t);
      const refused = await people.editor.post(`/api/materiais/templates/${template}/ativo`, {
        ativo: false,
      });
      expect(refusal(refused, 403).detail).toBe('Só quem administra materiais configura templates.');
      expect(await auditCount(t)).toBe(audits);
      const off = await people.admin.post(`/api/materiais/templates/${template}/ativo`, { ativo: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(ZTemplate.parse(off.json()).ativo).toBe(false);

      expect((await templatesOf(people.campo)).map((x) => x.id)).not.toContain(template);
      expect((await templatesOf(people.campo, true)).map((x) => x.id)).not.toContain(template);
      expect((await templatesOf(people.admin, true)).find((x) => x.id === template)?.ativo).toBe(false);
      expect((await people.campo.get(`/api/materiais/templates/${template}`)).statusCode).toBe(200);
      expect((await people.cliente.get('/api/materiais/templates')).statusCode).toBe(403);

      const [lists, before] = [await listaCount(t, team.linha3), await auditCount(t)];
      const res = await people.campo.post(
        `/api/obras/${team.linha3}/materiais`,
        listaInput(team.ids, { templateId: template }),
      );
      expect(refusal(res, 400).errors).toEqual([
        { campo: 'templateId', mensagem: 'Este template não existe mais' },
      ]);
      expect(await listaCount(t, team.linha3)).toBe(lists);
      expect(await auditCount(t)).toBe(before);
    });
  });

  async function lm001() {
    const { items } = await page(people.admin, `obra=${team.linha3}&q=LM-001`);
    const found = items.find((i) => i.codigo === 'LM-001');
    if (!found) throw new Error('no LM-001');
    return found;
  }
  async function templatesOf(who: Client, todos = false) {
    const res = await who.get(`/api/materiais/templates${todos ? '?todos=true' : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZTemplateResumo.array().parse(res.json().items);
  }
});
