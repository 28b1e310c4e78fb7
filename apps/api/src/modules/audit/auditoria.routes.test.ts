import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  ZAuditoriaEntidades,
  ZAuditoriaPage,
  addDays,
  todayInSaoPaulo,
  type TAuditoriaPage,
} from '@portal/domain';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, conteudo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from './audit.schema';

// The records these tests filter are stamped by the database's clock (now()), not the portal's (PORTAL_HOJE).
const hoje = todayInSaoPaulo(new Date());
const diasAtras = (n: number) => addDays(hoje, -n);
const NOWHERE = '00000000-0000-4000-8000-000000000000';

/** The administrators' audit page (issue 12 "History"): every write and every refused attempt, filtered in SQL. */
describe('GET /api/auditoria', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let coordenador: Client;
  let leitura: Client;
  let aprovador: Client;
  let linha3: string; // OB-2025-014: gestor is its site manager; aprovador is a client of another company
  let dias = 300; // past the demo reports (the last 120 days)

  const auditoria = async (query: string): Promise<TAuditoriaPage> => {
    const res = await admin.get(`/api/auditoria${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZAuditoriaPage.parse(res.json());
  };
  const rows = async () => {
    const [row] = await t.database.db.select({ n: count() }).from(auditLog);
    return Number(row?.n ?? 0);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, coordenador, leitura, aprovador] = await signedInAs(t, [
      'admin',
      'gestor',
      'coordenador',
      'leitura',
      'aprovador',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
  });
  afterAll(() => t.close());

  it('filters by user (e-mail or id) and module, newest first, paged, with the changes of each row', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    const edited = await gestor.patch(`/api/diarios/${rdo.id}`, {
      conteudo: conteudo({ comentarios: 'Laje concretada.' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const page = await auditoria('?usuario=gestor@demo.obras.dev&entidade=rdo&pageSize=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.map((i) => [i.registro, i.acao])).toEqual([
      [rdo.id, 'update'],
      [rdo.id, 'create'],
    ]);
    expect(page.items[0]).toMatchObject({
      entidade: 'rdo',
      entidadeRotulo: 'RDO',
      acaoRotulo: 'Editado',
      por: { nome: 'Carlos Mendes', email: 'gestor@demo.obras.dev' },
      acesso: null,
      mudancas: [{ campo: 'comentarios', rotulo: 'Comentários', antes: null, depois: 'Laje concretada.' }],
    });

    const byId = await auditoria(
      `?usuario=${await userIdOf(admin, 'gestor@demo.obras.dev')}&entidade=rdo&pageSize=2`,
    );
    expect(byId).toEqual(page);
    const all = await auditoria('?usuario=gestor@demo.obras.dev&pageSize=100');
    expect(all.items.every((i) => i.por.email === 'gestor@demo.obras.dev')).toBe(true);
    const times = all.items.map((i) => Date.parse(i.em));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by record, with or without its module, and by action', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    const record = await auditoria(`?registro=${rdo.id}`);
    expect(record.items.map((i) => i.acao)).toEqual(['finalizar', 'create']);
    expect(record.total).toBe(2);
    expect(await auditoria(`?registro=${rdo.id}&entidade=rdo`)).toEqual(record);
    expect((await auditoria(`?registro=${rdo.id}&entidade=obra`)).total).toBe(0);
    const finalizar = await auditoria(`?registro=${rdo.id}&acao=finalizar`);
    expect(finalizar.items).toEqual([
      expect.objectContaining({
        acao: 'finalizar',
        mudancas: [{ campo: 'status', rotulo: 'Status', antes: 'Em preenchimento', depois: 'Finalizado' }],
      }),
    ]);
  });

  it('filters by a period of days in São Paulo, both days included', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    const today = await auditoria(`?registro=${rdo.id}&de=${hoje}&ate=${hoje}`);
    expect(today.total).toBe(1);
    expect((await auditoria(`?registro=${rdo.id}&de=${hoje}`)).total).toBe(1);
    expect((await auditoria(`?registro=${rdo.id}&ate=${diasAtras(1)}`)).total).toBe(0);
    expect((await auditoria(`?registro=${rdo.id}&de=${addDays(hoje, 1)}`)).total).toBe(0);
  });

  it('keeps a refused move (a site manager reopening a finalized RDO) with the user, route and message', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    const refused = await gestor.post(`/api/diarios/${rdo.id}/reabrir`, { motivo: 'Quero mudar' });
    expect(refused.statusCode).toBe(403);

    const page = await auditoria('?usuario=gestor@demo.obras.dev&negados=true');
    expect(page.items.every((i) => i.acao === 'acesso_negado')).toBe(true);
    expect(page.items[0]).toMatchObject({
      acao: 'acesso_negado',
      acaoRotulo: 'Acesso negado',
      entidade: 'acesso',
      registro: rdo.id,
      por: { nome: 'Carlos Mendes', email: 'gestor@demo.obras.dev' },
      mudancas: [],
      acesso: {
        metodo: 'POST',
        caminho: `/api/diarios/${rdo.id}/reabrir`,
        status: 403,
        mensagem: problemOf(refused).detail,
      },
    });
    // The record itself is as it was: the refusal is not one of its changes.
    expect((await auditoria(`?registro=${rdo.id}&entidade=rdo`)).items.map((i) => i.acao)).toEqual([
      'finalizar',
      'create',
    ]);
  });

  it('keeps a refused edit whose transaction rolled back, and the record stays unchanged', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    const res = await gestor.patch(`/api/diarios/${rdo.id}`, { conteudo: conteudo({ comentarios: 'x' }) });
    expect(res.statusCode).toBe(403);
    const [refusal] = (await auditoria(`?registro=${rdo.id}&negados=true`)).items;
    expect(refusal?.acesso).toMatchObject({ metodo: 'PATCH', status: 403, mensagem: problemOf(res).detail });
    expect((await admin.get(`/api/diarios/${rdo.id}`)).json().conteudo.comentarios).toBe('');
  });

  it('keeps a client of another obra reading a report, though they get the 404 of a missing one', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    const before = await auditoria('?usuario=aprovador@demo.obras.dev&negados=true');
    const [hidden, missing] = [
      await aprovador.get(`/api/diarios/${rdo.id}`),
      await aprovador.get(`/api/diarios/${NOWHERE}`),
    ];
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body.replace(rdo.id, NOWHERE)).toBe(missing.body);
    expect(hidden.headers['content-type']).toBe(missing.headers['content-type']);

    const after = await auditoria('?usuario=aprovador@demo.obras.dev&negados=true');
    // Only the existing report counts as an attempt: a missing one was refused to nobody.
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({
      registro: rdo.id,
      por: { nome: 'Otávio Drummond', email: 'aprovador@demo.obras.dev' },
      acesso: {
        metodo: 'GET',
        caminho: `/api/diarios/${rdo.id}`,
        status: 404,
        mensagem: 'RDO não encontrado.',
      },
    });
  });

  it('is only for administrators: module administrators and mkt_read get 403, which is kept too', async () => {
    for (const who of [coordenador, leitura, gestor, aprovador]) {
      for (const path of ['/api/auditoria', '/api/auditoria/entidades']) {
        const res = await who.get(path);
        expect([res.statusCode, problemOf(res).detail], path).toEqual([
          403,
          'Você não tem permissão para esta ação.',
        ]);
      }
    }
    const kept = await auditoria('?usuario=leitura@demo.obras.dev&negados=true&registro=/api/auditoria');
    expect(kept.items[0]?.acesso).toMatchObject({ metodo: 'GET', status: 403 });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auditoria' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad filters with a pt-BR message, and writes nothing', async () => {
    const before = await rows();
    const cases: [string, string, string][] = [
      [`?de=${hoje}&ate=${diasAtras(1)}`, 'ate', 'O fim do período vem antes do início'],
      ['?de=2025-13-45', 'de', 'Informe uma data válida'],
      ['?ate=10/03/2025', 'ate', 'Informe uma data válida'],
      ['?usuario=ninguem', 'usuario', 'Informe o e-mail ou o id do usuário'],
      ['?usuario=1234-abcd', 'usuario', 'Informe o e-mail ou o id do usuário'],
      ['?entidade=RDO;drop', 'entidade', 'Módulo inválido'],
      ['?acao=x%20y', 'acao', 'Ação inválida'],
      ['?negados=talvez', 'negados', expect.any(String) as unknown as string],
    ];
    for (const [query, campo, mensagem] of cases) {
      const res = await admin.get(`/api/auditoria${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = problemOf(res);
      expect(body.detail).toBe('Parâmetros de consulta inválidos.');
      expect(body.errors, query).toEqual([{ campo, mensagem }]);
    }
    expect(await rows()).toBe(before);
  });

  it('lists the kinds of record for the module filter: registered ones and those in the log, in words', async () => {
    const res = await admin.get('/api/auditoria/entidades');
    expect(res.statusCode).toBe(200);
    const { items } = ZAuditoriaEntidades.parse(res.json());
    expect(items).toEqual(
      expect.arrayContaining([
        { entidade: 'rdo', rotulo: 'RDO' },
        { entidade: 'obra', rotulo: 'Obra' },
        { entidade: 'acesso', rotulo: 'Acesso' },
      ]),
    );
    const rotulos = items.map((i) => i.rotulo);
    expect(rotulos).toEqual([...rotulos].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});
