import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZDiarioOs,
  ZDiarioOsModelo,
  ZDiarioOsPage,
  ZOs,
  addDays,
  todayInSaoPaulo,
  type TCreateDiarioOsInput,
  type TOs,
} from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, PNG, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { filesTables } from '../files';
import { osDiarios } from './field.schema';

const hoje = todayInSaoPaulo();
const diasAtras = (n: number) => addDays(hoje, -n);
const ddmmaaaa = (iso: string) => iso.split('-').reverse().join('/');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('/api/ordensServico/:tipo/:os/diarios', () => {
  let t: TestApp;
  let admin: Client;
  let campo: Client;
  let automacao: Client;
  let gestor: Client;
  let cliente: Client;
  let outraObra: Client; // a field user who is not on Linha 3
  let os1: TOs; // field OS nº 1, em execução: 7,5 of 20 t and 60 of 300 m executed
  let os2: TOs; // field OS nº 2, aberta
  let estruturas: string;
  let tubulacao: string;

  const base = (os = os1.id, tipo = 'field') => `/api/ordensServico/${tipo}/${os}`;
  const getOs = async (id = os1.id) => ZOs.parse((await admin.get(base(id))).json());
  const diarioCount = async () =>
    Number(
      (await t.database.db.select({ n: count() }).from(osDiarios).where(eq(osDiarios.osId, os1.id)))[0]!.n,
    );
  const arquivoCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(filesTables.arquivos))[0]!.n);
  /** What a refusal must leave as it was: the order's logs, its progress, the audit trail, the stored files. */
  const snapshot = async () => ({
    diarios: await diarioCount(),
    progresso: (await getOs()).progresso,
    audit: await auditCount(t),
    arquivos: await arquivoCount(),
  });
  const upload = (who: Client, bytes: Buffer, name: string, os = os1.id): Promise<Response> => {
    const data = new FormData();
    data.append('arquivo', new Blob([bytes]), name);
    return t.app.inject({
      method: 'POST',
      url: `${base(os)}/fotos`,
      payload: data,
      headers: { 'x-portal-request': '1', cookie: who.jar.header()! },
    });
  };
  const uploaded = async (who: Client) => {
    const res = await upload(who, PNG, 'montagem.png');
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; miniaturaId: string | null };
  };
  const log = (
    data: string,
    itens: TCreateDiarioOsInput['itens'],
    extra: Partial<TCreateDiarioOsInput> = {},
  ) => ({
    data,
    horaInicio: '07:00',
    horaFim: '17:00',
    equipe: [
      { nome: 'Sérgio Almeida', funcao: 'Encarregado', horas: 8 },
      { nome: 'José Ribamar', funcao: 'Montador', horas: 8.5 },
    ],
    equipamentos: [{ descricao: 'Guindaste 30 t', quantidade: 1, horas: 4 }],
    itens,
    observacoes: 'Içamento das vigas do eixo C.',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, campo, automacao, gestor, cliente] = await signedInAs(t, [
      'admin',
      'campo',
      'automacao',
      'gestor',
      'cliente',
    ]);
    // SGI's person becomes a field user; they belong to no obra, so Linha 3's orders are another obra's to them.
    const sgi = await userIdOf(admin, 'sgi@demo.obras.dev');
    expect((await admin.patch(`/api/usuarios/${sgi}`, { roles: ['field'] })).statusCode).toBe(200);
    [outraObra] = await signedInAs(t, ['sgi']);
    const linha3 = await obraIdOf(admin, 'OB-2025-014');
    const list = (await admin.get(`/api/ordensServico?obra=${linha3}&tipo=field`)).json().items as TOs[];
    os1 = await getOs(list.find((o) => o.numero === 1)!.id);
    os2 = await getOs(list.find((o) => o.numero === 2)!.id);
    estruturas = os1.itens.find((i) => i.descricao === 'Montagem de estruturas metálicas')!.eapItemId;
    tubulacao = os1.itens.find((i) => i.descricao === 'Montagem de tubulação de processo')!.eapItemId;
  });
  afterAll(() => t.close());

  it('records today’s log with a photo, and the order advances by exactly what it did', async () => {
    expect(os1.itens.map((i) => [i.quantidade, i.executado, i.percentual])).toEqual([
      [20, 7.5, 37.5],
      [300, 60, 20],
    ]);
    expect(os1.progresso).toBe(30.9);
    const foto = await uploaded(campo);
    expect(foto.miniaturaId).not.toBeNull();

    const res = await campo.post(
      `${base()}/diarios`,
      log(
        hoje,
        [
          { eapItemId: estruturas, quantidade: 2.5 },
          { eapItemId: tubulacao, quantidade: 90 },
        ],
        { fotos: [foto.id] },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const diario = ZDiarioOs.parse(res.json());
    expect(diario).toMatchObject({ data: hoje, horaInicio: '07:00', horaFim: '17:00', horasHomem: 16.5 });
    expect(diario.os).toMatchObject({ numero: 1, status: 'em_execucao' });
    expect(diario.autor?.email).toBe('campo@demo.obras.dev');
    expect(diario.itens).toEqual([
      expect.objectContaining({
        codigo: '1.1',
        unidade: 't',
        quantidade: 2.5,
        quantidadeOs: 20,
        executadoAcumulado: 10,
        restante: 10,
      }),
      expect.objectContaining({
        codigo: '1.2',
        unidade: 'm',
        quantidade: 90,
        quantidadeOs: 300,
        executadoAcumulado: 150,
        restante: 150,
      }),
    ]);
    expect(diario.fotos).toEqual([
      expect.objectContaining({ arquivoId: foto.id, miniaturaId: foto.miniaturaId, nome: 'montagem.png' }),
    ]);
    expect((await auditOf(t, 'os_diario', diario.id)).map((a) => a.action)).toEqual(['criar']);

    // The order's page: 10 of 20 t (50 %) and 150 of 300 m (50 %), weights 50 and 30 → 50,0 %.
    const after = await getOs();
    expect(after.itens.map((i) => [i.executado, i.percentual])).toEqual([
      [10, 50],
      [150, 50],
    ]);
    expect(after.progresso).toBe(50);
    expect(after.diarios).toBe(3);
    expect((await campo.get(base())).json().progresso).toBe(50);

    // The photo and its thumbnail now belong to the log: whoever reads the order may open them, a client may not.
    for (const id of [foto.id, foto.miniaturaId!]) {
      expect((await gestor.get(`/api/arquivos/${id}`)).statusCode).toBe(200);
      expect((await cliente.get(`/api/arquivos/${id}`)).statusCode).toBe(404);
    }
  });

  it('refuses more than what remains of an item, naming the field and the remaining amount', async () => {
    const before = await snapshot();
    const res = await campo.post(
      `${base()}/diarios`,
      log(diasAtras(3), [
        { eapItemId: tubulacao, quantidade: 10 },
        { eapItemId: estruturas, quantidade: 10.5 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errors).toEqual([
      { campo: 'itens.1.quantidade', mensagem: 'A quantidade passa do que resta na OS: restam 10 t' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second log of the order on the same date, and changes nothing', async () => {
    const before = await snapshot();
    const res = await gestor.post(`${base()}/diarios`, log(hoje, [{ eapItemId: estruturas, quantidade: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).detail).toBe(`Já existe um diário desta OS em ${ddmmaaaa(hoje)}.`);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses negative quantities, letters, a future date and an end before the start, naming each field', async () => {
    const before = await snapshot();
    const negative = await campo.post(
      `${base()}/diarios`,
      log(diasAtras(3), [{ eapItemId: estruturas, quantidade: -1 }]),
    );
    expect(negative.statusCode).toBe(400);
    expect(problemOf(negative).errors).toEqual([
      { campo: 'itens.0.quantidade', mensagem: 'A quantidade não pode ser negativa' },
    ]);

    const letters = await campo.post(`${base()}/diarios`, {
      ...log(diasAtras(3), []),
      itens: [{ eapItemId: estruturas, quantidade: 'dois e meio' }],
      equipe: [{ nome: 'Sérgio Almeida', horas: 'oito' }],
    });
    expect(letters.statusCode).toBe(400);
    expect(problemOf(letters).errors).toEqual(
      expect.arrayContaining([
        { campo: 'itens.0.quantidade', mensagem: 'Informe a quantidade em números' },
        { campo: 'equipe.0.horas', mensagem: 'Informe as horas em números' },
      ]),
    );

    const future = await campo.post(`${base()}/diarios`, log(addDays(hoje, 1), []));
    expect(problemOf(future).errors).toEqual([
      { campo: 'data', mensagem: 'O diário é do dia de hoje ou de um dia que passou' },
    ]);
    const hours = await campo.post(
      `${base()}/diarios`,
      log(diasAtras(3), [], { horaInicio: '17:00', horaFim: '07:00' }),
    );
    expect(problemOf(hours).errors).toEqual([
      { campo: 'horaFim', mensagem: 'O fim deve ser depois do início' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an item the order does not cover', async () => {
    const before = await snapshot();
    const eletrocalhas = os2.itens[0]!.eapItemId;
    const res = await campo.post(
      `${base()}/diarios`,
      log(diasAtras(3), [
        { eapItemId: estruturas, quantidade: 1 },
        { eapItemId: eletrocalhas, quantidade: 5 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errors).toEqual([
      { campo: 'itens.1.eapItemId', mensagem: 'Este item não faz parte desta OS' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a photo that is not an image, storing nothing', async () => {
    const before = await snapshot();
    const res = await upload(campo, PDF, 'foto.jpg');
    expect(res.statusCode).toBe(415);
    expect(problemOf(res).detail).toBe('Tipo de arquivo não aceito. Envie JPEG, PNG, WebP.');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a photo someone else sent, saving neither the log nor its other photo', async () => {
    const mine = await uploaded(campo);
    const theirs = await uploaded(gestor);
    const before = await snapshot();
    const res = await campo.post(
      `${base()}/diarios`,
      log(diasAtras(3), [{ eapItemId: estruturas, quantidade: 1 }], { fotos: [mine.id, theirs.id] }),
    );
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errors?.map((e) => e.campo)).toEqual(['fotos']);
    expect(await snapshot()).toEqual(before);
    // Both photos still wait for a log of their own sender.
    const ok = await campo.post(`${base()}/diarios`, log(diasAtras(3), [], { fotos: [mine.id] }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().fotos).toHaveLength(1);
  });

  it('takes logs only while the order is in execution', async () => {
    const res = await campo.post(`${base(os2.id)}/diarios`, log(hoje, []));
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).detail).toBe(
      'A OS ainda não foi iniciada: inicie a execução antes de registrar diários.',
    );
    expect((await campo.get(`${base(os2.id)}/diarios/modelo`)).statusCode).toBe(409);
    expect((await admin.get(`${base(os2.id)}/diarios`)).json().total).toBe(0);
  });

  it('hides the order from whoever may not read it: another obra’s field user, the automation team, a client', async () => {
    const before = await snapshot();
    for (const who of [outraObra, automacao, cliente]) {
      const res = await who.post(
        `${base()}/diarios`,
        log(diasAtras(5), [{ eapItemId: estruturas, quantidade: 1 }]),
      );
      expect(res.statusCode).toBe(404);
      expect(problemOf(res).detail).toBe('Ordem de serviço não encontrada.');
      expect((await upload(who, PNG, 'x.png')).statusCode).toBe(404);
      expect((await who.get(`${base()}/diarios`)).statusCode).toBe(404);
      expect((await who.get(`${base()}/diarios/exportar`)).statusCode).toBe(404);
    }
    // The field order under the automation path does not exist either.
    expect((await campo.get(`${base(os1.id, 'automacao')}/diarios`)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the obra’s site manager record a log', async () => {
    const res = await gestor.post(
      `${base()}/diarios`,
      log(diasAtras(5), [{ eapItemId: estruturas, quantidade: 1 }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().autor.email).toBe('gestor@demo.obras.dev');
  });

  it('creates one log for an offline entry sent twice with the same key', async () => {
    const body = log(diasAtras(6), [{ eapItemId: tubulacao, quantidade: 12.5 }], {
      chaveIdempotencia: 'offline-7f3c2a9e-0001',
    });
    const first = await campo.post(`${base()}/diarios`, body);
    expect(first.statusCode, first.body).toBe(201);
    const before = await snapshot();
    const retry = await campo.post(`${base()}/diarios`, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(await snapshot()).toEqual(before);
  });

  it('lists the order’s logs newest first and reads one, with where the order stood that day', async () => {
    const res = await gestor.get(`${base()}/diarios?pageSize=3`);
    expect(res.statusCode).toBe(200);
    const list = ZDiarioOsPage.parse(res.json());
    expect(list.total).toBe(await diarioCount());
    expect(list.items.map((d) => d.data)).toEqual([hoje, diasAtras(1), diasAtras(2)]);
    expect(list.items[0]).toMatchObject({ pessoas: 2, horasHomem: 16.5, itens: 2, fotos: 1 });

    // Yesterday's demo log: 3,5 t that day; up to it, the demo's 7,5 t and the 1 t logged above for 5 days ago.
    const ontem = ZDiarioOs.parse((await campo.get(`${base()}/diarios/${list.items[1]!.id}`)).json());
    expect(ontem.itens[0]).toMatchObject({ quantidade: 3.5, executadoAcumulado: 8.5, restante: 11.5 });
    // A log asked for under another order is not there.
    expect((await campo.get(`${base(os2.id)}/diarios/${ontem.id}`)).statusCode).toBe(404);
  });

  it('starts a new log from the previous one’s team, with what remains of each item', async () => {
    const res = await campo.get(`${base()}/diarios/modelo?data=${diasAtras(4)}`);
    expect(res.statusCode, res.body).toBe(200);
    const modelo = ZDiarioOsModelo.parse(res.json());
    expect(modelo.existente).toBeNull();
    expect(modelo.copiadoDe?.data).toBe(diasAtras(5));
    expect(modelo.equipe.map((p) => p.nome)).toEqual(['Sérgio Almeida', 'José Ribamar']);
    const current = await getOs();
    expect(modelo.itens.map((i) => i.restante)).toEqual(current.itens.map((i) => i.quantidade - i.executado));
    expect((await campo.get(`${base()}/diarios/modelo`)).json().existente).not.toBeNull();
  });

  it('exports every log of the order to Excel, one line per log and item', async () => {
    const res = await gestor.get(`${base()}/diarios/exportar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('diarios-OS-1-OB-2025-014.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Diários')!;
    expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      'Data',
      'Código',
      'Item da EAP',
      'Unidade',
      'Quantidade',
      'Homem-hora',
      'Pessoas',
      'Observações',
      'Autor',
    ]);
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as ExcelJS.CellValue[]).slice(1));
    });
    const today = new Date(`${hoje}T00:00:00Z`);
    expect(rows).toContainEqual([
      today,
      '1.1',
      'Montagem de estruturas metálicas',
      't',
      2.5,
      16.5,
      2,
      'Içamento das vigas do eixo C.',
      'Sérgio Almeida',
    ]);
    expect(rows).toContainEqual([
      today,
      '1.2',
      'Montagem de tubulação de processo',
      'm',
      90,
      16.5,
      2,
      'Içamento das vigas do eixo C.',
      'Sérgio Almeida',
    ]);
  });
});
