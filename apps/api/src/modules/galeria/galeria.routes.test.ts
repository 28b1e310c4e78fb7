import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGaleriaPage, addDays, todayInSaoPaulo, type TGaleriaItem, type TGaleriaPage } from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { obraIdOf, PNG, signedInAs } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move, postPhoto } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const hoje = todayInSaoPaulo();
// Photos are stamped by the database's clock (now()), not the portal's (PORTAL_HOJE): the period filter reads those.
const hojeNoBanco = todayInSaoPaulo(new Date());
const diasAtras = (n: number) => addDays(hoje, -n);
const ddmmaaaa = (iso: string) => iso.split('-').reverse().join('/');

describe('GET /api/obras/:obra/galeria', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let cliente: Client;
  let campo: Client;
  let automacao: Client;
  let linha3: string; // OB-2025-014: gestor manages it; cliente, campo and automacao belong to it
  let subestacao: string; // OB-2025-021: gestor manages it; cliente does not belong to it
  const rdo = { publicado: '', rascunho: '', outraObra: '' };
  let os1: string; // field OS nº 1 of Linha 3, em execução
  let diario: string;
  let checklist: string;

  const galeria = (who: Client, obra: string, query = '') => who.get(`/api/obras/${obra}/galeria${query}`);
  const page = async (who: Client, obra: string, query = ''): Promise<TGaleriaPage> => {
    const res = await galeria(who, obra, query);
    expect(res.statusCode, res.body).toBe(200);
    return ZGaleriaPage.parse(res.json());
  };
  const seen = (items: TGaleriaItem[]) => items.map((i) => [i.fonte, i.titulo, i.legenda]);
  const upload = (who: Client, url: string): Promise<Response> => {
    const data = new FormData();
    data.append('arquivo', new Blob([PNG]), 'foto.png');
    return t.app.inject({
      method: 'POST',
      url,
      payload: data,
      headers: { 'x-portal-request': '1', cookie: who.jar.header()! },
    });
  };
  const rdoWithPhoto = async (obra: string, data: string, legenda: string) => {
    const created = await buildRdo(gestor, obra, data);
    const res = await postPhoto(t, gestor, created.id, PNG, 'foto.png', legenda);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().miniaturaId).not.toBeNull();
    return created;
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, cliente, campo, automacao] = await signedInAs(t, [
      'admin',
      'gestor',
      'cliente',
      'campo',
      'automacao',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    subestacao = await obraIdOf(admin, 'OB-2025-021');

    // Two reports of Linha 3 (one signed, so published to its client, one still being written) and one of another obra.
    const publicado = await rdoWithPhoto(linha3, diasAtras(30), 'Concretagem do bloco A');
    await move(gestor, publicado.id, 'finalizar', { assinatura: ASSINATURA });
    rdo.publicado = publicado.id;
    rdo.rascunho = (await rdoWithPhoto(linha3, diasAtras(25), 'Armação da laje')).id;
    rdo.outraObra = (await rdoWithPhoto(subestacao, diasAtras(25), 'Subestação: pórtico')).id;

    // A daily log of field OS nº 1 with a photo, three days ago.
    const orders = (await campo.get(`/api/ordensServico?obra=${linha3}&tipo=field`)).json().items as {
      id: string;
      numero: number;
    }[];
    os1 = orders.find((o) => o.numero === 1)!.id;
    const sent = await upload(campo, `/api/ordensServico/field/${os1}/fotos`);
    expect(sent.statusCode, sent.body).toBe(201);
    const log = await campo.post(`/api/ordensServico/field/${os1}/diarios`, {
      data: diasAtras(3),
      horaInicio: '07:00',
      horaFim: '17:00',
      equipe: [{ nome: 'Sérgio Almeida', funcao: 'Encarregado', horas: 8 }],
      equipamentos: [],
      itens: [],
      observacoes: 'Montagem dos suportes.',
      fotos: [sent.json().id],
    });
    expect(log.statusCode, log.body).toBe(201);
    diario = log.json().id;

    // A checklist of the same order, its photo item answered today.
    const modelo = (await campo.get(`/api/obras/${linha3}/checklists/field/modelos`)).json().items[0].id;
    const started = await campo.post(`/api/ordensServico/field/${os1}/checklists`, { modeloId: modelo });
    expect(started.statusCode, started.body).toBe(201);
    checklist = started.json().id;
    const foto = await upload(campo, `/api/checklists/${checklist}/fotos`);
    expect(foto.statusCode, foto.body).toBe(201);
    const answered = await campo.put(`/api/checklists/${checklist}/respostas/mont-4`, {
      valor: null,
      fotoId: foto.json().id,
      nota: 'Parafusos torqueados',
    });
    expect(answered.statusCode, answered.body).toBe(200);
  });
  afterAll(() => t.close());

  it('shows every photo of the obra from RDOs, daily logs and checklists, newest first, with the link back to its record', async () => {
    const galeriaDoGestor = await page(gestor, linha3);
    expect(galeriaDoGestor.total).toBe(4);
    expect(seen(galeriaDoGestor.items)).toEqual([
      [
        'checklist',
        'Checklist Inspeção de montagem de estrutura metálica · OS nº 1',
        'Foto da ligação parafusada — Parafusos torqueados',
      ],
      ['os', `OS nº 1 · Diário de ${ddmmaaaa(diasAtras(3))}`, ''],
      [
        'rdo',
        expect.stringMatching(new RegExp(`^RDO nº \\d+ · ${ddmmaaaa(diasAtras(25))}$`)),
        'Armação da laje',
      ],
      [
        'rdo',
        expect.stringMatching(new RegExp(`^RDO nº \\d+ · ${ddmmaaaa(diasAtras(30))}$`)),
        'Concretagem do bloco A',
      ],
    ]);
    expect(galeriaDoGestor.items.map((i) => i.link)).toEqual([
      `/${linha3}/checklist/field/preencher?os=${os1}&checklist=${checklist}`,
      `/${linha3}/ordensServico/field/${os1}/diario/${diario}`,
      `/diarios/${rdo.rascunho}`,
      `/diarios/${rdo.publicado}`,
    ]);
    // A log's and a report's photo is of its record's day (São Paulo's midnight); a checklist's, of its answer.
    expect(galeriaDoGestor.items[1]!.data).toBe(new Date(`${diasAtras(3)}T03:00:00Z`).toISOString());
    expect(galeriaDoGestor.items[0]!.miniaturaId).toBeNull();
    expect(galeriaDoGestor.items.slice(1).every((i) => i.miniaturaId)).toBe(true);
    expect(galeriaDoGestor.fontes).toEqual([
      { fonte: 'rdo', label: 'Diários (RDO)' },
      { fonte: 'os', label: 'Diários de OS' },
      { fonte: 'checklist', label: 'Checklists' },
      { fonte: 'biblioteca', label: 'Biblioteca' },
    ]);
    // Nothing of another obra.
    expect(seen(galeriaDoGestor.items).flat()).not.toContain('Subestação: pórtico');
    expect(seen((await page(gestor, subestacao)).items)).toEqual([
      ['rdo', expect.any(String), 'Subestação: pórtico'],
    ]);
  });

  it('lets whoever sees a photo in the gallery open it and its thumbnail', async () => {
    const { items } = await page(gestor, linha3);
    for (const item of items) {
      for (const id of [item.arquivoId, item.miniaturaId].filter((id) => id !== null)) {
        const res = await gestor.get(`/api/arquivos/${id}?inline=1`);
        expect(res.statusCode, `${item.fonte} ${id}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\//);
      }
    }
    const [publicado] = (await page(cliente, linha3)).items;
    for (const id of [publicado!.arquivoId, publicado!.miniaturaId!])
      expect((await cliente.get(`/api/arquivos/${id}?inline=1`)).statusCode).toBe(200);
  });

  it('filters by period: both days whole, in São Paulo time', async () => {
    const dia = await page(gestor, linha3, `?de=${diasAtras(25)}&ate=${diasAtras(25)}`);
    expect(seen(dia.items)).toEqual([['rdo', expect.any(String), 'Armação da laje']]);
    expect(dia.total).toBe(1);

    const recentes = await page(gestor, linha3, `?de=${diasAtras(24)}`);
    expect(recentes.items.map((i) => i.fonte)).toEqual(['checklist', 'os']);
    const antigas = await page(gestor, linha3, `?ate=${diasAtras(24)}`);
    expect(antigas.items.map((i) => i.legenda)).toEqual(['Armação da laje', 'Concretagem do bloco A']);
    expect((await page(gestor, linha3, `?ate=${diasAtras(31)}`)).total).toBe(0);
    // Today's answer, at whatever hour, is in a period that ends today.
    expect(
      (await page(gestor, linha3, `?de=${hojeNoBanco}&ate=${hojeNoBanco}`)).items.map((i) => i.fonte),
    ).toEqual(['checklist']);
  });

  it('filters by source, keeping every source the user may see in the filter', async () => {
    const rdos = await page(gestor, linha3, '?fonte=rdo');
    expect(rdos.items.map((i) => i.fonte)).toEqual(['rdo', 'rdo']);
    expect(rdos.total).toBe(2);
    expect(rdos.fontes.map((f) => f.fonte)).toEqual(['rdo', 'os', 'checklist', 'biblioteca']);

    const campoFotos = await page(gestor, linha3, '?fonte=os,checklist');
    expect(campoFotos.items.map((i) => i.fonte)).toEqual(['checklist', 'os']);
    expect((await page(gestor, linha3, '?fonte=os&fonte=rdo')).total).toBe(3);
    expect((await page(gestor, linha3, '?fonte=biblioteca')).items).toEqual([]);
  });

  it('pages in the database, the total counting every photo of the filters', async () => {
    const segunda = await page(gestor, linha3, '?pageSize=1&page=2');
    expect(segunda.total).toBe(4);
    expect(segunda.items.map((i) => i.fonte)).toEqual(['os']);
    const ultima = await page(gestor, linha3, '?pageSize=3&page=2');
    expect(ultima.items.map((i) => i.legenda)).toEqual(['Concretagem do bloco A']);
    expect((await page(gestor, linha3, '?pageSize=3&page=3')).items).toEqual([]);
  });

  it('shows a client only the photos of their obras’ published reports, and no other obra at all', async () => {
    const galeriaDoCliente = await page(cliente, linha3);
    expect(seen(galeriaDoCliente.items)).toEqual([['rdo', expect.any(String), 'Concretagem do bloco A']]);
    expect(galeriaDoCliente.total).toBe(1);
    // The library's pictures reach a client only through the folders' lists (biblioteca.routes.test.ts).
    expect(galeriaDoCliente.fontes).toEqual([
      { fonte: 'rdo', label: 'Diários (RDO)' },
      { fonte: 'biblioteca', label: 'Biblioteca' },
    ]);
    // Even asked by name, neither the field photos nor the report still being written.
    expect((await page(cliente, linha3, '?fonte=os,checklist')).items).toEqual([]);
    expect((await page(cliente, linha3, `?de=${diasAtras(25)}&ate=${diasAtras(25)}`)).items).toEqual([]);

    // Another obra answers like one that does not exist.
    for (const obra of [subestacao, '00000000-0000-4000-8000-000000000000']) {
      const res = await galeria(cliente, obra);
      expect(res.statusCode).toBe(404);
      expect(problemOf(res).detail).toBe('Obra não encontrada.');
    }

    // The photos of the report still being written and of the field stay closed to them too.
    const { items } = await page(gestor, linha3);
    for (const item of items.filter((i) => i.link !== `/diarios/${rdo.publicado}`))
      for (const id of [item.arquivoId, item.miniaturaId].filter((id) => id !== null))
        expect((await cliente.get(`/api/arquivos/${id}?inline=1`)).statusCode, item.fonte).toBe(404);
  });

  it('shows a team’s member only their own team’s order photos', async () => {
    const galeriaDaAutomacao = await page(automacao, linha3);
    expect(galeriaDaAutomacao.fontes.map((f) => f.fonte)).toEqual(['os', 'checklist', 'biblioteca']);
    expect(galeriaDaAutomacao.items).toEqual([]);
    expect(galeriaDaAutomacao.total).toBe(0);
  });

  it('refuses a malformed period with the field named in pt-BR', async () => {
    const res = await galeria(gestor, linha3, '?de=31/12/2025');
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errors).toEqual([{ campo: 'de', mensagem: 'Informe uma data válida' }]);

    const invertido = await galeria(gestor, linha3, `?de=${diasAtras(1)}&ate=${diasAtras(3)}`);
    expect(invertido.statusCode).toBe(400);
    expect(problemOf(invertido).errors).toEqual([
      { campo: 'ate', mensagem: 'O fim do período vem antes do início' },
    ]);

    const fonte = await galeria(gestor, linha3, '?fonte=RDO;drop');
    expect(fonte.statusCode).toBe(400);
    expect(problemOf(fonte).errors).toEqual([{ campo: 'fonte.0', mensagem: 'Fonte de fotos inválida' }]);

    const obra = await galeria(gestor, 'linha-3');
    expect(obra.statusCode).toBe(400);
    expect(problemOf(obra).errors).toEqual([{ campo: 'obra', mensagem: 'Obra inválida' }]);
  });
});
