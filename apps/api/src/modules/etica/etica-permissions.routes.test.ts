import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAuditoriaEntidades,
  ZAuditoriaPage,
  addDays,
  todayInSaoPaulo,
  type TNotificacao,
  type TRelato,
  type TRelatoCriado,
} from '@portal/domain';
import {
  anexoDoComite,
  complementar,
  eticaStored,
  fotoComExif,
  readRelato,
  relatoEnviado,
  relatoIdOf,
  relatosPage,
} from '../../test/etica-helpers';
import { dataRows, exportReady, exportedSheet } from '../../test/export-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf, sessionAs } from '../../test/identity-helpers';
import { auditCount, signedInAs, userIdOf } from '../../test/obras-helpers';
import { PDF } from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { SWEEP_JOB } from '../notificacoes/notificacoes.jobs';

const NAO_ENCONTRADO = 'Relato não encontrado.';
const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado.';
const REGISTRO_NAO_ENCONTRADO = 'Registro não encontrado.';
const SEM_PERMISSAO = 'Você não tem permissão para esta ação.';
const NENHUM = '00000000-0000-4000-8000-000000000000';
const EM_ANDAMENTO = 'ET-2026-7K3F9Q';

describe('who reaches the ethics channel’s reports (issue 23)', () => {
  let t: TestApp;
  let admin: Client;
  let leitura: Client;
  let gestor: Client;
  let cliente: Client;
  let helena: Client;
  let marcos: Client;
  let id: { helena: string; marcos: string; gestor: string };
  /** A report with a photo, read by the whole committee. */
  let comFoto: { id: string; protocolo: string; arquivo: string };

  const refused = (res: Response, status: number, detail: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const problem = problemOf(res);
    expect(problem.detail).toBe(detail);
    return problem;
  };
  /** The same refusal for the real thing and for one that does not exist. */
  const sameAsMissing = async (
    send: (id: string) => Promise<Response>,
    real: string,
    missing: string,
    detail: string,
  ) => {
    const [a, b] = [await send(real), await send(missing)];
    const [pa, pb] = [refused(a, 404, detail), refused(b, 404, detail)];
    expect(pa.code).toBe(pb.code);
  };
  const everything = async () => ({ ...(await eticaStored(t)), audit: await auditCount(t) });
  const sweep = async () => {
    await t.app.jobs.send(SWEEP_JOB, {});
    await t.app.jobs.idle();
  };
  const notificacoesDe = async (who: Client, relatoId: string): Promise<TNotificacao[]> => {
    const res = await who.get('/api/me/notificacoes?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as TNotificacao[]).filter((n) => n.entidadeId === relatoId);
  };
  const afastar = (who: Client, relatoId: string, membroId: string, motivo = 'É citado no relato.') =>
    who.post(`/api/etica/relatos/${relatoId}/afastamentos`, { membroId, motivo });
  const novoRelato = async (): Promise<TRelatoCriado & { id: string }> => {
    const acesso = await relatoEnviado(t);
    return { ...acesso, id: await relatoIdOf(marcos, acesso.protocolo) };
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, leitura, gestor, cliente, helena, marcos] = await signedInAs(t, [
      'admin',
      'leitura',
      'gestor',
      'cliente',
      'comite.etica',
      'comite.etica2',
    ]);
    id = {
      helena: await userIdOf(admin, 'comite.etica@demo.obras.dev'),
      marcos: await userIdOf(admin, 'comite.etica2@demo.obras.dev'),
      gestor: await userIdOf(admin, 'gestor@demo.obras.dev'),
    };
    const acesso = await relatoEnviado(t, { categoria: 'corrupcao' }, [
      { nome: 'propina.jpg', bytes: await fotoComExif() },
    ]);
    const relato = await readRelato(helena, await relatoIdOf(helena, acesso.protocolo));
    comFoto = { id: relato.id, protocolo: relato.protocolo, arquivo: relato.arquivos[0]!.id };
  });
  afterAll(() => t.close());

  describe('outside the committee', () => {
    it.each(['admin', 'leitura', 'gestor', 'cliente'] as const)(
      'refuses %s the list and the committee’s members (403)',
      async (who) => {
        const person = { admin, leitura, gestor, cliente }[who];
        refused(await person.get('/api/etica/relatos'), 403, SEM_PERMISSAO);
        refused(await person.get(`/api/etica/relatos?busca=${comFoto.protocolo}`), 403, SEM_PERMISSAO);
        refused(await person.get('/api/etica/membros'), 403, SEM_PERMISSAO);
      },
    );

    it.each(['admin', 'leitura', 'gestor'] as const)(
      'answers %s for a report, its file and its history exactly as for missing ones (404)',
      async (who) => {
        const person = { admin, leitura, gestor }[who];
        await sameAsMissing((r) => person.get(`/api/etica/relatos/${r}`), comFoto.id, NENHUM, NAO_ENCONTRADO);
        await sameAsMissing(
          (a) => person.get(`/api/arquivos/${a}`),
          comFoto.arquivo,
          NENHUM,
          ARQUIVO_NAO_ENCONTRADO,
        );
        await sameAsMissing(
          (a) => person.get(`/api/arquivos/${a}/info`),
          comFoto.arquivo,
          NENHUM,
          ARQUIVO_NAO_ENCONTRADO,
        );
        await sameAsMissing(
          (r) => person.get(`/api/registros/denuncia_etica/${r}/historico`),
          comFoto.id,
          NENHUM,
          REGISTRO_NAO_ENCONTRADO,
        );
        await sameAsMissing(
          (r) => person.get(`/api/registros/denuncia_etica/${r}/comentarios`),
          comFoto.id,
          NENHUM,
          REGISTRO_NAO_ENCONTRADO,
        );
      },
    );

    it('refuses the administrator every change to a report as if it did not exist, changing nothing', async () => {
      const before = { ...(await everything()), relato: await readRelato(helena, comFoto.id) };
      const url = `/api/etica/relatos/${comFoto.id}`;
      refused(await admin.put(`${url}/investigador`, { investigadorId: id.helena }), 404, NAO_ENCONTRADO);
      refused(
        await admin.post(`${url}/respostas`, { texto: 'Resposta do administrador.' }),
        404,
        NAO_ENCONTRADO,
      );
      refused(
        await admin.post(`${url}/apuracao`, { texto: 'Apuração do administrador.' }),
        404,
        NAO_ENCONTRADO,
      );
      refused(await admin.post(`${url}/movimentos/iniciar`, {}), 404, NAO_ENCONTRADO);
      refused(await afastar(admin, comFoto.id, id.helena), 404, NAO_ENCONTRADO);
      expect({ ...(await everything()), relato: await readRelato(helena, comFoto.id) }).toEqual(before);
    });

    it('refuses a client the report’s history like any record’s (403), and the report like a missing one', async () => {
      for (const r of [comFoto.id, NENHUM])
        refused(
          await cliente.get(`/api/registros/denuncia_etica/${r}/historico`),
          403,
          'O histórico de alterações é só para a equipe interna.',
        );
      await sameAsMissing((r) => cliente.get(`/api/etica/relatos/${r}`), comFoto.id, NENHUM, NAO_ENCONTRADO);
      await sameAsMissing(
        (a) => cliente.get(`/api/arquivos/${a}`),
        comFoto.arquivo,
        NENHUM,
        ARQUIVO_NAO_ENCONTRADO,
      );
    });

    it('opens nothing to a user given a specific rule on the reports by an administrator', async () => {
      const granted = await admin.patch(`/api/usuarios/${id.gestor}`, {
        specificRules: [
          { action: 'manage', subject: 'DenunciaEtica' },
          { action: ['read', 'update'], subject: ['DenunciaEtica', 'Obra'] },
        ],
      });
      expect(granted.statusCode, granted.body).toBe(200);
      const comRegra = await sessionAs(t.app, 'gestor@demo.obras.dev');
      refused(await comRegra.get('/api/etica/relatos'), 403, SEM_PERMISSAO);
      await sameAsMissing((r) => comRegra.get(`/api/etica/relatos/${r}`), comFoto.id, NENHUM, NAO_ENCONTRADO);
      await sameAsMissing(
        (a) => comRegra.get(`/api/arquivos/${a}`),
        comFoto.arquivo,
        NENHUM,
        ARQUIVO_NAO_ENCONTRADO,
      );
      await sameAsMissing(
        (r) => comRegra.get(`/api/registros/denuncia_etica/${r}/historico`),
        comFoto.id,
        NENHUM,
        REGISTRO_NAO_ENCONTRADO,
      );
      const reverted = await admin.patch(`/api/usuarios/${id.gestor}`, { specificRules: [] });
      expect(reverted.statusCode, reverted.body).toBe(200);
    });

    it('keeps the reports off the audit page, its module filter and its export, while the committee reads the history', async () => {
      // The administrator (and an excluded member, below) tried the report: not even the refusals name it.
      expect((await admin.get(`/api/etica/relatos/${comFoto.id}`)).statusCode).toBe(404);
      const stored = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'denuncia_etica'), eq(auditLog.entityId, comFoto.id)));
      expect(stored.map((a) => a.action)).toContain('criar');

      const traces = [comFoto.id, comFoto.protocolo, 'denuncia_etica', 'etica_mensagem'];
      for (const query of [
        'pageSize=100',
        'pageSize=100&negados=true',
        'pageSize=100&entidade=denuncia_etica',
        `pageSize=100&registro=${comFoto.id}`,
        `pageSize=100&registro=${comFoto.id}&entidade=denuncia_etica`,
      ]) {
        const res = await admin.get(`/api/auditoria?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = ZAuditoriaPage.parse(res.json());
        for (const trace of traces) expect(res.body, `${query}: ${trace}`).not.toContain(trace);
        if (query.includes('denuncia_etica') || query.includes('registro')) expect(page.total, query).toBe(0);
      }
      const entidades = ZAuditoriaEntidades.parse((await admin.get('/api/auditoria/entidades')).json());
      expect(entidades.items.length).toBeGreaterThan(0);
      expect(entidades.items.map((e) => e.entidade)).not.toContain('denuncia_etica');
      expect(entidades.items.map((e) => e.entidade)).not.toContain('etica_mensagem');

      const sheet = await exportedSheet(
        admin,
        await exportReady(t, admin, { lista: 'auditoria', filtros: {} }),
      );
      const rows = JSON.stringify(dataRows(sheet));
      expect(dataRows(sheet).length).toBeGreaterThan(0);
      for (const trace of traces) expect(rows).not.toContain(trace);

      const history = await helena.get(`/api/registros/denuncia_etica/${comFoto.id}/historico`);
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().total).toBeGreaterThan(0);
    });
  });

  describe('the committee’s own files', () => {
    it('are opened by no administrator, waiting to be attached or attached, and stay off the audit page', async () => {
      const up = await anexoDoComite(t, helena, comFoto.id, { nome: 'depoimento-sigiloso.pdf', bytes: PDF });
      expect(up.statusCode, up.body).toBe(201);
      const pendente = up.json().id as string;
      const anexado = (
        await anexoDoComite(t, helena, comFoto.id, { nome: 'parecer-sigiloso.pdf', bytes: PDF })
      ).json().id as string;
      const answered = await helena.post(`/api/etica/relatos/${comFoto.id}/respostas`, {
        texto: 'Segue o parecer.',
        arquivos: [anexado],
      });
      expect(answered.statusCode, answered.body).toBe(201);

      // The member who sent them reads both; the other member reads the attached one.
      expect((await helena.get(`/api/arquivos/${pendente}`)).statusCode).toBe(200);
      expect((await marcos.get(`/api/arquivos/${anexado}`)).statusCode).toBe(200);
      for (const arquivo of [pendente, anexado])
        await sameAsMissing((a) => admin.get(`/api/arquivos/${a}`), arquivo, NENHUM, ARQUIVO_NAO_ENCONTRADO);

      const page = await admin.get('/api/auditoria?pageSize=100');
      expect(page.statusCode, page.body).toBe(200);
      for (const trace of [comFoto.id, 'denuncia_etica', 'etica_mensagem', 'sigiloso'])
        expect(page.body, trace).not.toContain(trace);
    });

    it('are not written as comments in the shared thread: the report has its own conversation', async () => {
      const before = await everything();
      const pendente = (await anexoDoComite(t, helena, comFoto.id, { nome: 'nota.pdf', bytes: PDF })).json()
        .id;
      const after = await everything();
      const res = await helena.post(`/api/registros/denuncia_etica/${comFoto.id}/comentarios`, {
        texto: 'Comentário fora da apuração.',
        arquivos: [pendente],
      });
      refused(res, 403, 'Este registro é sigiloso (Relato do canal de ética) e não recebe comentários.');
      expect(await everything()).toEqual(after);
      expect(after).toMatchObject({ arquivos: before.arquivos + 1 });
      const thread = await helena.get(`/api/registros/denuncia_etica/${comFoto.id}/comentarios`);
      expect(thread.statusCode, thread.body).toBe(200);
      expect(thread.json().items).toEqual([]);
    });
  });

  describe('a member kept away from a report', () => {
    let x: TRelatoCriado & { id: string };
    let arquivo: string;

    beforeAll(async () => {
      const acesso = await relatoEnviado(t, { categoria: 'assedio_moral' }, [
        { nome: 'print.jpg', bytes: await fotoComExif() },
      ]);
      const relatoId = await relatoIdOf(marcos, acesso.protocolo);
      x = { ...acesso, id: relatoId };
      arquivo = (await readRelato(marcos, relatoId)).arquivos[0]!.id;
    });

    it('is excluded by another member with a reason, and the report says so', async () => {
      const antes = (await relatosPage(helena)).total;
      const res = await afastar(marcos, x.id, id.helena, 'Helena é citada como testemunha.');
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as TRelato).afastados).toEqual([
        expect.objectContaining({
          id: id.helena,
          nome: 'Helena Prado',
          email: 'comite.etica@demo.obras.dev',
          motivo: 'Helena é citada como testemunha.',
        }),
      ]);
      const lista = await relatosPage(helena);
      expect(lista.total).toBe(antes - 1);
      expect(lista.items.map((r) => r.id)).not.toContain(x.id);
      expect((await relatosPage(helena, `busca=${x.protocolo}`)).items).toEqual([]);
    });

    it('then reads neither the report, its file nor its history, exactly as if they did not exist', async () => {
      await sameAsMissing((r) => helena.get(`/api/etica/relatos/${r}`), x.id, NENHUM, NAO_ENCONTRADO);
      await sameAsMissing((a) => helena.get(`/api/arquivos/${a}`), arquivo, NENHUM, ARQUIVO_NAO_ENCONTRADO);
      await sameAsMissing(
        (r) => helena.get(`/api/registros/denuncia_etica/${r}/historico`),
        x.id,
        NENHUM,
        REGISTRO_NAO_ENCONTRADO,
      );
      const before = await everything();
      refused(
        await helena.post(`/api/etica/relatos/${x.id}/respostas`, { texto: 'Minha versão.' }),
        404,
        NAO_ENCONTRADO,
      );
      refused(await helena.post(`/api/etica/relatos/${x.id}/movimentos/iniciar`, {}), 404, NAO_ENCONTRADO);
      expect(await everything()).toEqual(before);
      // Her refusals do not show the administrators that she is kept away from a report.
      const audit = await admin.get(`/api/auditoria?pageSize=100&negados=true`);
      expect(audit.body).not.toContain(x.id);
    });

    it('cannot be named investigator (400), nor excluded twice (409)', async () => {
      const before = { ...(await everything()), relato: await readRelato(marcos, x.id) };
      const named = await marcos.put(`/api/etica/relatos/${x.id}/investigador`, {
        investigadorId: id.helena,
      });
      expect(refused(named, 400, 'Este membro foi afastado deste relato.').errors).toEqual([
        { campo: 'investigadorId', mensagem: 'Afastado deste relato' },
      ]);
      refused(await afastar(marcos, x.id, id.helena), 409, 'Este membro já foi afastado deste relato.');
      const stranger = await marcos.put(`/api/etica/relatos/${x.id}/investigador`, {
        investigadorId: id.gestor,
      });
      expect(refused(stranger, 400, 'Escolha um membro do comitê de ética.').errors).toEqual([
        { campo: 'investigadorId', mensagem: 'Não é membro do comitê de ética' },
      ]);
      refused(await afastar(marcos, x.id, id.gestor), 400, 'Escolha um membro do comitê de ética.');
      expect({ ...(await everything()), relato: await readRelato(marcos, x.id) }).toEqual(before);
    });

    it('leaves the last member who may investigate in place (409)', async () => {
      const before = { ...(await everything()), relato: await readRelato(marcos, x.id) };
      refused(
        await afastar(marcos, x.id, id.marcos, 'Também conheço os envolvidos.'),
        409,
        'Não afaste o último membro do comitê que pode apurar este relato.',
      );
      expect({ ...(await everything()), relato: await readRelato(marcos, x.id) }).toEqual(before);
    });

    it('stops being the investigator of a report they are excluded from', async () => {
      const emAndamento = await relatoIdOf(marcos, EM_ANDAMENTO);
      expect((await readRelato(marcos, emAndamento)).investigador?.id).toBe(id.helena);
      expect((await relatosPage(helena, `investigador=${id.helena}`)).items.map((r) => r.id)).toContain(
        emAndamento,
      );
      const res = await afastar(marcos, emAndamento, id.helena, 'Helena é parente do supervisor.');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ investigador: null, status: 'em_andamento' });
      expect((await relatosPage(marcos, `investigador=${id.helena}`)).items.map((r) => r.id)).not.toContain(
        emAndamento,
      );
    });

    it('may step away themselves (204), and no longer reads the report', async () => {
      const z = await novoRelato();
      const res = await afastar(helena, z.id, id.helena, 'Trabalho com a pessoa citada.');
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      refused(await helena.get(`/api/etica/relatos/${z.id}`), 404, NAO_ENCONTRADO);
      expect((await readRelato(marcos, z.id)).afastados.map((a) => [a.id, a.motivo])).toEqual([
        [id.helena, 'Trabalho com a pessoa citada.'],
      ]);
    });
  });

  describe('notifications', () => {
    it('tell both members of a new report, never their substitute, and stop for a member excluded from it', async () => {
      const hoje = todayInSaoPaulo();
      // Helena is away and the site manager stands in for her: that gives him nothing of the channel.
      const substituicao = await helena.post('/api/substituicoes', {
        substitutoId: id.gestor,
        inicio: addDays(hoje, -1),
        fim: addDays(hoje, 1),
        motivo: 'Férias',
      });
      expect(substituicao.statusCode, substituicao.body).toBe(201);
      const substituto = await sessionAs(t.app, 'gestor@demo.obras.dev');

      const n = await novoRelato();
      await sweep();
      const novo = expect.objectContaining({
        tipo: 'acao_pendente',
        texto: 'Novo relato no canal de ética.',
        titulo: `Relato ${n.protocolo} · Segurança`,
        link: `/etica/${n.id}`,
      });
      expect(await notificacoesDe(helena, n.id)).toEqual([novo]);
      expect(await notificacoesDe(marcos, n.id)).toEqual([novo]);
      for (const other of [substituto, admin, leitura]) expect(await notificacoesDe(other, n.id)).toEqual([]);
      refused(await substituto.get(`/api/etica/relatos/${n.id}`), 404, NAO_ENCONTRADO);

      expect((await afastar(marcos, n.id, id.helena)).statusCode).toBe(200);
      const added = await complementar(t, { ...n, texto: 'Mais um detalhe importante.' });
      expect(added.statusCode, added.body).toBe(200);
      await sweep();
      expect((await notificacoesDe(marcos, n.id)).map((x) => x.texto)).toEqual([
        'O relator acrescentou informações.',
        'Novo relato no canal de ética.',
      ]);
      expect((await notificacoesDe(helena, n.id)).map((x) => x.texto)).toEqual([
        'Novo relato no canal de ética.',
      ]);
      expect(await notificacoesDe(substituto, n.id)).toEqual([]);
      expect((await helena.delete(`/api/substituicoes/${substituicao.json().id}`)).statusCode).toBe(204);
    });
  });
});
