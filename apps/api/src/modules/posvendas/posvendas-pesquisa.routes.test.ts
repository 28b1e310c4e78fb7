import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZPainelPosVendas,
  ZPesquisaPublica,
  ZSatisfacaoPosVendas,
  somarDias,
  todayInSaoPaulo,
  type TChamado,
  type TChamadoInput,
} from '@portal/domain';
import { dataRows, exportReady, exportedSheet, rowValues } from '../../test/export-helpers';
import { client, type Client } from '../../test/http-client';
import { auditCount, auditOf, buildObra, clienteIdOf, obraIdOf, signedInAs } from '../../test/obras-helpers';
import {
  abrirChamado,
  chamadoUrl,
  chamadosPage,
  custoAdded,
  lerChamado,
  mailsPara,
  moved,
  pesquisasDe,
  postCusto,
  posvendasStored,
  refused,
  setChamado,
  surveyTokenOf,
} from '../../test/posvendas-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { posvendasPesquisas } from './posvendas.schema';

const DADOS_INVALIDOS = 'Os dados enviados são inválidos.';
const VALOR_INVALIDO = 'Valor inválido: use números, com até duas casas decimais';
const NOTA = 'Escolha uma nota de 1 a 10';
const RESPONDIDA = 'Esta pesquisa já foi respondida. Obrigado!';
const EXPIRADA = 'O link desta pesquisa expirou.';
// The records these tests filter are stamped by the database's clock (now()), not the portal's (PORTAL_HOJE).
const hoje = todayInSaoPaulo(new Date());

