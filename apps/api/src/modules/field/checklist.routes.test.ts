import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZChecklist, ZChecklistModelo, type TChecklist, type TChecklistModeloInput } from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, obraIdOf, PNG, signedInAs } from '../../test/obras-helpers';
import { ASSINATURA } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checklists } from './field.schema';

describe('checklists of service orders', () => {
  let t: TestApp;
  let admin: Client;
  let campo: Client;
  let automacao: Client;
  let cliente: Client;
  let linha3: string; // OB-2025-014: campo and automacao are members, cliente is its client
  let os1: string; // field OS nº 1, em execução
  let os2: string; // field OS nº 2, aberta
  let demo: string; // the field template "Inspeção de montagem de estrutura metálica"

  const modelos = (obra: string) => `/api/obras/${obra}/checklists/field/modelos`;
  const start = async (who: Client, os: string, modeloId: string, chave?: string) =>
    who.post(`/api/ordensServico/field/${os}/checklists`, { modeloId, chaveIdempotencia: chave });
  const started = async (os = os1, modeloId = demo): Promise<TChecklist> => {
    const res = await start(campo, os, modeloId);
    expect(res.statusCode, res.body).toBe(201);
    return ZChecklist.parse(res.json());
  };
  const answer = (who: Client, id: string, item: string, body: object) =>
    who.put(`/api/checklists/${id}/respostas/${item}`, body);
  const uploadPhoto = (who: Client, id: string, bytes: Buffer, name = 'foto.png'): Promise<Response> => {
    const data = new FormData();
    data.append('arquivo', new Blob([bytes]), name);
    const cookie = who.jar.header();
    return t.app.inject({
      method: 'POST',
      url: `/api/checklists/${id}/fotos`,
      payload: data,
      headers: { 'x-portal-request': '1', ...(cookie ? { cookie } : {}) },
    });
  };
  const photo = async (id: string): Promise<string> => {
    const res = await uploadPhoto(campo, id, PNG);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  const stored = async (id: string) =>
    (await t.database.db.select().from(checklists).where(eq(checklists.id, id)))[0]!;
  const resultOf = (c: TChecklist, item: string) => c.respostas.find((r) => r.itemId === item)?.resultado;

  /** Answers every required item of the demo template, conforming. */
  const answerAll = async (id: string) => {
    for (const item of ['doc-1', 'doc-2', 'mont-3'])
      expect((await answer(campo, id, item, { valor: 'conforme' })).statusCode).toBe(200);
    expect((await answer(campo, id, 'mont-1', { valor: 2 })).statusCode).toBe(200);
    expect((await answer(campo, id, 'mont-2', { valor: 280 })).statusCode).toBe(200);
    const fotoId = await photo(id);
    expect((await answer(campo, id, 'mont-4', { valor: null, fotoId })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, campo, automacao, cliente] = await signedInAs(t, ['admin', 'campo', 'automacao', 'cliente']);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const orders = (await campo.get(`/api/ordensServico?obra=${linha3}&tipo=field`)).json().items as {
      id: string;
      numero: number;
    }[];
    os1 = orders.find((o) => o.numero === 1)!.id;
    os2 = orders.find((o) => o.numero === 2)!.id;
    demo = (await campo.get(modelos(linha3))).json().items[0].id;
  });
  afterAll(() => t.close());

  describe('templates', () => {
    const novo: TChecklistModeloInput = {
      nome: 'Inspeção de solda',
      secoes: [
        {
          titulo: 'Visual',
          itens: [{ tipo: 'conformidade', texto: 'Cordão sem trincas', obrigatorio: true }],
        },
      ],
    };

    it('lists the obra’s templates of the team to its members, and to nobody of another team', async () => {
      const res = await campo.get(modelos(linha3));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items).toEqual([
        expect.objectContaining({
          nome: 'Inspeção de montagem de estrutura metálica',
          versaoAtual: 1,
          assinaturaCliente: true,
          quantidadeSecoes: 3,
          quantidadeItens: 7,
          ativo: true,
        }),
      ]);
      expect((await automacao.get(modelos(linha3))).statusCode).toBe(403);
      expect((await cliente.get(modelos(linha3))).statusCode).toBe(403);
    });

    it('edits an unused version in place, and a used one into version 2 while the filled checklist keeps v1', async () => {
      const created = await campo.post(modelos(linha3), novo);
      expect(created.statusCode, created.body).toBe(201);
      const v1 = ZChecklistModelo.parse(created.json());
      expect(v1).toMatchObject({ versao: 1, versaoAtual: 1, usada: false });
      const itemId = v1.secoes[0]!.itens[0]!.id;

      // Nobody filled it: the question is rewritten in version 1.
      const secoes = (texto: string, extra: object[] = []) => [
        { ...v1.secoes[0]!, itens: [{ ...v1.secoes[0]!.itens[0]!, texto }, ...extra] },
      ];
      const inPlace = await campo.put(`${modelos(linha3)}/${v1.id}`, {
        ...novo,
        secoes: secoes('Cordão íntegro'),
      });
      expect(inPlace.json()).toMatchObject({
        versaoAtual: 1,
        versoes: [expect.objectContaining({ versao: 1 })],
      });
      expect(inPlace.json().secoes[0].itens[0]).toMatchObject({ id: itemId, texto: 'Cordão íntegro' });

      const filled = await started(os1, v1.id);
      expect(filled.modelo).toEqual({ id: v1.id, nome: 'Inspeção de solda', versao: 1 });

      // Renaming is not a new version; new questions on a used version are.
      const renamed = await campo.put(`${modelos(linha3)}/${v1.id}`, {
        ...novo,
        nome: 'Inspeção visual de solda',
        secoes: secoes('Cordão íntegro'),
      });
      expect(renamed.json()).toMatchObject({ nome: 'Inspeção visual de solda', versaoAtual: 1, usada: true });
      const medicao = {
        tipo: 'medicao',
        texto: 'Garganta do filete',
        unidade: 'mm',
        nominal: 6,
        tolerancia: 1,
      };
      const v2 = await campo.put(`${modelos(linha3)}/${v1.id}`, {
        ...novo,
        secoes: secoes('Cordão sem mordeduras', [medicao]),
      });
      expect(v2.statusCode, v2.body).toBe(200);
      expect(v2.json()).toMatchObject({ versao: 2, versaoAtual: 2, usada: false });
      expect(
        v2.json().versoes.map((v: { versao: number; preenchidos: number }) => [v.versao, v.preenchidos]),
      ).toEqual([
        [2, 0],
        [1, 1],
      ]);

      const old = (await campo.get(`${modelos(linha3)}/${v1.id}?versao=1`)).json();
      expect(old.secoes[0].itens.map((i: { texto: string }) => i.texto)).toEqual(['Cordão íntegro']);
      const kept = ZChecklist.parse((await campo.get(`/api/checklists/${filled.id}`)).json());
      expect(kept.modelo.versao).toBe(1);
      expect(kept.secoes[0]!.itens.map((i) => i.texto)).toEqual(['Cordão íntegro']);
      const next = await started(os1, v1.id);
      expect(next.modelo.versao).toBe(2);
      expect(next.secoes[0]!.itens.map((i) => i.texto)).toEqual([
        'Cordão sem mordeduras',
        'Garganta do filete',
      ]);
    });

    it('asks a measurement for its unit, nominal value and tolerance, and deactivates instead of deleting', async () => {
      const res = await campo.post(modelos(linha3), {
        ...novo,
        secoes: [{ titulo: 'Medidas', itens: [{ tipo: 'medicao', texto: 'Garganta', tolerancia: -1 }] }],
      });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors).toEqual(
        expect.arrayContaining([
          { campo: 'secoes.0.itens.0.tolerancia', mensagem: 'A tolerância não pode ser negativa' },
          { campo: 'secoes.0.itens.0.unidade', mensagem: 'Informe a unidade da medição' },
          { campo: 'secoes.0.itens.0.nominal', mensagem: 'Informe o valor nominal' },
        ]),
      );

      const modelo = (await campo.post(modelos(linha3), novo)).json();
      const off = await campo.put(`${modelos(linha3)}/${modelo.id}`, { ...novo, ativo: false });
      expect(off.json()).toMatchObject({ ativo: false, versaoAtual: 1 });
      const refused = await start(campo, os1, modelo.id);
      expect(refused.statusCode).toBe(400);
      expect(problemOf(refused).errors).toEqual([
        { campo: 'modeloId', mensagem: 'Este modelo de checklist está desativado' },
      ]);
    });
  });

  describe('filling', () => {
    it('starts once per idempotency key, only on an order in execution', async () => {
      const before = (await campo.get(`/api/ordensServico/field/${os1}`)).json().checklists;
      const chave = 'celular-campo-0001';
      const first = await start(campo, os1, demo, chave);
      expect(first.statusCode, first.body).toBe(201);
      const again = await start(campo, os1, demo, chave);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      expect((await campo.get(`/api/ordensServico/field/${os1}`)).json().checklists).toBe(before + 1);
      const list = (await campo.get(`/api/ordensServico/field/${os1}/checklists`)).json();
      expect(list.items[0]).toMatchObject({ id: first.json().id, status: 'em_preenchimento' });

      const aberta = await start(campo, os2, demo);
      expect(aberta.statusCode).toBe(409);
      expect(problemOf(aberta).detail).toBe('Inicie a execução da OS antes de preencher um checklist.');
    });

    it('judges measurements against nominal ± tolerance at the exact boundary, and refuses letters', async () => {
      const c = await started();
      const torque = async (valor: number | string, extra: object = {}) =>
        answer(campo, c.id, 'mont-2', { valor, ...extra });

      const boundary = await torque(295);
      expect(boundary.statusCode, boundary.body).toBe(200);
      const answered = ZChecklist.parse(boundary.json()).respostas.find((r) => r.itemId === 'mont-2')!;
      expect(answered).toMatchObject({ valor: 295, resultado: 'conforme', porNome: expect.any(String) });
      expect(Date.parse(answered.em)).not.toBeNaN();
      expect(resultOf((await torque(265)).json(), 'mont-2')).toBe('conforme');

      const prumo = await answer(campo, c.id, 'mont-1', { valor: -5 });
      expect(resultOf(prumo.json(), 'mont-1')).toBe('conforme');

      const letters = await torque('29O');
      expect(letters.statusCode).toBe(400);
      expect(problemOf(letters).errors).toEqual([
        {
          campo: 'valor',
          mensagem:
            'A medição de “Torque dos parafusos M20” aceita só números (use vírgula ou ponto nos decimais)',
        },
      ]);
      expect((await stored(c.id)).respostas.find((r) => r.itemId === 'mont-2')).toMatchObject({ valor: 265 });

      // 295,01 is out: without a note and a photo it is refused, naming both, and the last answer stays.
      const audits = await auditCount(t);
      const bare = await torque(295.01);
      expect(bare.statusCode).toBe(400);
      expect(problemOf(bare).detail).toBe(
        '“Torque dos parafusos M20” não está conforme: escreva a nota e anexe a foto.',
      );
      expect(problemOf(bare).errors).toEqual([
        { campo: 'nota', mensagem: 'Descreva a não conformidade' },
        { campo: 'fotoId', mensagem: 'Anexe uma foto da não conformidade' },
      ]);
      const noPhoto = await torque(295.01, { nota: 'Parafuso sem torque' });
      expect(problemOf(noPhoto).errors).toEqual([
        { campo: 'fotoId', mensagem: 'Anexe uma foto da não conformidade' },
      ]);
      expect(await auditCount(t)).toBe(audits);
      expect((await stored(c.id)).respostas.find((r) => r.itemId === 'mont-2')).toMatchObject({
        valor: 265,
        resultado: 'conforme',
      });

      const fotoId = await photo(c.id);
      const nc = await torque(295.01, { nota: 'Parafuso sem torque', fotoId });
      expect(nc.statusCode, nc.body).toBe(200);
      expect(nc.json().respostas.find((r: { itemId: string }) => r.itemId === 'mont-2')).toMatchObject({
        valor: 295.01,
        resultado: 'nao_conforme',
        nota: 'Parafuso sem torque',
        fotoId,
      });
      expect(nc.json().contagem).toMatchObject({ naoConformes: 1, conformes: 1 });
      const prumoOut = await answer(campo, c.id, 'mont-1', { valor: 5.01 });
      expect(problemOf(prumoOut).errors?.map((e) => e.campo)).toEqual(['nota', 'fotoId']);
    });

    it('takes only images for photos (415 otherwise) and asks a photo item for its photo', async () => {
      const c = await started();
      const pdf = await uploadPhoto(
        campo,
        c.id,
        Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
        'laudo.pdf',
      );
      expect(pdf.statusCode).toBe(415);
      expect(problemOf(pdf).detail).toBe('Tipo de arquivo não aceito. Envie JPEG, PNG, WebP.');

      const missing = await answer(campo, c.id, 'mont-4', { valor: null });
      expect(missing.statusCode).toBe(400);
      expect(problemOf(missing).errors).toEqual([
        { campo: 'fotoId', mensagem: 'Tire ou escolha a foto pedida' },
      ]);
      const other = await started();
      const foreign = await answer(campo, c.id, 'mont-4', { valor: null, fotoId: await photo(other.id) });
      expect(problemOf(foreign).errors).toEqual([
        { campo: 'fotoId', mensagem: 'Esta foto não foi enviada para este checklist' },
      ]);
      expect((await stored(c.id)).respostas).toEqual([]);
    });

    it('hides a checklist from another obra’s team, the other team and the client, changing nothing', async () => {
      // Another obra, where campo is no member: an order and a template made by the administrator.
      const obra = await obraIdOf(admin, 'OB-2025-021');
      const os = await admin.post(`/api/obras/${obra}/ordensServico/field`, {
        titulo: 'Montagem de pórtico',
        inicioPrevisto: '2025-01-10',
        fimPrevisto: '2025-12-20',
      });
      expect(os.statusCode, os.body).toBe(201);
      expect(
        (await admin.post(`/api/ordensServico/field/${os.json().id}/movimentos/iniciar`, {})).statusCode,
      ).toBe(200);
      const modelo = await admin.post(modelos(obra), {
        nome: 'Liberação',
        secoes: [{ titulo: 'Geral', itens: [{ tipo: 'conformidade', texto: 'Área liberada' }] }],
      });
      const alheio = await admin.post(`/api/ordensServico/field/${os.json().id}/checklists`, {
        modeloId: modelo.json().id,
      });
      expect(alheio.statusCode, alheio.body).toBe(201);
      const itemId = alheio.json().secoes[0].itens[0].id;

      const audits = await auditCount(t);
      for (const who of [campo, automacao, cliente]) {
        const res = await answer(who, alheio.json().id, itemId, { valor: 'conforme' });
        expect(res.statusCode).toBe(404);
        expect(problemOf(res).detail).toBe('Checklist não encontrado.');
      }
      expect((await stored(alheio.json().id)).respostas).toEqual([]);
      expect(await auditCount(t)).toBe(audits);

      // On campo's own obra, the automation team and the client reach no field checklist either.
      const c = await started();
      for (const who of [automacao, cliente]) {
        expect((await answer(who, c.id, 'doc-1', { valor: 'conforme' })).statusCode).toBe(404);
        expect((await who.get(`/api/checklists/${c.id}`)).statusCode).toBe(404);
        expect((await start(who, os1, demo)).statusCode).toBe(404);
      }
      expect((await stored(c.id)).respostas).toEqual([]);
    });

    it('concludes only with every required answer and both signatures, then stays read-only and prints', async () => {
      const c = await started();
      await answer(campo, c.id, 'doc-1', { valor: 'na' });
      const early = await campo.post(`/api/checklists/${c.id}/concluir`, { assinaturaExecutor: ASSINATURA });
      expect(early.statusCode).toBe(400);
      expect(problemOf(early).detail).toBe(
        'Responda os itens obrigatórios antes de concluir: “Procedimento de torque aprovado”, “Desvio de prumo da coluna”, “Torque dos parafusos M20”, “Arruelas e porcas conforme projeto”, “Foto da ligação parafusada”.',
      );
      expect(problemOf(early).errors).toContainEqual({
        campo: 'assinaturaCliente',
        mensagem: 'Este checklist pede a assinatura do cliente no local',
      });

      await answerAll(c.id);
      const unsigned = await campo.post(`/api/checklists/${c.id}/concluir`, {
        assinaturaExecutor: ASSINATURA,
      });
      expect(unsigned.statusCode).toBe(400);
      expect(problemOf(unsigned)).toMatchObject({
        detail: 'Assine o checklist para concluí-lo.',
        errors: [
          { campo: 'assinaturaCliente', mensagem: 'Este checklist pede a assinatura do cliente no local' },
        ],
      });
      expect((await stored(c.id)).status).toBe('em_preenchimento');

      const done = await campo.post(`/api/checklists/${c.id}/concluir`, {
        assinaturaExecutor: ASSINATURA,
        assinaturaCliente: { ...ASSINATURA, nome: 'Fiscal do cliente' },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        status: 'concluido',
        pendentes: [],
        acoes: { responder: false, concluir: false },
        assinaturaCliente: { nome: 'Fiscal do cliente', userId: null },
      });
      const late = await answer(campo, c.id, 'enc-1', { valor: 'Tarde demais' });
      expect(late.statusCode).toBe(409);
      expect(problemOf(late).detail).toBe('Este checklist foi concluído e não muda mais.');

      const pdf = await campo.get(`/api/checklists/${c.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Checklist-OB-2025-014-OS1-/);

      const photoId = (await stored(c.id)).respostas.find((r) => r.itemId === 'mont-4')!.fotoId;
      const [gestor] = await signedInAs(t, ['gestor']);
      expect((await gestor.get(`/api/arquivos/${photoId}`)).statusCode).toBe(200);
      expect((await automacao.get(`/api/arquivos/${photoId}`)).statusCode).toBe(404);
    });
  });

  it('counts every checklist of the order in the database and on its page', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(checklists).where(eq(checklists.osId, os1));
    expect((await campo.get(`/api/ordensServico/field/${os1}`)).json().checklists).toBe(row!.n);
  });
});
