import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  COMENTARIO_TEXTO_MAX,
  ZComentario,
  ZComentarioThread,
  addDays,
  todayInSaoPaulo,
  type TComentario,
  type TRdo,
} from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { PNG, auditCount, auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { arquivos } from '../files/files.schema';
import { notificacaoEventos, seguidores } from '../notificacoes/notificacoes.schema';
import { comentarios } from './comentarios.schema';

const NOWHERE = '00000000-0000-4000-8000-000000000000';
let dias = 120;
const novaData = () => addDays(todayInSaoPaulo(), -dias++);

describe('the thread of a record (/api/registros/:entidade/:id/comentarios)', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client; // site manager of OB-2025-014
  let cliente: Client; // client of OB-2025-014: reads its signed reports
  let aprovador: Client; // client of another company: must learn nothing
  let leitura: Client; // reads everything
  let coordenador: Client; // admin_rdo: manages every report
  let linha3: string;
  let ids: Record<'gestor' | 'cliente' | 'aprovador' | 'planejamento' | 'sgi' | 'leitura', string>;
  let rdo: TRdo; // finalized: the client reads it

  const url = (id: string, rest = '') => `/api/registros/rdo/${id}/comentarios${rest}`;
  const thread = async (who: Client, id = rdo.id) => {
    const res = await who.get(url(id));
    expect(res.statusCode, res.body).toBe(200);
    return ZComentarioThread.parse(res.json());
  };
  const comment = async (who: Client, body: Record<string, unknown>, id = rdo.id) => {
    const res = await who.post(url(id), body);
    expect(res.statusCode, res.body).toBe(201);
    return ZComentario.parse(res.json());
  };
  const upload = async (who: Client, id = rdo.id, bytes = PNG, name = 'croqui.png'): Promise<Response> => {
    const data = new FormData();
    data.append('arquivo', new Blob([bytes]), name);
    return t.app.inject({
      method: 'POST',
      url: url(id, '/anexos'),
      payload: data,
      headers: { 'x-portal-request': '1', cookie: who.jar.header()! },
    });
  };
  const uploaded = async (who: Client, id = rdo.id) => {
    const res = await upload(who, id);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; nome: string };
  };
  const counted = async () => {
    const db = t.database.db;
    const [[c], [e]] = await Promise.all([
      db.select({ n: count() }).from(comentarios),
      db.select({ n: count() }).from(notificacaoEventos),
    ]);
    return { comentarios: Number(c!.n), eventos: Number(e!.n), audit: await auditCount(t) };
  };
  const finalizedRdo = async () => {
    const created = await buildRdo(gestor, linha3, novaData());
    return move(gestor, created.id, 'finalizar', { assinatura: ASSINATURA });
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, cliente, aprovador, leitura, coordenador] = await signedInAs(t, [
      'admin',
      'gestor',
      'cliente',
      'aprovador',
      'leitura',
      'coordenador',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const id = (name: string) => userIdOf(admin, `${name}@demo.obras.dev`);
    ids = {
      gestor: await id('gestor'),
      cliente: await id('cliente'),
      aprovador: await id('aprovador'),
      planejamento: await id('planejamento'),
      sgi: await id('sgi'),
      leitura: await id('leitura'),
    };
    rdo = await finalizedRdo();
  });
  afterAll(() => t.close());

  describe('writing and reading', () => {
    let written: TComentario;

    it('keeps a comment with its author, mentions and file, and shows it to whoever reads the report', async () => {
      const before = await counted();
      const file = await uploaded(gestor);
      written = await comment(gestor, {
        texto: '  @Renata Albuquerque a concretagem da laje ficou para amanhã.  ',
        mencoes: [ids.cliente],
        arquivos: [file.id],
      });
      expect(written).toMatchObject({
        autor: { id: ids.gestor, nome: 'Carlos Mendes' },
        texto: '@Renata Albuquerque a concretagem da laje ficou para amanhã.',
        interno: false,
        mencoes: [{ id: ids.cliente, nome: 'Renata Albuquerque' }],
        arquivos: [{ id: file.id, nome: 'croqui.png', tamanho: PNG.length, mime: 'image/png' }],
        removidoEm: null,
        podeRemover: true,
      });

      const seen = await thread(cliente);
      expect(seen.items.map((c) => c.id)).toEqual([written.id]);
      expect(seen.items[0]).toMatchObject({ texto: written.texto, podeRemover: false });
      expect(seen).toMatchObject({ total: 1, podeComentar: true, podeNotaInterna: false });
      expect(await thread(gestor)).toMatchObject({ podeComentar: true, podeNotaInterna: true });

      const audit = await auditOf(t, 'comentario', written.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'create', actorEmail: 'gestor@demo.obras.dev' });
      expect(audit[0]!.after).toMatchObject({ entidade: 'rdo', entidadeId: rdo.id, arquivos: [file.id] });
      expect((await counted()).comentarios).toBe(before.comentarios + 1);
    });

    it('notifies the people mentioned, once, through an event written with the comment, and makes the author a follower', async () => {
      const events = await t.database.db
        .select()
        .from(notificacaoEventos)
        .where(eq(notificacaoEventos.chave, `mencao:${written.id}`));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        tipo: 'mencionado',
        entidade: 'rdo',
        entidadeId: rdo.id,
        atorId: ids.gestor,
        destinatarios: [ids.cliente],
        titulo: `Carlos Mendes mencionou você em RDO nº ${rdo.numero} · OB-2025-014 ${rdo.obra.nome}`,
        texto: '@Renata Albuquerque a concretagem da laje ficou para amanhã.',
        link: `/diarios/${rdo.id}`,
      });
      const following = await t.database.db
        .select()
        .from(seguidores)
        .where(and(eq(seguidores.entidadeId, rdo.id), eq(seguidores.userId, ids.gestor)));
      expect(following).toHaveLength(1);
    });

    it('does not notify authors who mention themselves, and emits nothing without mentions', async () => {
      const own = await comment(gestor, { texto: 'Nota para mim', mencoes: [ids.gestor] });
      const plain = await comment(cliente, { texto: 'Obrigada pelo aviso.' });
      for (const c of [own, plain]) {
        const rows = await t.database.db
          .select()
          .from(notificacaoEventos)
          .where(eq(notificacaoEventos.chave, `mencao:${c.id}`));
        expect(rows).toEqual([]);
      }
      expect(plain.autor.nome).toBe('Renata Albuquerque');
    });

    it('answers the thread oldest first', async () => {
      const items = (await thread(leitura)).items;
      const times = items.map((c) => c.createdAt);
      expect(times).toEqual([...times].sort());
      expect(items[0]!.id).toBe(written.id);
    });
  });

  describe('internal notes', () => {
    it('are written by staff and never reach a client of the obra, in the thread or its count', async () => {
      const nota = await comment(gestor, {
        texto: 'Nota interna: cobrar o fornecedor do aço.',
        interno: true,
        mencoes: [ids.planejamento],
      });
      expect(nota.interno).toBe(true);
      const staff = await thread(leitura);
      expect(staff.items.map((c) => c.id)).toContain(nota.id);
      const client = await thread(cliente);
      expect(client.items.map((c) => c.id)).not.toContain(nota.id);
      expect(client.items.every((c) => !c.interno)).toBe(true);
      expect(client.total).toBe(staff.total - staff.items.filter((c) => c.interno).length);
    });

    it('cannot be written by a client: 403 and nothing written', async () => {
      const before = await counted();
      const res = await cliente.post(url(rdo.id), { texto: 'Queria que só a equipe visse.', interno: true });
      expect(res.statusCode).toBe(403);
      expect(problemOf(res).detail).toBe('Só usuários internos podem escrever notas internas.');
      expect(await counted()).toEqual(before);
    });

    it('may mention only internal users', async () => {
      const before = await counted();
      const res = await gestor.post(url(rdo.id), {
        texto: 'Nota interna para a cliente?',
        interno: true,
        mencoes: [ids.cliente],
      });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors).toEqual([
        {
          campo: 'mencoes',
          mensagem:
            'Renata Albuquerque é usuário externo e não vê notas internas: não pode ser mencionado nelas',
        },
      ]);
      expect(await counted()).toEqual(before);
    });
  });

  describe('refusals', () => {
    it('answers a client of another obra as for a report that does not exist, and writes nothing', async () => {
      const before = await counted();
      const [mine] = (await thread(gestor)).items;
      const sends: [string, (id: string) => Promise<Response>][] = [
        ['GET', (id) => aprovador.get(url(id))],
        ['POST', (id) => aprovador.post(url(id), { texto: 'Olá' })],
        ['DELETE', (id) => aprovador.delete(url(id, `/${mine!.id}`))],
        ['mencionaveis', (id) => aprovador.get(`/api/registros/rdo/${id}/mencionaveis?q=a`)],
        ['anexos', (id) => upload(aprovador, id)],
      ];
      for (const [name, send] of sends) {
        const [res, missing] = [await send(rdo.id), await send(NOWHERE)];
        expect(res.statusCode, name).toBe(404);
        expect(problemOf(res).detail, name).toBe(problemOf(missing).detail);
      }
      expect(await counted()).toEqual(before);
    });

    it('answers 404 for a kind of record nobody registered, and for a report the client may not read yet', async () => {
      const unknown = await gestor.get(`/api/registros/contrato-inexistente/${rdo.id}/comentarios`);
      expect(unknown.statusCode).toBe(404);
      expect(problemOf(unknown).detail).toBe('Registro não encontrado.');
      const draft = await buildRdo(gestor, linha3, novaData());
      expect((await cliente.get(url(draft.id))).statusCode).toBe(404);
      expect((await cliente.post(url(draft.id), { texto: 'Oi' })).statusCode).toBe(404);
      expect((await gestor.get(url(draft.id))).statusCode).toBe(200);
    });

    it.each([
      ['an empty text', { texto: '' }, 'Escreva o comentário'],
      ['a text of spaces', { texto: '   \n  ' }, 'Escreva o comentário'],
      ['no text at all', {}, 'Escreva o comentário'],
      [
        'a text over the limit',
        { texto: 'a'.repeat(COMENTARIO_TEXTO_MAX + 1) },
        `O comentário pode ter até ${COMENTARIO_TEXTO_MAX} caracteres`,
      ],
    ])('refuses %s with a pt-BR message and writes nothing', async (_name, body, mensagem) => {
      const before = await counted();
      const res = await gestor.post(url(rdo.id), body);
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors).toContainEqual({ campo: 'texto', mensagem });
      expect(await counted()).toEqual(before);
    });

    it('refuses to mention someone who cannot read the report, and writes nothing', async () => {
      const before = await counted();
      for (const [who, nome] of [
        [ids.aprovador, 'Otávio Drummond'],
        [ids.sgi, 'Patrícia Nogueira'],
      ] as const) {
        const res = await gestor.post(url(rdo.id), { texto: 'Vejam isto', mencoes: [ids.planejamento, who] });
        expect(res.statusCode).toBe(400);
        expect(problemOf(res).errors).toEqual([
          {
            campo: 'mencoes',
            mensagem: `${nome} não pode ver este registro (RDO) e não pode ser mencionado`,
          },
        ]);
      }
      const ghost = await gestor.post(url(rdo.id), { texto: 'Vejam isto', mencoes: [NOWHERE] });
      expect(ghost.statusCode).toBe(400);
      expect(problemOf(ghost).errors?.[0]?.campo).toBe('mencoes');
      expect(await counted()).toEqual(before);
    });
  });

  describe('files', () => {
    it('lets whoever reads the report download a public comment’s file, and nobody else', async () => {
      const file = await uploaded(gestor);
      // Before a comment attaches it, only its uploader reads it.
      expect((await cliente.get(`/api/arquivos/${file.id}`)).statusCode).toBe(404);
      expect((await gestor.get(`/api/arquivos/${file.id}`)).statusCode).toBe(200);
      await comment(gestor, { texto: 'Segue o croqui.', arquivos: [file.id] });
      const download = await cliente.get(`/api/arquivos/${file.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PNG)).toBe(true);
      expect((await leitura.get(`/api/arquivos/${file.id}`)).statusCode).toBe(200);
      expect((await aprovador.get(`/api/arquivos/${file.id}`)).statusCode).toBe(404);
    });

    it('keeps an internal note’s file from clients of the obra', async () => {
      const file = await uploaded(gestor);
      await comment(gestor, { texto: 'Orçamento interno.', interno: true, arquivos: [file.id] });
      expect((await cliente.get(`/api/arquivos/${file.id}`)).statusCode).toBe(404);
      expect((await leitura.get(`/api/arquivos/${file.id}`)).statusCode).toBe(200);
    });

    it('lets a client of the obra attach files to their comments', async () => {
      const file = await uploaded(cliente);
      const mine = await comment(cliente, { texto: 'Foto da entrega.', arquivos: [file.id] });
      expect(mine.arquivos.map((a) => a.id)).toEqual([file.id]);
      expect((await gestor.get(`/api/arquivos/${file.id}`)).statusCode).toBe(200);
    });

    it('refuses a file someone else sent, one already attached, or one sent for another record, writing nothing', async () => {
      const other = await finalizedRdo();
      const theirs = await uploaded(cliente);
      const attached = await uploaded(gestor);
      await comment(gestor, { texto: 'Primeiro uso.', arquivos: [attached.id] });
      const elsewhere = await uploaded(gestor, other.id);
      for (const id of [theirs.id, attached.id, elsewhere.id, NOWHERE]) {
        const before = await counted();
        const res = await gestor.post(url(rdo.id), { texto: 'Anexo', arquivos: [id] });
        expect(res.statusCode, id).toBe(400);
        expect(problemOf(res).errors).toEqual([
          {
            campo: 'arquivos',
            mensagem: 'Anexe só arquivos que você enviou para esta conversa e que ainda não foram anexados',
          },
        ]);
        expect(await counted()).toEqual(before);
      }
      const [row] = await t.database.db.select().from(arquivos).where(eq(arquivos.id, theirs.id));
      expect(row).toMatchObject({ entidade: 'comentario_rascunho', entidadeId: `rdo:${rdo.id}` });
    });

    it('refuses a file type the portal does not take, and lets the uploader discard a file not attached', async () => {
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(200, 1)]);
      const refused = await upload(gestor, rdo.id, elf, 'planta.png');
      expect(refused.statusCode).toBe(415);
      const file = await uploaded(gestor);
      expect((await cliente.delete(url(rdo.id, `/anexos/${file.id}`))).statusCode).toBe(404);
      expect((await gestor.delete(url(rdo.id, `/anexos/${file.id}`))).statusCode).toBe(204);
      expect(await t.database.db.select().from(arquivos).where(eq(arquivos.id, file.id))).toEqual([]);
    });
  });

  describe('removing a comment', () => {
    it('lets its author remove it: it stays as removed, without text, mentions or files', async () => {
      const file = await uploaded(cliente);
      const mine = await comment(cliente, {
        texto: '@Carlos Mendes escrevi errado.',
        mencoes: [ids.gestor],
        arquivos: [file.id],
      });
      const res = await cliente.delete(url(rdo.id, `/${mine.id}`));
      expect(res.statusCode, res.body).toBe(204);
      const shown = (await thread(gestor)).items.find((c) => c.id === mine.id)!;
      expect(shown).toMatchObject({ texto: '', mencoes: [], arquivos: [], podeRemover: false });
      expect(shown.removidoEm).not.toBeNull();
      expect((await gestor.get(`/api/arquivos/${file.id}`)).statusCode).toBe(404);
      const audit = await auditOf(t, 'comentario', mine.id);
      expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
      const again = await cliente.delete(url(rdo.id, `/${mine.id}`));
      expect(again.statusCode).toBe(409);
    });

    it('refuses anyone else who does not manage the report, and lets whoever manages it remove it', async () => {
      const theirs = await comment(gestor, { texto: 'Comentário do gestor.' });
      expect((await thread(cliente)).items.find((c) => c.id === theirs.id)?.podeRemover).toBe(false);
      const before = await counted();
      const refused = await cliente.delete(url(rdo.id, `/${theirs.id}`));
      expect(refused.statusCode).toBe(403);
      expect(problemOf(refused).detail).toBe(
        'Só quem escreveu o comentário, ou quem administra o registro, pode removê-lo.',
      );
      expect((await leitura.delete(url(rdo.id, `/${theirs.id}`))).statusCode).toBe(403);
      expect(await counted()).toEqual(before);
      expect((await thread(coordenador)).items.find((c) => c.id === theirs.id)?.podeRemover).toBe(true);
      expect((await coordenador.delete(url(rdo.id, `/${theirs.id}`))).statusCode).toBe(204);
    });

    it('answers a client asking to remove an internal note as for one that does not exist', async () => {
      const nota = await comment(gestor, { texto: 'Só a equipe.', interno: true });
      const [hidden, missing] = [
        await cliente.delete(url(rdo.id, `/${nota.id}`)),
        await cliente.delete(url(rdo.id, `/${NOWHERE}`)),
      ];
      expect(hidden.statusCode).toBe(404);
      expect(problemOf(hidden).detail).toBe(problemOf(missing).detail);
      const other = await finalizedRdo();
      expect((await gestor.delete(url(other.id, `/${nota.id}`))).statusCode).toBe(404);
    });
  });

  describe('GET /api/registros/:entidade/:id/mencionaveis', () => {
    const names = async (who: Client, query: string) => {
      const res = await who.get(`/api/registros/rdo/${rdo.id}/mencionaveis?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { nome: string }[]).map((u) => u.nome);
    };

    it('offers the obra’s client and staff who may read the report, by name or e-mail, ignoring accents', async () => {
      expect(await names(gestor, 'q=renata')).toEqual(['Renata Albuquerque']);
      expect(await names(gestor, 'q=JULIANA')).toEqual(['Juliana Prado']);
      expect(await names(gestor, 'q=leitura%40demo')).toEqual(['Marcos Tavares']);
      // The accent typed or not, the same person.
      expect(await names(gestor, `q=${encodeURIComponent('otávio')}`)).toEqual([]);
      expect(await names(gestor, 'q=patricia')).toEqual([]);
      expect(await names(admin, `q=${encodeURIComponent('Cárlos')}`)).toEqual(['Carlos Mendes']);
    });

    it('leaves out the caller, clients for an internal note, and never offers more than ten', async () => {
      const all = await names(gestor, 'q=');
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(10);
      expect(all).not.toContain('Carlos Mendes');
      expect(await names(gestor, 'q=renata&interno=1')).toEqual([]);
      expect(await names(cliente, 'q=carlos')).toEqual(['Carlos Mendes']);
    });

    it('refuses a search too long', async () => {
      const res = await gestor.get(`/api/registros/rdo/${rdo.id}/mencionaveis?q=${'a'.repeat(101)}`);
      expect(res.statusCode).toBe(400);
    });
  });
});