describe('after-sales in numbers: the satisfaction survey, costs, the dashboards and the export (issue 17)', () => {
  let t: TestApp;
  let admin: Client;
  let posvendas: Client;
  let cliente: Client;
  /** A browser that never signed in: the survey's link is its only key. */
  let anonimo: Client;
  let linha3: string;

  const everything = async () => ({ ...(await posvendasStored(t)), audit: await auditCount(t) });
  const url = (token: string) => `/api/posvendas/pesquisa/${token}`;
  const ver = async (token: string) => {
    const res = await anonimo.get(url(token));
    expect(res.statusCode, res.body).toBe(200);
    return ZPesquisaPublica.parse(res.json());
  };
  const responder = (token: string, body: unknown) => anonimo.post(url(token), body);
  /** A ticket the team opened for the client of OB-2025-014 (Média unless said). */
  const doTime = (fields: Partial<TChamadoInput> = {}) => abrirChamado(posvendas, linha3, fields);
  /** A ticket the team opened, took and concluded; its survey's token as the e-mail carries it. */
  const concluido = async (obraId: string, fields: Partial<TChamadoInput> = {}) => {
    const c = await abrirChamado(posvendas, obraId, fields);
    await moved(posvendas, c.id, 'atender');
    const done = await moved(posvendas, c.id, 'concluir', 'Resolvido.');
    return { c: done, token: c.contatoEmail ? await surveyTokenOf(t, c.contatoEmail) : '' };
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, posvendas, cliente] = await signedInAs(t, ['admin', 'posvendas', 'cliente']);
    anonimo = client(t.app);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
  });
  afterAll(() => t.close());

  describe('the survey', () => {
    it('is e-mailed once to the contact on concluding, with a link that opens without signing in', async () => {
      const c = await abrirChamado(cliente, linha3, { titulo: 'Portão da doca travando' });
      const assunto = `Como foi o atendimento do Chamado nº ${c.numero}?`;
      await moved(posvendas, c.id, 'atender');
      await moved(posvendas, c.id, 'aguardarCliente');
      await moved(cliente, c.id, 'retomar');
      const doAssunto = async () =>
        (await mailsPara(t, 'cliente@demo.obras.dev')).filter((m) => m.subject === assunto);
      expect(await doAssunto()).toEqual([]);
      const done = await moved(posvendas, c.id, 'concluir', 'Fim de curso ajustado.');
      const mails = await doAssunto();
      expect(mails).toHaveLength(1);
      const token = await surveyTokenOf(t, 'cliente@demo.obras.dev');
      expect(mails[0]!.text).toContain(`${t.config.PUBLIC_URL}/pesquisa-satisfacao/${token}`);
      // Only the token's hash is kept.
      const [pesquisa] = await pesquisasDe(t, c.id);
      expect(pesquisa).toMatchObject({
        email: 'cliente@demo.obras.dev',
        tokenHash: createHash('sha256').update(token).digest('hex'),
        respondidaEm: null,
        nota: null,
      });
      const vista = await ver(token);
      expect(vista).toEqual({
        numero: c.numero,
        titulo: 'Portão da doca travando',
        obra: 'Ampliação da fábrica de envase — Linha 3',
        concluidoEm: done.concluidoEm,
        situacao: 'pendente',
        expiraEm: new Date(new Date(done.concluidoEm!).getTime() + 30 * 86_400_000).toISOString(),
      });
      expect(anonimo.jar.header()).toBeUndefined();
    });

    it('takes one rating from 1 to 10: 9 → 201, bad grades 400, a second answer 409 with the rating kept', async () => {
      const { c, token } = await concluido(linha3, { contatoEmail: 'avaliador@cervejaria.example' });
      const before = await everything();
      for (const body of [{ nota: 0 }, { nota: 11 }, { nota: 7.5 }, { nota: '9' }, { comentario: 'Ótimo' }])
        expect(refused(await responder(token, body), 400, DADOS_INVALIDOS).errors).toEqual([
          { campo: 'nota', mensagem: NOTA },
        ]);
      expect(await everything()).toEqual(before);
      expect((await ver(token)).situacao).toBe('pendente');

      const res = await responder(token, { nota: 9, comentario: 'Equipe atenciosa.' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ ok: true });
      expect((await ver(token)).situacao).toBe('respondida');
      const [audit] = (await auditOf(t, 'chamado_posvenda', c.id)).filter((a) => a.action === 'avaliar');
      expect(audit).toMatchObject({ actorEmail: 'avaliador@cervejaria.example', after: { nota: 9 } });

      const after = await everything();
      refused(await responder(token, { nota: 2, comentario: 'Mudei de ideia.' }), 409, RESPONDIDA);
      expect(await everything()).toEqual(after);
      expect(await pesquisasDe(t, c.id)).toEqual([
        expect.objectContaining({ nota: 9, comentario: 'Equipe atenciosa.', respondidaEm: expect.any(Date) }),
      ]);
      const avaliacao = { nota: 9, comentario: 'Equipe atenciosa.', em: expect.any(String) };
      expect((await lerChamado(posvendas, c.id)).avaliacao).toEqual(avaliacao);
      expect((await lerChamado(cliente, c.id)).avaliacao).toEqual(avaliacao);
    });

    it('answers an unknown link 404 and a malformed one 400', async () => {
      const desconhecido = 'a'.repeat(32);
      refused(
        await anonimo.get(url(desconhecido)),
        404,
        'Pesquisa não encontrada: confira o link do e-mail.',
      );
      refused(
        await responder(desconhecido, { nota: 8 }),
        404,
        'Pesquisa não encontrada: confira o link do e-mail.',
      );
      const curto = await anonimo.get(url('abc'));
      expect(refused(curto, 400, DADOS_INVALIDOS).errors).toEqual([
        { campo: 'token', mensagem: 'Link de pesquisa inválido' },
      ]);
    });

    it('expires: past its date the page says so and an answer is refused (410)', async () => {
      const { c, token } = await concluido(linha3, { contatoEmail: 'atrasado@cervejaria.example' });
      await t.database.db
        .update(posvendasPesquisas)
        .set({ expiraEm: new Date(Date.now() - 60_000) })
        .where(eq(posvendasPesquisas.chamadoId, c.id));
      expect((await ver(token)).situacao).toBe('expirada');
      const before = await everything();
      refused(await responder(token, { nota: 8 }), 410, EXPIRADA);
      expect(await everything()).toEqual(before);
      expect((await pesquisasDe(t, c.id))[0]).toMatchObject({ nota: null, respondidaEm: null });
    });

    it('is replaced when the ticket is reopened and concluded again: the old link expires, the new one works', async () => {
      const email = 'reaberto@cervejaria.example';
      const { c, token: antigo } = await concluido(linha3, { contatoEmail: email });
      await moved(posvendas, c.id, 'reabrir', 'O cliente ligou: voltou o defeito.');
      await moved(posvendas, c.id, 'concluir', 'Peça trocada de novo.');
      const novo = await surveyTokenOf(t, email);
      expect(novo).not.toBe(antigo);
      expect(await mailsPara(t, email)).toHaveLength(2);
      expect((await ver(antigo)).situacao).toBe('expirada');
      refused(await responder(antigo, { nota: 4 }), 410, EXPIRADA);
      expect((await ver(novo)).situacao).toBe('pendente');
      expect((await responder(novo, { nota: 10 })).statusCode).toBe(201);
      expect((await pesquisasDe(t, c.id)).map((p) => [p.nota, p.substituidaEm !== null])).toEqual([
        [null, true],
        [10, false],
      ]);
      expect((await lerChamado(posvendas, c.id)).avaliacao).toMatchObject({ nota: 10, comentario: '' });
    });
  });

  describe('costs', () => {
    it('are added and removed by the team, the total in exact cents; the client never receives them', async () => {
      const c = await doTime();
      const um = await custoAdded(posvendas, c.id, {
        tipo: 'material',
        valor: '1250.5',
        descricao: 'Registro novo',
      });
      expect(um.custos).toEqual([
        {
          id: expect.any(String),
          tipo: 'material',
          valor: '1250.50',
          descricao: 'Registro novo',
          data: '2026-02-20',
          registradoPor: 'Paula Nogueira',
        },
      ]);
      const dois = await custoAdded(posvendas, c.id, {
        tipo: 'deslocamento',
        valor: '80.25',
        data: '2026-02-21',
      });
      expect([dois.custos!.map((x) => x.valor), dois.custoTotal]).toEqual([['1250.50', '80.25'], '1330.75']);
      const url = `${chamadoUrl(c.id)}/custos/${dois.custos![1]!.id}`;
      const removido = await posvendas.delete(url);
      expect(removido.statusCode, removido.body).toBe(200);
      expect((removido.json() as TChamado).custoTotal).toBe('1250.50');
      const before = await everything();
      refused(await posvendas.delete(url), 409, 'Este custo já foi excluído. Atualize a página.');
      expect(await everything()).toEqual(before);
      expect((await auditOf(t, 'chamado_posvenda', c.id)).map((a) => a.action)).toEqual([
        'criar',
        'custo_incluir',
        'custo_incluir',
        'custo_excluir',
      ]);
      expect(await lerChamado(cliente, c.id)).toMatchObject({ custos: null, custoTotal: null });
    });

    it('refuses letters, a negative or zero value and a bad date, field by field, storing nothing', async () => {
      const c = await doTime();
      const valido = { tipo: 'material', valor: '10.00', descricao: 'Juntas', data: '2026-02-20' };
      const before = await everything();
      const casos: [Record<string, unknown>, string, string][] = [
        [{ valor: 'dez reais' }, 'valor', VALOR_INVALIDO],
        [{ valor: '-10.00' }, 'valor', VALOR_INVALIDO],
        [{ valor: '12,50' }, 'valor', VALOR_INVALIDO],
        [{ valor: '0.00' }, 'valor', 'O valor deve ser maior que zero'],
        [{ data: '2026-02-30' }, 'data', 'Data inválida'],
        [{ data: '20/02/2026' }, 'data', 'Data inválida'],
        [{ tipo: 'combustivel' }, 'tipo', 'Escolha o tipo de custo'],
        [{ descricao: 'x' }, 'descricao', 'Descreva o custo'],
      ];
      for (const [campos, campo, mensagem] of casos)
        expect(
          refused(await postCusto(posvendas, c.id, { ...valido, ...campos }), 400, DADOS_INVALIDOS).errors,
          JSON.stringify(campos),
        ).toEqual([{ campo, mensagem }]);
      expect(await everything()).toEqual(before);
      expect((await lerChamado(posvendas, c.id)).custos).toEqual([]);
    });
  });

  it('gives the satisfaction numbers of a known set: average, distribution, promoters (9–10) and detractors (1–6)', async () => {
    const produto = 'Elevador de carga EC-1500 (pesquisa)';
    const notas = [10, 9, 9, 7, 6, 3];
    for (const [i, nota] of notas.entries()) {
      const { token } = await concluido(linha3, { produto, contatoEmail: `nota${i}@cervejaria.example` });
      const comentario = nota < 7 ? `Nota ${nota}: demorou.` : '';
      expect((await responder(token, { nota, comentario })).statusCode).toBe(201);
    }
    // One more sent and not answered.
    await concluido(linha3, { produto, contatoEmail: 'silencioso@cervejaria.example' });
    const satisfacao = async (query: string) => {
      const res = await posvendas.get(
        `/api/posvendas/satisfacao?produto=${encodeURIComponent(produto)}${query}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return ZSatisfacaoPosVendas.parse(res.json());
    };
    const s = await satisfacao('');
    const grupo = (rotulo: string) => [{ rotulo, media: 7.3, respostas: 6 }];
    expect(s).toEqual({
      respostas: 6,
      enviadas: 7,
      // 44 / 6 = 7.33…
      media: 7.3,
      distribuicao: [0, 0, 1, 0, 0, 1, 1, 0, 2, 1],
      promotores: 0.5,
      detratores: 0.3333,
      porMes: grupo(hoje.slice(0, 7)),
      porObra: grupo('OB-2025-014 — Ampliação da fábrica de envase — Linha 3'),
      porProduto: grupo(produto),
      porResponsavel: grupo('Paula Nogueira'),
      comentarios: [
        expect.objectContaining({
          nota: 3,
          comentario: 'Nota 3: demorou.',
          obra: 'Ampliação da fábrica de envase — Linha 3',
        }),
        expect.objectContaining({ nota: 6, comentario: 'Nota 6: demorou.' }),
      ],
    });
    // The period is the day the tickets were opened.
    expect(await satisfacao(`&de=${hoje}&ate=${hoje}`)).toEqual(s);
    expect(await satisfacao(`&de=${somarDias(hoje, 1)}`)).toMatchObject({
      respostas: 0,
      enviadas: 0,
      media: null,
      distribuicao: Array(10).fill(0),
      promotores: null,
      detratores: null,
    });
  });

  it('draws the dashboard of a known set: status counts, resolution median and p90, SLA, the 10 largest costs plus Outros', async () => {
    const obra = await buildObra(admin, { clienteId: await clienteIdOf(admin, 'Serra Azul') });
    const rotuloObra = `${obra.codigo} — Galpão de testes`;
    // Each product's cost; the second one's in two parts (80.10 + 20.05).
    const totais = [150.25, 100.15, 990, 1250.5, 310.4, 75.35, 2000, 640.8, 480, 1250.5, 55.55, 860.9];
    const produto = (i: number) => `Equipamento ${String(i + 1).padStart(2, '0')} do painel`;
    const chamados: TChamado[] = [];
    for (const [i, total] of totais.entries()) {
      const c = await abrirChamado(posvendas, obra.id, {
        produto: produto(i),
        ...(i === 0 ? { contatoEmail: 'painel@cervejaria.example' } : {}),
      });
      await custoAdded(posvendas, c.id, { valor: i === 1 ? '80.10' : total.toFixed(2) });
      chamados.push(c);
    }
    await custoAdded(posvendas, chamados[1]!.id, { tipo: 'material', valor: '20.05' });
    // Products 1–4 concluded, 5–7 in service, 8 waiting for the client, 9 cancelled, 10–12 open.
    for (const c of chamados.slice(0, 8)) await moved(posvendas, c.id, 'atender');
    for (const c of chamados.slice(0, 4)) await moved(posvendas, c.id, 'concluir');
    await moved(posvendas, chamados[7]!.id, 'aguardarCliente');
    await moved(posvendas, chamados[8]!.id, 'cancelar');
    // Known times to resolve (business minutes), and one deadline of each kind past.
    for (const [i, minutos] of [120, 240, 600, 1500].entries())
      await setChamado(t, chamados[i]!.id, { resolucaoMinutos: minutos });
    await setChamado(t, chamados[4]!.id, { prazoResolucao: new Date(Date.now() - 60_000) });
    await setChamado(t, chamados[9]!.id, { prazoPrimeiraResposta: new Date(Date.now() - 60_000) });
    const token = await surveyTokenOf(t, 'painel@cervejaria.example');
    expect((await responder(token, { nota: 8 })).statusCode).toBe(201);

    const painel = async (query: string) => {
      const res = await posvendas.get(`/api/posvendas/painel?obra=${obra.id}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZPainelPosVendas.parse(res.json());
    };
    const p = await painel('');
    expect(p).toEqual({
      total: 12,
      porStatus: [
        { status: 'aberto', total: 3 },
        { status: 'em_atendimento', total: 3 },
        { status: 'aguardando_cliente', total: 1 },
        { status: 'concluido', total: 4 },
        { status: 'cancelado', total: 1 },
      ],
      porMes: [{ mes: hoje.slice(0, 7), abertos: 12, concluidos: 4 }],
      // Median of 2, 4, 10 and 25 h: 7 h; p90: 10 + 0.7 × (25 − 10) = 20.5 h.
      resolucaoHoras: { mediana: 7, p90: 20.5, concluidos: 4 },
      slaEstourado: { primeiraResposta: 1, resolucao: 1 },
      porProduto: totais.map((_, i) => ({ produto: produto(i), total: 1 })),
      custos: {
        total: 8164.4,
        porObra: [{ rotulo: rotuloObra, valor: 8164.4 }],
        // The ten largest (2000, 1250.50 twice — the tie in name order, 04 before 10 —, 990, 860.90, 640.80, 480,
        // 310.40, 150.25, 100.15), and 75.35 + 55.55 summed as "Outros".
        porProduto: [
          ...[6, 3, 9, 2, 11, 7, 8, 4, 0, 1].map((i) => ({ rotulo: produto(i), valor: totais[i] })),
          { rotulo: 'Outros', valor: 130.9 },
        ],
        porTipo: [
          { rotulo: 'Mão de obra', valor: 8144.35 },
          { rotulo: 'Material e peças', valor: 20.05 },
        ],
      },
      satisfacao: {
        media: 8,
        respostas: 1,
        porObra: [{ rotulo: rotuloObra, media: 8, respostas: 1 }],
        porProduto: [{ rotulo: produto(0), media: 8, respostas: 1 }],
      },
    });
    expect(await painel(`&de=${hoje}&ate=${hoje}`)).toEqual(p);
    expect(await painel(`&de=${somarDias(hoje, 1)}`)).toMatchObject({
      total: 0,
      custos: { total: 0, porProduto: [] },
    });
    expect(await painel(`&produto=${encodeURIComponent(produto(6))}`)).toMatchObject({
      total: 1,
      custos: { total: 2000, porProduto: [{ rotulo: produto(6), valor: 2000 }] },
    });
  });

  it('exports the tickets of the list’s filters with their costs and a bold Total row of exact sums', async () => {
    const marca = 'Marcador Jacarandá';
    const a = await doTime({ titulo: `${marca} A`, produto: 'Bomba dosadora' });
    await custoAdded(posvendas, a.id, { valor: '1250.50' });
    const b = await doTime({ titulo: `${marca} B`, produto: 'Quadro de comando', prioridade: 'alta' });
    await custoAdded(posvendas, b.id, { valor: '80.25' });
    await custoAdded(posvendas, b.id, { tipo: 'material', valor: '19.80' });
    const c = await doTime({ titulo: `${marca} C`, produto: 'Válvula de retenção' });
    await moved(posvendas, c.id, 'atender');
    const lista = await chamadosPage(posvendas, `busca=${encodeURIComponent(marca)}`);
    expect(lista.items.map((x) => x.numero)).toEqual([c.numero, b.numero, a.numero]);

    const done = await exportReady(t, posvendas, { lista: 'chamados', filtros: { busca: marca } });
    expect(done).toMatchObject({ status: 'pronta', linhas: 3 });
    const sheet = await exportedSheet(posvendas, done);
    const header = rowValues(sheet, 1);
    expect([header.length, header[0], header[4], header[15]]).toEqual([
      16,
      'Nº',
      'Produto ou equipamento',
      'Custo',
    ]);
    // Empty cells read as holes of the row's array.
    const cells = (r: unknown[]) => [0, 1, 2, 3, 4, 6, 7, 15].map((i) => r[i] ?? null);
    const obra = 'OB-2025-014 — Ampliação da fábrica de envase — Linha 3';
    const serraAzul = 'Cervejaria Serra Azul S.A.';
    expect(dataRows(sheet).map(cells)).toEqual([
      [c.numero, `${marca} C`, obra, serraAzul, 'Válvula de retenção', 'Média', 'Em atendimento', 0],
      [b.numero, `${marca} B`, obra, serraAzul, 'Quadro de comando', 'Alta', 'Aberto', 100.05],
      [a.numero, `${marca} A`, obra, serraAzul, 'Bomba dosadora', 'Média', 'Aberto', 1250.5],
      ['Total', null, null, null, null, null, null, expect.anything()],
    ]);
    const total = sheet.getRow(5);
    expect(total.font?.bold).toBe(true);
    expect([total.getCell('P').formula, total.getCell('P').result]).toEqual(['SUM(P2:P4)', 1350.55]);
  });
});
