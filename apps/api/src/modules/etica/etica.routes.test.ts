import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZArquivo, type TNotificacao, type TRelato, type TRelatoCriado } from '@portal/domain';
import {
  anexoDoComite,
  downloaded,
  eticaStored,
  readRelato,
  relatoEnviado,
  relatoIdOf,
  relatosPage,
  visaoDoRelator,
} from '../../test/etica-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { PNG, auditCount, auditOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { PDF } from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SWEEP_JOB } from '../notificacoes/notificacoes.jobs';

const INVALIDOS = 'Os dados enviados são inválidos.';
const MUDOU = 'Outra pessoa alterou este relato enquanto você o lia. Atualize a página e tente de novo.';
const DEMO_ABERTO = 'ET-2026-DEM0A1';
const DEMO_EM_ANDAMENTO = 'ET-2026-7K3F9Q';

/** The ethics committee's side: the list, the investigator, the investigation, the answers and the moves. */
describe('the ethics committee handling reports', () => {
  let t: TestApp;
  let helena: Client;
  let marcos: Client;
  let id: { helena: string; marcos: string; gestor: string };

  const refused = (res: Response, status: number, detail: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const problem = problemOf(res);
    expect(problem.detail).toBe(detail);
    return problem;
  };
  /** What a refusal must leave as it was: the report as the committee reads it, everything stored, the audit trail. */
  const everything = async (relatoId: string) => ({
    relato: await readRelato(marcos, relatoId),
    ...(await eticaStored(t)),
    audit: await auditCount(t),
  });
  const novoRelato = async (over: Parameters<typeof relatoEnviado>[1] = {}) => {
    const acesso = await relatoEnviado(t, over);
    return { ...acesso, id: await relatoIdOf(marcos, acesso.protocolo) };
  };
  const designar = (who: Client, relatoId: string, investigadorId: string, versao?: number) =>
    who.put(`/api/etica/relatos/${relatoId}/investigador`, { investigadorId, versao });
  const mover = (who: Client, relatoId: string, movimento: string, body: Record<string, unknown> = {}) =>
    who.post(`/api/etica/relatos/${relatoId}/movimentos/${movimento}`, body);
  const moved = async (
    who: Client,
    relatoId: string,
    movimento: string,
    body: Record<string, unknown> = {},
  ) => {
    const res = await mover(who, relatoId, movimento, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TRelato;
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const [admin] = await signedInAs(t, ['admin']);
    [helena, marcos] = await signedInAs(t, ['comite.etica', 'comite.etica2']);
    id = {
      helena: await userIdOf(admin, 'comite.etica@demo.obras.dev'),
      marcos: await userIdOf(admin, 'comite.etica2@demo.obras.dev'),
      gestor: await userIdOf(admin, 'gestor@demo.obras.dev'),
    };
  });
  afterAll(() => t.close());

  describe('the list', () => {
    let meio1: TRelatoCriado & { id: string };
    let meio2: TRelatoCriado & { id: string };
    let identificado: TRelatoCriado & { id: string };
    let demo: { aberto: string; emAndamento: string };

    beforeAll(async () => {
      meio1 = await novoRelato({ categoria: 'meio_ambiente' });
      meio2 = await novoRelato({ categoria: 'meio_ambiente' });
      identificado = await novoRelato({
        categoria: 'discriminacao',
        nome: 'Joana',
        contato: 'joana@exemplo.com',
      });
      demo = {
        aberto: await relatoIdOf(marcos, DEMO_ABERTO),
        emAndamento: await relatoIdOf(marcos, DEMO_EM_ANDAMENTO),
      };
    });
    const ids = (page: { items: { id: string }[] }) => page.items.map((r) => r.id);

    it('shows the committee every report, newest first, with its summary', async () => {
      const page = await relatosPage(helena);
      expect(page.total).toBe(5);
      expect(ids(page)).toEqual([identificado.id, meio2.id, meio1.id, demo.aberto, demo.emAndamento]);
      expect(page.items[0]).toEqual({
        id: identificado.id,
        protocolo: identificado.protocolo,
        categoria: 'discriminacao',
        status: 'aberto',
        criadoEm: expect.any(String),
        atualizadoEm: expect.any(String),
        investigador: null,
        identificado: true,
        complementosNovos: 0,
      });
      expect(page.items[1]).toMatchObject({ identificado: false });
      expect(page.items[4]).toMatchObject({
        protocolo: DEMO_EM_ANDAMENTO,
        status: 'em_andamento',
        investigador: { id: id.helena, nome: 'Helena Prado', email: 'comite.etica@demo.obras.dev' },
      });
    });

    it('filters by status, category, part of the protocol and investigator', async () => {
      expect(ids(await relatosPage(helena, 'status=em_andamento'))).toEqual([demo.emAndamento]);
      expect((await relatosPage(helena, 'status=aberto')).total).toBe(4);
      expect((await relatosPage(helena, 'status=aberto,em_andamento')).total).toBe(5);
      expect((await relatosPage(helena, 'status=finalizada')).total).toBe(0);
      expect(ids(await relatosPage(helena, 'categoria=meio_ambiente'))).toEqual([meio2.id, meio1.id]);
      expect(ids(await relatosPage(helena, 'categoria=meio_ambiente&categoria=seguranca'))).toEqual([
        meio2.id,
        meio1.id,
        demo.aberto,
      ]);
      // Part of the protocol, typed in lower case.
      const parte = meio1.protocolo.slice(-5).toLowerCase();
      expect(ids(await relatosPage(helena, `busca=${parte}`))).toEqual([meio1.id]);
      expect(ids(await relatosPage(helena, 'busca=dem0a1'))).toEqual([demo.aberto]);
      expect((await relatosPage(helena, 'busca=%25')).total).toBe(5);
      expect(ids(await relatosPage(helena, `investigador=${id.helena}`))).toEqual([demo.emAndamento]);
      expect((await relatosPage(helena, `investigador=${id.marcos}`)).total).toBe(0);
      expect(ids(await relatosPage(helena, `status=aberto&categoria=discriminacao`))).toEqual([
        identificado.id,
      ]);
    });

    it('pages with the total, and sorts by protocol on request', async () => {
      const all = ids(await relatosPage(helena));
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await helena.get(`/api/etica/relatos?pageSize=2&page=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        pages.push(res.json() as { items: { id: string }[]; total: number });
      }
      expect(pages.map((p) => [p.items.length, p.total])).toEqual([
        [2, 5],
        [2, 5],
        [1, 5],
      ]);
      expect(pages.flatMap(ids)).toEqual(all);
      const byProtocol = (await relatosPage(helena, 'sort=protocolo')).items.map((r) => r.protocolo);
      expect(byProtocol).toEqual([...byProtocol].sort());
      const desc = (await relatosPage(helena, 'sort=-protocolo')).items.map((r) => r.protocolo);
      expect(desc).toEqual([...byProtocol].reverse());
    });

    it('refuses a filter it does not know, with a clear message', async () => {
      const res = await helena.get('/api/etica/relatos?status=arquivado');
      expect(refused(res, 400, 'Parâmetros de consulta inválidos.').errors).toEqual([
        expect.objectContaining({ campo: expect.stringContaining('status'), mensagem: 'Status inválido' }),
      ]);
      refused(
        await helena.get('/api/etica/relatos?investigador=abc'),
        400,
        'Parâmetros de consulta inválidos.',
      );
    });

    it('lists the committee’s members for the investigator picker', async () => {
      const res = await helena.get('/api/etica/membros');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items).toEqual(
        expect.arrayContaining([
          { id: id.helena, nome: 'Helena Prado', email: 'comite.etica@demo.obras.dev' },
          { id: id.marcos, nome: 'Marcos Vieira', email: 'comite.etica2@demo.obras.dev' },
        ]),
      );
      expect(res.json().items).toHaveLength(2);
    });
  });

  describe('one report from receipt to conclusion', () => {
    let r: TRelatoCriado & { id: string };

    beforeAll(async () => {
      r = await novoRelato({ categoria: 'fraude' });
    });

    it('shows a new report open, without investigator, offering to start', async () => {
      const relato = await readRelato(helena, r.id);
      expect(relato).toMatchObject({
        status: 'aberto',
        investigador: null,
        versao: 0,
        mensagens: [],
        apuracao: [],
        afastados: [],
        linhaDoTempo: [],
        acoes: { editar: true },
      });
      expect(relato.movimentos.map((m) => m.movimento)).toEqual(['iniciar']);
    });

    it('refuses to start the investigation before an investigator is named (409), changing nothing', async () => {
      const before = await everything(r.id);
      refused(
        await mover(helena, r.id, 'iniciar'),
        409,
        'Designe um investigador do comitê antes de iniciar a apuração.',
      );
      expect(await everything(r.id)).toEqual(before);
    });

    it('refuses an investigation entry while the report is open (409), changing nothing', async () => {
      const before = await everything(r.id);
      refused(
        await helena.post(`/api/etica/relatos/${r.id}/apuracao`, { texto: 'Primeira entrevista.' }),
        409,
        'A apuração é registrada com o relato em andamento: inicie a apuração antes.',
      );
      expect(await everything(r.id)).toEqual(before);
    });

    it('refuses as investigator someone outside the committee (400), changing nothing', async () => {
      const before = await everything(r.id);
      const outsider = refused(
        await designar(marcos, r.id, id.gestor),
        400,
        'Escolha um membro do comitê de ética.',
      );
      expect(outsider.errors).toEqual([
        { campo: 'investigadorId', mensagem: 'Não é membro do comitê de ética' },
      ]);
      const malformed = refused(await designar(marcos, r.id, 'helena'), 400, INVALIDOS);
      expect(malformed.errors).toEqual([{ campo: 'investigadorId', mensagem: 'Escolha o investigador' }]);
      expect(await everything(r.id)).toEqual(before);
    });

    it('names a member investigator, audited, and tells her', async () => {
      const auditBefore = await auditCount(t);
      const res = await designar(marcos, r.id, id.helena, 0);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        investigador: { id: id.helena, nome: 'Helena Prado' },
        versao: 1,
        status: 'aberto',
      });
      expect(await auditCount(t)).toBe(auditBefore + 1);
      expect((await auditOf(t, 'denuncia_etica', r.id)).at(-1)).toMatchObject({
        action: 'investigador',
        actorEmail: 'comite.etica2@demo.obras.dev',
        before: { investigador: null },
        after: { investigador: 'Helena Prado' },
      });
      await t.app.jobs.send(SWEEP_JOB, {});
      await t.app.jobs.idle();
      const avisos = (
        (await helena.get('/api/me/notificacoes?pageSize=100')).json().items as TNotificacao[]
      ).filter((n) => n.entidadeId === r.id && n.tipo === 'atribuido');
      expect(avisos.map((n) => n.texto)).toEqual(['Você foi designado investigador deste relato.']);
    });

    it('refuses a change made over a stale version (409), changing nothing', async () => {
      const before = await everything(r.id);
      refused(await designar(marcos, r.id, id.marcos, 0), 409, MUDOU);
      refused(await mover(helena, r.id, 'iniciar', { versao: 0 }), 409, MUDOU);
      expect(await everything(r.id)).toEqual(before);
    });

    it('starts the investigation, and the reporter sees it under way', async () => {
      const relato = await moved(helena, r.id, 'iniciar', { versao: 1 });
      expect(relato).toMatchObject({ status: 'em_andamento', versao: 2 });
      expect(relato.movimentos.map((m) => m.movimento)).toEqual(['finalizar']);
      expect(relato.linhaDoTempo).toEqual([
        expect.objectContaining({
          movimento: 'iniciar',
          de: 'aberto',
          para: 'em_andamento',
          por: 'Helena Prado',
        }),
      ]);
      expect((await visaoDoRelator(t, r)).status).toBe('em_andamento');
      const before = await everything(r.id);
      refused(
        await mover(marcos, r.id, 'iniciar'),
        409,
        'O status do relato é Em andamento: ele já não pode ser iniciado. Atualize a página.',
      );
      refused(
        await mover(marcos, r.id, 'reabrir', { motivo: 'Fato novo.' }),
        409,
        'O status do relato é Em andamento: ele já não pode ser reaberto. Atualize a página.',
      );
      expect(await everything(r.id)).toEqual(before);
    });

    it('records the investigation with a file, which the reporter never reads', async () => {
      const up = await anexoDoComite(t, helena, r.id, { nome: 'termo-de-depoimento.pdf', bytes: PDF });
      expect(up.statusCode, up.body).toBe(201);
      const arquivo = ZArquivo.parse(up.json());
      const res = await helena.post(`/api/etica/relatos/${r.id}/apuracao`, {
        texto: 'Ouvido o almoxarife; nega a venda.',
        arquivos: [arquivo.id],
      });
      expect(res.statusCode, res.body).toBe(201);
      const relato = res.json() as TRelato;
      expect(relato.apuracao).toEqual([
        expect.objectContaining({
          texto: 'Ouvido o almoxarife; nega a venda.',
          autor: 'Helena Prado',
          arquivos: [expect.objectContaining({ id: arquivo.id, nome: 'termo-de-depoimento.pdf' })],
        }),
      ]);
      expect(relato.mensagens).toEqual([]);
      // The other member reads the file; the reporter's view has neither the entry nor the file.
      expect((await downloaded(marcos, arquivo.id)).subarray(0, 5).toString()).toBe('%PDF-');
      const visto = JSON.stringify(await visaoDoRelator(t, r));
      expect(visto).not.toContain('almoxarife');
      expect(visto).not.toContain('termo-de-depoimento');
    });

    it('answers the reporter with a file sent first to the report’s uploads, the file kept for the committee', async () => {
      const up = await anexoDoComite(t, marcos, r.id, { nome: 'orientacoes.png', bytes: PNG });
      expect(up.statusCode, up.body).toBe(201);
      const arquivo = ZArquivo.parse(up.json());
      const auditBefore = await auditCount(t);
      const res = await marcos.post(`/api/etica/relatos/${r.id}/respostas`, {
        texto: 'Obrigado. A apuração continua; guarde o protocolo.',
        arquivos: [arquivo.id],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as TRelato).mensagens).toEqual([
        expect.objectContaining({
          tipo: 'resposta',
          autor: 'Marcos Vieira',
          texto: 'Obrigado. A apuração continua; guarde o protocolo.',
          arquivos: [expect.objectContaining({ id: arquivo.id, nome: 'orientacoes.png', mime: 'image/png' })],
        }),
      ]);
      // The answer's line, and the file's move from the uploads to the answer.
      expect(await auditCount(t)).toBe(auditBefore + 2);
      expect((await auditOf(t, 'arquivo', arquivo.id)).map((a) => a.action)).toEqual(['create', 'anexar']);
      expect((await auditOf(t, 'denuncia_etica', r.id)).at(-1)).toMatchObject({
        action: 'responder',
        actorEmail: 'comite.etica2@demo.obras.dev',
        after: { arquivos: 1 },
      });
      expect((await downloaded(helena, arquivo.id)).equals(PNG)).toBe(true);
      // The reporter reads the answer's text; its files stay with the committee (the reporter cannot download).
      const visto = await visaoDoRelator(t, r);
      expect(visto.mensagens).toEqual([
        expect.objectContaining({
          tipo: 'resposta',
          texto: 'Obrigado. A apuração continua; guarde o protocolo.',
          arquivos: [],
        }),
      ]);
      expect(JSON.stringify(visto)).not.toContain('orientacoes');
    });

    it('refuses an answer with a file not sent to this report, or too short, storing nothing', async () => {
      const alheio = await novoRelato();
      const up = await anexoDoComite(t, marcos, alheio.id, { nome: 'outro.png', bytes: PNG });
      expect(up.statusCode, up.body).toBe(201);
      const deOutro = ZArquivo.parse(up.json()).id;
      const daHelena = ZArquivo.parse(
        (await anexoDoComite(t, helena, r.id, { nome: 'h.png', bytes: PNG })).json(),
      ).id;
      const before = await everything(r.id);
      for (const arquivos of [[deOutro], [daHelena], ['00000000-0000-4000-8000-000000000000']]) {
        const res = await marcos.post(`/api/etica/relatos/${r.id}/respostas`, {
          texto: 'Segue o anexo.',
          arquivos,
        });
        expect(refused(res, 400, 'Algum arquivo não foi encontrado: envie-o de novo.').errors).toEqual([
          { campo: 'arquivos', mensagem: 'Arquivo não encontrado' },
        ]);
      }
      const short = refused(
        await marcos.post(`/api/etica/relatos/${r.id}/respostas`, { texto: 'Ok' }),
        400,
        INVALIDOS,
      );
      expect(short.errors).toEqual([
        { campo: 'texto', mensagem: 'Escreva o texto (pelo menos 5 caracteres)' },
      ]);
      expect(await everything(r.id)).toEqual(before);
    });

    it('refuses to finish without a conclusion (400), then finishes with one', async () => {
      const before = await everything(r.id);
      const missing = refused(await mover(helena, r.id, 'finalizar'), 400, INVALIDOS);
      expect(missing.errors).toEqual([{ campo: 'motivo', mensagem: 'Diga o motivo' }]);
      const blank = refused(await mover(helena, r.id, 'finalizar', { motivo: '   ' }), 400, INVALIDOS);
      expect(blank.errors).toEqual([{ campo: 'motivo', mensagem: 'Diga o motivo' }]);
      expect(await everything(r.id)).toEqual(before);

      const relato = await moved(helena, r.id, 'finalizar', {
        motivo: 'Não procedente: sem provas da venda.',
      });
      expect(relato).toMatchObject({ status: 'finalizada' });
      expect(relato.movimentos.map((m) => m.movimento)).toEqual(['reabrir']);
      expect((await visaoDoRelator(t, r)).status).toBe('finalizada');
    });

    it('refuses investigation entries and a new investigator on a finished report (409), changing nothing', async () => {
      const before = await everything(r.id);
      refused(
        await helena.post(`/api/etica/relatos/${r.id}/apuracao`, { texto: 'Mais uma entrevista.' }),
        409,
        'A apuração é registrada com o relato em andamento: inicie a apuração antes.',
      );
      refused(
        await designar(marcos, r.id, id.marcos),
        409,
        'Este relato foi finalizado: reabra-o para trocar o investigador.',
      );
      refused(
        await mover(helena, r.id, 'finalizar', { motivo: 'De novo.' }),
        409,
        'O status do relato é Finalizada: ele já não pode ser finalizado. Atualize a página.',
      );
      expect(await everything(r.id)).toEqual(before);
    });

    it('reopens only with a reason, and the timeline shows every move', async () => {
      const before = await everything(r.id);
      const missing = refused(await mover(marcos, r.id, 'reabrir', {}), 400, INVALIDOS);
      expect(missing.errors).toEqual([{ campo: 'motivo', mensagem: 'Diga o motivo' }]);
      const short = refused(await mover(marcos, r.id, 'reabrir', { motivo: 'ok' }), 400, INVALIDOS);
      expect(short.errors).toEqual([{ campo: 'motivo', mensagem: 'Diga o motivo' }]);
      expect(await everything(r.id)).toEqual(before);

      const relato = await moved(marcos, r.id, 'reabrir', { motivo: 'O relator trouxe fotos novas.' });
      expect(relato.status).toBe('em_andamento');
      expect(relato.linhaDoTempo.map((m) => [m.movimento, m.de, m.para, m.por, m.motivo]).sort()).toEqual(
        [
          ['iniciar', 'aberto', 'em_andamento', 'Helena Prado', null],
          ['finalizar', 'em_andamento', 'finalizada', 'Helena Prado', 'Não procedente: sem provas da venda.'],
          ['reabrir', 'finalizada', 'em_andamento', 'Marcos Vieira', 'O relator trouxe fotos novas.'],
        ].sort(),
      );
      expect((await auditOf(t, 'denuncia_etica', r.id)).map((a) => a.action)).toEqual([
        'criar',
        'investigador',
        'iniciar',
        'apurar',
        'responder',
        'finalizar',
        'reabrir',
      ]);
    });

    it('refuses a move it does not know (400) and a report that does not exist (404)', async () => {
      const before = await everything(r.id);
      refused(await mover(helena, r.id, 'arquivar'), 400, INVALIDOS);
      refused(
        await mover(helena, '00000000-0000-4000-8000-000000000000', 'iniciar'),
        404,
        'Relato não encontrado.',
      );
      refused(await helena.get('/api/etica/relatos/nao-e-um-id'), 400, INVALIDOS);
      expect(await everything(r.id)).toEqual(before);
    });
  });
});
