import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApolice, TApoliceResumo } from '@portal/domain';
import { dataRows, exportReady, exportedSheet, exportsWritten, wholeList } from '../../test/export-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf, sessionAs } from '../../test/identity-helpers';
import { auditCount, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import {
  apoliceInput,
  apolicesPage,
  createApolice,
  dia,
  endossar,
  readApolice,
  segurosStored,
  uniqueNumero,
} from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const NAO_ENCONTRADA = 'Apólice não encontrada.';
const NENHUMA_ACAO = { editar: false, excluir: false, endossar: false };
const TODAS_AS_ACOES = { editar: true, excluir: true, endossar: true };

/** The body of a PUT: the policy as issued, without its kind (which never changes). */
function issued(apolice: TApolice) {
  const { ramo: _ramo, ...dados } = apoliceInput({
    ramo: apolice.ramo,
    tipo: apolice.tipo,
    numero: apolice.numero,
    inicioVigencia: apolice.inicioVigencia,
    fimVigencia: apolice.original.fimVigencia,
  });
  return dados;
}

describe('who may do what with insurance policies (SPEC §6 "Insurance")', () => {
  let t: TestApp;
  let seguros: Client;
  let adminSeguros: Client;
  let gestor: Client;
  let leitura: Client;
  let cliente: Client;
  let obra: Record<'linha3' | 'subestacao' | 'retrofit' | 'pier', string>;
  /** The demo's engineering-risk policy of OB-2025-014 (gestor's). */
  let daLinha3: TApoliceResumo;
  /** A full-operation policy of OB-2025-030 (substituto's), ending in 5 days: it warns. */
  let doPier: TApolice;

  const everything = async () => ({ ...(await segurosStored(t)), audit: await auditCount(t) });
  const refused = (res: Response, status: number, detail: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(problemOf(res).detail).toBe(detail);
  };
  const obrasOf = (items: TApoliceResumo[]) => [...new Set(items.map((a) => a.obra.codigo))].sort();

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const [admin] = await signedInAs(t, ['admin']);
    [seguros, gestor, leitura, cliente] = await signedInAs(t, ['seguros', 'gestor', 'leitura', 'cliente']);
    // The demo has no admin_seguros: the SGI administrator becomes one, through the users API.
    const sgi = await userIdOf(admin, 'sgi@demo.obras.dev');
    const promoted = await admin.patch(`/api/usuarios/${sgi}`, { roles: ['admin_seguros'] });
    expect(promoted.statusCode, promoted.body).toBe(200);
    adminSeguros = await sessionAs(t.app, 'sgi@demo.obras.dev');
    obra = {
      linha3: await obraIdOf(admin, 'OB-2025-014'),
      subestacao: await obraIdOf(admin, 'OB-2025-021'),
      retrofit: await obraIdOf(admin, 'OB-2024-007'),
      pier: await obraIdOf(admin, 'OB-2025-030'),
    };
    daLinha3 = (await apolicesPage(seguros, `obra=${obra.linha3}`)).items[0]!;
    await createApolice(seguros, obra.subestacao, { fimVigencia: dia(400) });
    doPier = await createApolice(seguros, obra.pier, {
      ramo: 'pleno_funcionamento',
      tipo: 'RO',
      fimVigencia: dia(5),
    });
  });
  afterAll(() => t.close());

  it.each(['seguros', 'adminSeguros'] as const)(
    'lets %s register, read, edit, endorse and delete policies on any obra',
    async (who) => {
      const person = who === 'seguros' ? seguros : adminSeguros;
      for (const id of [obra.retrofit, obra.pier, obra.linha3]) {
        const apolice = await createApolice(person, id, { ramo: 'pleno_funcionamento', tipo: 'MR' });
        expect((await readApolice(person, apolice.id)).acoes).toEqual(TODAS_AS_ACOES);
        const edited = await person.put(`/api/seguros/apolices/${apolice.id}`, {
          ...issued(apolice),
          corretora: 'Delta',
        });
        expect(edited.statusCode, edited.body).toBe(200);
        const endorsed = await endossar(person, apolice.id, {
          numero: '1',
          dataEmissao: dia(0),
          premioAdicional: '1',
        });
        const endosso = endorsed.historicoEndossos[0]!.id;
        expect(
          (await person.delete(`/api/seguros/apolices/${apolice.id}/endossos/${endosso}`)).statusCode,
        ).toBe(200);
        expect((await person.delete(`/api/seguros/apolices/${apolice.id}`)).statusCode).toBe(204);
      }
    },
  );

  it('lets the site manager read the policies of the obras they manage, and no more', async () => {
    const mine = await apolicesPage(gestor);
    expect(obrasOf(mine.items)).toEqual(['OB-2025-014', 'OB-2025-021']);
    const all = await apolicesPage(seguros);
    expect(mine.total).toBe(
      all.items.filter((a) => [obra.linha3, obra.subestacao].includes(a.obra.id)).length,
    );
    expect((await readApolice(gestor, daLinha3.id)).acoes).toEqual(NENHUMA_ACAO);

    // Another site manager's policy answers exactly like a missing one, and its obra shows none.
    const alheias = await apolicesPage(seguros, `obra=${obra.retrofit}`);
    expect(alheias.total).toBe(2);
    for (const { id } of [...alheias.items, doPier])
      refused(await gestor.get(`/api/seguros/apolices/${id}`), 404, NAO_ENCONTRADA);
    refused(
      await gestor.get('/api/seguros/apolices/00000000-0000-4000-8000-000000000000'),
      404,
      NAO_ENCONTRADA,
    );
    expect(await apolicesPage(gestor, `obra=${obra.pier}`)).toEqual({ items: [], total: 0 });
    const alertas = (who: Client) => who.get(`/api/obras/${obra.pier}/seguros/alertas`);
    expect((await alertas(seguros)).json().items).toContainEqual(
      expect.objectContaining({ apoliceId: doPier.id, limiar: 'vence_30_dias' }),
    );
    expect((await alertas(gestor)).json()).toEqual({ items: [] });
    const agora = encodeURIComponent(new Date().toISOString());
    const cobertura = (who: Client) => who.get(`/api/obras/${obra.pier}/seguros/cobertura?em=${agora}`);
    expect((await cobertura(seguros)).json().apolices.map((a: TApoliceResumo) => a.id)).toContain(doPier.id);
    expect((await cobertura(gestor)).json().apolices).toEqual([]);
  });

  it('refuses the site manager registering (403), editing, endorsing or deleting (403), changing nothing', async () => {
    const before = await everything();
    const mine = await readApolice(seguros, daLinha3.id);
    const create = await gestor.post(`/api/obras/${obra.linha3}/seguros/apolices`, apoliceInput());
    refused(create, 403, 'Você não pode registrar apólices de Risco de Engenharia nesta obra.');
    const pleno = apoliceInput({ ramo: 'pleno_funcionamento', tipo: 'RO' });
    const createPleno = await gestor.post(`/api/obras/${obra.subestacao}/seguros/apolices`, pleno);
    refused(createPleno, 403, 'Você não pode registrar apólices de Pleno funcionamento nesta obra.');
    const url = `/api/seguros/apolices/${daLinha3.id}`;
    refused(await gestor.put(url, issued(mine)), 403, 'Você não pode editar esta apólice.');
    const endosso = { numero: '99', dataEmissao: dia(0), descricao: 'Tentativa', premioAdicional: '1' };
    refused(await gestor.post(`${url}/endossos`, endosso), 403, 'Você não pode endossar esta apólice.');
    const [primeiro] = mine.historicoEndossos;
    refused(
      await gestor.delete(`${url}/endossos/${primeiro!.id}`),
      403,
      'Você não pode excluir endossos desta apólice.',
    );
    refused(await gestor.delete(url), 403, 'Você não pode excluir esta apólice.');
    // Another site manager's policy: the same attempts hear it does not exist.
    const theirs = `/api/seguros/apolices/${doPier.id}`;
    refused(await gestor.put(theirs, issued(doPier)), 404, NAO_ENCONTRADA);
    refused(await gestor.post(`${theirs}/endossos`, endosso), 404, NAO_ENCONTRADA);
    refused(await gestor.delete(theirs), 404, NAO_ENCONTRADA);
    expect(await readApolice(seguros, daLinha3.id)).toEqual(mine);
    expect(await everything()).toEqual(before);
  });

  it('lets mkt_read read every policy (global rules) but change none', async () => {
    const before = await everything();
    const all = await apolicesPage(seguros);
    expect(await apolicesPage(leitura)).toEqual(all);
    expect((await readApolice(leitura, doPier.id)).acoes).toEqual(NENHUMA_ACAO);
    const create = await leitura.post(`/api/obras/${obra.pier}/seguros/apolices`, apoliceInput());
    refused(create, 403, 'Você não pode registrar apólices de Risco de Engenharia nesta obra.');
    refused(
      await leitura.put(`/api/seguros/apolices/${doPier.id}`, issued(doPier)),
      403,
      'Você não pode editar esta apólice.',
    );
    refused(
      await leitura.delete(`/api/seguros/apolices/${doPier.id}`),
      403,
      'Você não pode excluir esta apólice.',
    );
    expect(await everything()).toEqual(before);
  });

  it('shows a client nothing, not even the policy of their own obra', async () => {
    expect(await apolicesPage(cliente)).toEqual({ items: [], total: 0 });
    refused(await cliente.get(`/api/seguros/apolices/${daLinha3.id}`), 404, NAO_ENCONTRADA);
    expect((await cliente.get(`/api/obras/${obra.linha3}/seguros/alertas`)).json()).toEqual({ items: [] });
    const before = await everything();
    const create = await cliente.post(`/api/obras/${obra.linha3}/seguros/apolices`, apoliceInput());
    expect(create.statusCode).toBe(403);
    expect(await everything()).toEqual(before);
  });

  it('pages the list in SQL: the total counts only what the user may read', async () => {
    const mine = await apolicesPage(gestor);
    const pages = await wholeList<TApoliceResumo>(gestor, '/api/seguros/apolices', {});
    const first = await gestor.get('/api/seguros/apolices?pageSize=1&page=2');
    expect(first.json()).toEqual({ items: [mine.items[1]], total: mine.total });
    expect(pages).toEqual(mine.items);
    const re = mine.items.filter((a) => a.ramo === 'risco_engenharia');
    expect(await apolicesPage(gestor, 'ramo=risco_engenharia')).toEqual({ items: re, total: re.length });
  });

  it('orders by expiry by default: in force nearest end first, the ended ones last, latest first', async () => {
    const seguradora = `Ordem Seguros ${uniqueNumero()}`;
    for (const [i, fim] of [dia(-10), dia(90), dia(-400), dia(3)].entries())
      await createApolice(seguros, obra.subestacao, {
        seguradora,
        inicioVigencia: dia(-500 + i),
        fimVigencia: fim,
      });
    await createApolice(seguros, obra.subestacao, {
      seguradora,
      inicioVigencia: dia(30),
      fimVigencia: dia(60),
    });
    const q = `q=${encodeURIComponent(seguradora)}`;
    const listed = (await apolicesPage(seguros, q)).items;
    expect(listed.map((a) => [a.fimVigencia, a.situacao])).toEqual([
      [dia(3), 'vence_em_breve'],
      [dia(60), 'a_iniciar'],
      [dia(90), 'vigente'],
      [dia(-10), 'vencida'],
      [dia(-400), 'vencida'],
    ]);
    const reversed = (await apolicesPage(seguros, `${q}&ordem=-fimVigencia`)).items.map((a) => a.fimVigencia);
    expect(reversed).toEqual([dia(90), dia(60), dia(3), dia(-10), dia(-400)]);
    const ended = await apolicesPage(seguros, `${q}&situacao=vencida,a_iniciar`);
    expect(ended.items.map((a) => a.fimVigencia)).toEqual([dia(60), dia(-10), dia(-400)]);
    // The whole list keeps the same order for everyone.
    const all = (await apolicesPage(seguros)).items;
    const emVigor = all.filter((a) => a.situacao !== 'vencida');
    expect(all.slice(0, emVigor.length)).toEqual(emVigor);
    expect(emVigor.map((a) => a.fimVigencia)).toEqual(emVigor.map((a) => a.fimVigencia).sort());
  });

  it('exports to each user only the policies they may read', async () => {
    const mine = await wholeList<TApoliceResumo>(gestor, '/api/seguros/apolices', {});
    const done = await exportReady(t, gestor, { lista: 'seguros', filtros: {} });
    expect(done).toMatchObject({ status: 'pronta', linhas: mine.length });
    const rows = dataRows(await exportedSheet(gestor, done));
    expect(rows.map((r) => r[3])).toEqual(mine.map((a) => a.numero));
    expect(new Set(rows.map((r) => String(r[0]).slice(0, 11)))).toEqual(
      new Set(['OB-2025-014', 'OB-2025-021']),
    );
    // A client, who may read no policy, may not export the list at all.
    const before = await exportsWritten(t);
    const refusal = await cliente.post('/api/exportacoes', { lista: 'seguros', filtros: {} });
    refused(refusal, 403, 'Você não tem permissão para exportar esta lista.');
    expect(await exportsWritten(t)).toEqual(before);
  });
});
