import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UNIDADES_MATERIAL,
  ZComparacaoRevisoes,
  ZLinhasLista,
  ZLista,
  ZListasPage,
  type TLinhaMaterial,
  type TLinhaMaterialInput,
  type TLista,
} from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import {
  createListaAs,
  importarPlanilha,
  linhaMaterial,
  listaEm,
  listaInput,
  listaSnapshot,
  materiaisTeam,
  moved,
  planilhaMateriais,
  readLinhas,
  readLista,
  saveLinhasAs,
  workbookOf,
  type MateriaisTeam,
  type Pessoa,
} from '../../test/materiais-helpers';
import { auditCount, auditOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LISTA_NAO_ENCONTRADA } from './materiais-access';

const INVALIDOS = 'Os dados enviados são inválidos.';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NAO_EDITA = (status: string) =>
  `Você não pode alterar as linhas desta lista na etapa ${status}. O quantificador as altera enquanto a lista ` +
  'está em REVISAR ou EM ELABORAÇÃO, e o planejamento (PCP) em LIBERADO PARA PLANEJAMENTO.';
const SO_PCP = 'Só o planejamento (PCP) envia a lista para o SAP.';

function refusal(res: Response, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return problemOf(res);
}

/** A line as the grid sends it back: its id and its fields. */
const asInput = (linha: TLinhaMaterial | undefined): TLinhaMaterialInput => ({ ...linha! });

describe('the lines of a materials list, its spreadsheets, revisions and SAP', () => {
  let t: TestApp;
  let team: MateriaisTeam;
  let people: Record<Pessoa, Client>;

  const save = (who: Client, lista: Pick<TLista, 'id'>, body: unknown) =>
    who.put(`/api/materiais/${lista.id}/linhas`, body);
  /** Runs a refused request and checks that neither the list, its lines nor the audit trail changed. */
  const nothingChanged = async (id: string, send: () => Promise<Response>, status: number) => {
    const before = await listaSnapshot(t, id);
    const res = await send();
    const problem = refusal(res, status);
    expect(await listaSnapshot(t, id)).toEqual(before);
    return problem;
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    team = await materiaisTeam(t);
    people = team.people;
  });
  afterAll(() => t.close());

  describe('saving lines', () => {
    let lista: TLista;

    beforeAll(async () => {
      lista = await createListaAs(people.campo, team.linha3, listaInput(team.ids, { titulo: 'Linhas' }));
    });

    it('keeps the lines in order and totals each unit exactly, never across units', async () => {
      const audits = await auditCount(t);
      const saved = await saveLinhasAs(people.campo, lista.id, [
        linhaMaterial('Tubo aço carbono 2" SCH 40', { quantidade: 120.5 }),
        linhaMaterial('Curva 90° 2"', { unidade: 'pç', quantidade: 24, codigoSap: '100871' }),
        linhaMaterial('Tubo aço carbono 3" SCH 40', { quantidade: 30, codigoSap: '100246' }),
        linhaMaterial('Eletrodo E7018', { unidade: 'kg', quantidade: 0.1, codigoSap: '' }),
        linhaMaterial('Arame MIG', { unidade: 'kg', quantidade: 0.2, codigoSap: '' }),
      ]);
      expect(saved.versao).toBe(lista.versao + 1);
      expect(saved.linhas.map((l) => [l.descricao, l.unidade, l.quantidade])).toEqual([
        ['Tubo aço carbono 2" SCH 40', 'm', 120.5],
        ['Curva 90° 2"', 'pç', 24],
        ['Tubo aço carbono 3" SCH 40', 'm', 30],
        ['Eletrodo E7018', 'kg', 0.1],
        ['Arame MIG', 'kg', 0.2],
      ]);
      expect(saved.totais).toEqual([
        { unidade: 'm', quantidade: 150.5, linhas: 2 },
        { unidade: 'pç', quantidade: 24, linhas: 1 },
        { unidade: 'kg', quantidade: 0.3, linhas: 2 },
      ]);
      expect(await readLinhas(people.leitura, lista.id)).toEqual(saved);
      expect(await auditCount(t)).toBe(audits + 1);
      expect((await auditOf(t, 'lista_materiais', lista.id)).at(-1)).toMatchObject({
        action: 'editar_linhas',
        after: { linhas: 5, adicionadas: 5, removidas: 0, alteradas: 0 },
      });
      expect((await readLista(people.campo, lista.id)).totalLinhas).toBe(5);
    });

    it('refuses a wrong line naming the line and its field, writing nothing', async () => {
      const { versao, linhas } = await readLinhas(people.campo, lista.id);
      const [lm001Line] = (await readLinhas(people.admin, (await lm('LM-001')).id)).linhas;
      const atuais = linhas.map(asInput);
      const comLinha = (index: number, over: Record<string, unknown>) =>
        atuais.map((l, i) => (i === index ? { ...l, ...over } : l));
      const cases: [unknown[], string, string][] = [
        [comLinha(1, { quantidade: -3 }), 'linhas.1.quantidade', 'A quantidade não pode ser negativa'],
        [comLinha(2, { quantidade: 0 }), 'linhas.2.quantidade', 'A quantidade deve ser maior que zero'],
        [comLinha(0, { quantidade: 'dez' }), 'linhas.0.quantidade', 'Informe a quantidade em números'],
        [comLinha(3, { quantidade: 1.2345 }), 'linhas.3.quantidade', 'Use no máximo três casas decimais'],
        [
          comLinha(4, { unidade: 'metros' }),
          'linhas.4.unidade',
          `Unidade desconhecida: use ${UNIDADES_MATERIAL.join(', ')}`,
        ],
        [comLinha(0, { descricao: '  ' }), 'linhas.0.descricao', 'Informe a descrição'],
        [
          [...atuais, { ...asInput(lm001Line), codigoSap: '' }],
          'linhas.5.id',
          'Esta linha não é desta lista',
        ],
      ];
      for (const [body, campo, mensagem] of cases) {
        const problem = await nothingChanged(
          lista.id,
          () => save(people.campo, lista, { versao, linhas: body }),
          400,
        );
        expect(problem.detail).toBe(INVALIDOS);
        // Every error names the wrong line's field (a negative quantity also hears it must be above zero).
        expect(problem.errors).toContainEqual({ campo, mensagem });
        expect(new Set(problem.errors!.map((e) => e.campo))).toEqual(new Set([campo]));
      }
      const stale = await nothingChanged(
        lista.id,
        () => save(people.campo, lista, { versao: versao - 1, linhas: comLinha(0, { quantidade: 1 }) }),
        409,
      );
      expect(stale.detail).toBe(
        'Outra pessoa alterou esta lista enquanto você editava. Recarregue para ver as mudanças e refaça as suas.',
      );
    });

    it('changes nothing on an unchanged save, not even the version', async () => {
      const { versao, linhas } = await readLinhas(people.campo, lista.id);
      const audits = await auditCount(t);
      const res = await save(people.campo, lista, { versao, linhas: linhas.map(asInput) });
      expect(res.statusCode, res.body).toBe(200);
      expect(ZLinhasLista.parse(res.json())).toMatchObject({ versao, linhas });
      expect((await readLinhas(people.campo, lista.id)).versao).toBe(versao);
      expect(await auditCount(t)).toBe(audits);
    });

    it('lets the quantifier edit in REVISAR and EM ELABORAÇÃO, and an editor while the list is written', async () => {
      const revisar = await listaEm(team, 'REVISAR', { titulo: 'Linhas em revisão' });
      const [tubo, curva] = (await readLinhas(people.campo, revisar.id)).linhas;
      const edited = await saveLinhasAs(people.campo, revisar.id, [{ ...asInput(tubo), quantidade: 130 }]);
      expect(edited.linhas.map((l) => [l.id, l.quantidade])).toEqual([[tubo!.id, 130]]);
      expect(edited.totais).toEqual([{ unidade: 'm', quantidade: 130, linhas: 1 }]);
      expect((await readLista(people.campo, revisar.id)).status).toBe('REVISAR');
      const byEditor = await saveLinhasAs(people.editor, revisar.id, [
        asInput(edited.linhas[0]),
        { ...asInput(curva), id: undefined },
      ]);
      expect(byEditor.linhas.map((l) => l.descricao)).toEqual([tubo!.descricao, curva!.descricao]);
      expect((await readLista(people.editor, lista.id)).acoes.editarLinhas).toBe(true);
      expect((await saveLinhasAs(people.editor, lista.id, [linhaMaterial('Luva 2"')])).linhas).toHaveLength(
        1,
      );
    });

    it('refuses an edit after the release to the verifier, an editor and the quantifier', async () => {
      const liberada = await listaEm(team, 'LIBERADO PARA VERIFICAÇÃO', { titulo: 'Linhas liberadas' });
      const { versao, linhas } = await readLinhas(people.campo, liberada.id);
      const body = { versao, linhas: [{ ...asInput(linhas[0]), quantidade: 1 }] };
      for (const who of ['automacao', 'editor', 'campo', 'leitura'] as const) {
        const problem = await nothingChanged(liberada.id, () => save(people[who], liberada, body), 403);
        expect(problem.detail).toBe(NAO_EDITA('LIBERADO PARA VERIFICAÇÃO'));
        expect((await readLista(people[who], liberada.id)).acoes.editarLinhas).toBe(false);
      }
      const bytes = await planilhaMateriais([['100245', 'Tubo', 'm', 10]]);
      const imported = await nothingChanged(
        liberada.id,
        () => importarPlanilha(t, people.automacao, liberada.id, bytes),
        403,
      );
      expect(imported.detail).toBe(NAO_EDITA('LIBERADO PARA VERIFICAÇÃO'));
      const hidden = await nothingChanged(liberada.id, () => save(people.cliente, liberada, body), 404);
      expect(hidden.detail).toBe(LISTA_NAO_ENCONTRADA);
    });
  });

  describe('spreadsheet import', () => {
    let lista: TLista;

    beforeAll(async () => {
      const { items } = await templates();
      const tubulacao = items.find((x) => x.nome === 'Tubulação de processo')!;
      lista = await createListaAs(
        people.campo,
        team.linha3,
        listaInput(team.ids, { titulo: 'Importada', templateId: tubulacao.id }),
      );
    });

    it('replaces the lines with a real .xlsx, reading units and quantities as people write them', async () => {
      const bytes = await planilhaMateriais(
        [
          ['100245', 'Tubo aço carbono sem costura SCH 40', 'M', '1.200', 'ASTM A106 Gr. B', '', '2"'],
          ['300910', 'Chapa xadrez 1/4"', 'M2', '7,5', '', 'Piso da plataforma', ''],
          ['100871', 'Curva 90° raio longo', 'PC', 48, 'ASTM A234 WPB', '', '2"'],
          [null, null, null, null, null, null, null],
          ['', 'Tinta epóxi', 'gl', '3', '', '', ''],
        ],
        ['Código SAP', 'Descrição', 'Unidade', 'Quantidade', 'Especificação', 'Observações', 'Diâmetro'],
      );
      const antes = (await readLinhas(people.campo, lista.id)).linhas;
      expect(antes).toHaveLength(4);
      const res = await importarPlanilha(t, people.campo, lista.id, bytes, { modo: 'substituir' });
      expect(res.statusCode, res.body).toBe(200);
      const { linhas, totais } = ZLinhasLista.parse(res.json());
      expect(linhas.map((l) => [l.codigoSap, l.descricao, l.unidade, l.quantidade, l.extras])).toEqual([
        ['100245', 'Tubo aço carbono sem costura SCH 40', 'm', 1200, { diametro: '2"' }],
        ['300910', 'Chapa xadrez 1/4"', 'm²', 7.5, {}],
        ['100871', 'Curva 90° raio longo', 'pç', 48, { diametro: '2"' }],
        ['', 'Tinta epóxi', 'gl', 3, {}],
      ]);
      expect(linhas[1]!.observacoes).toBe('Piso da plataforma');
      expect(linhas.map((l) => l.id)).not.toContain(antes[0]!.id);
      expect(totais.map((x) => [x.unidade, x.quantidade])).toEqual([
        ['m', 1200],
        ['m²', 7.5],
        ['pç', 48],
        ['gl', 3],
      ]);
      expect((await auditOf(t, 'lista_materiais', lista.id)).at(-1)).toMatchObject({
        action: 'importar_linhas',
        after: { linhas: 4, adicionadas: 4, removidas: 4 },
      });
    });

    it('adds the sheet’s lines after the list’s, keeping those', async () => {
      const antes = (await readLinhas(people.campo, lista.id)).linhas;
      const bytes = await planilhaMateriais([['200114', 'Cabo 3x95 mm²', 'm', '250,75']]);
      const res = await importarPlanilha(t, people.campo, lista.id, bytes, { modo: 'acrescentar' });
      expect(res.statusCode, res.body).toBe(200);
      const { linhas } = ZLinhasLista.parse(res.json());
      expect(linhas.slice(0, 4)).toEqual(antes);
      expect(linhas.slice(4).map((l) => [l.descricao, l.unidade, l.quantidade])).toEqual([
        ['Cabo 3x95 mm²', 'm', 250.75],
      ]);
      expect((await readLinhas(people.campo, lista.id)).totais[0]).toEqual({
        unidade: 'm',
        quantidade: 1450.75,
        linhas: 2,
      });
    });

    it('downloads the lines as the import’s model, which reads back the same', async () => {
      const res = await people.leitura.get(`/api/materiais/${lista.id}/linhas/modelo`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${lista.codigo}.xlsx"`);
      const sheet = (await workbookOf(res)).getWorksheet('Materiais')!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Código SAP',
        'Descrição',
        'Unidade',
        'Quantidade',
        'Especificação',
        'Observações',
        'Diâmetro',
      ]);
      expect(sheet.getRow(3).values).toEqual([
        undefined,
        '300910',
        'Chapa xadrez 1/4"',
        'm²',
        7.5,
        '',
        'Piso da plataforma',
        '',
      ]);
      const antes = await readLinhas(people.campo, lista.id);
      const again = await importarPlanilha(t, people.campo, lista.id, res.rawPayload);
      expect(again.statusCode, again.body).toBe(200);
      const depois = ZLinhasLista.parse(again.json());
      const fields = (l: (typeof depois.linhas)[number]) => ({ ...l, id: undefined });
      expect(depois.linhas.map(fields)).toEqual(antes.linhas.map(fields));
    });

    it('refuses a sheet with wrong lines naming each with its line number, importing nothing', async () => {
      const bytes = await planilhaMateriais([
        ['100245', 'Tubo 2"', 'm', '10'],
        ['100246', 'Tubo 3"', 'metros', '5'],
        ['100871', 'Curva 2"', 'PC', '8'],
        ['100872', 'Curva 3"', 'pç', 'muitas'],
        ['', 'Luva', 'un', '-2'],
      ]);
      for (const modo of ['substituir', 'acrescentar'] as const) {
        const problem = await nothingChanged(
          lista.id,
          () => importarPlanilha(t, people.campo, lista.id, bytes, { modo }),
          400,
        );
        expect(problem.detail).toBe(
          'A planilha tem 3 linhas com erro; nada foi importado. Corrija e envie de novo.',
        );
        expect(problem.errors).toEqual([
          {
            campo: 'linhas.1',
            mensagem: `Linha 3: Unidade: “metros” não é uma unidade conhecida (use ${UNIDADES_MATERIAL.join(', ')})`,
          },
          { campo: 'linhas.3', mensagem: 'Linha 5: Quantidade: “muitas” não é um número' },
          {
            campo: 'linhas.4',
            mensagem: expect.stringMatching(/^Linha 6: Quantidade: a quantidade não pode ser negativa\b/),
          },
        ]);
      }
    });

    it('refuses what is not an .xlsx, importing nothing', async () => {
      const csv = Buffer.from('Código SAP;Descrição;Unidade;Quantidade\n100245;Tubo;m;10\n');
      const asCsv = await nothingChanged(
        lista.id,
        () => importarPlanilha(t, people.campo, lista.id, csv, { nome: 'materiais.csv' }),
        415,
      );
      expect(asCsv.detail).toBe('Envie uma planilha .xlsx (a do modelo).');
      const renamed = await nothingChanged(
        lista.id,
        () => importarPlanilha(t, people.campo, lista.id, csv, { nome: 'materiais.xlsx' }),
        400,
      );
      expect(renamed).toMatchObject({
        detail: 'O arquivo não é uma planilha .xlsx. Salve-o como .xlsx e envie de novo.',
        errors: [{ campo: 'arquivo', mensagem: 'Envie uma planilha .xlsx' }],
      });
      const json = await nothingChanged(
        lista.id,
        () => people.campo.post(`/api/materiais/${lista.id}/linhas/importar`, { linhas: [] }),
        415,
      );
      expect(json.detail).toBe('Envie a planilha como multipart/form-data, no campo "arquivo".');
      const semCabecalho = await planilhaMateriais(
        [['100245', 'Tubo', 'm']],
        ['Código SAP', 'Descrição', 'Un'],
      );
      const header = await nothingChanged(
        lista.id,
        () => importarPlanilha(t, people.campo, lista.id, semCabecalho),
        400,
      );
      expect(header.detail).toMatch(/^Linha 1: coluna não encontrada: Quantidade\. /);
    });
  });

  describe('revisions', () => {
    it('compares two releases: the lines added, removed, and changed with the fields that changed', async () => {
      const lista = await listaEm(team, 'LIBERADO PARA VERIFICAÇÃO', {
        titulo: 'Comparada',
        linhas: [
          linhaMaterial('Tubo 2"', { quantidade: 120 }),
          linhaMaterial('Curva 2"', { unidade: 'pç', quantidade: 24 }),
          linhaMaterial('Flange 2"', { unidade: 'pç', quantidade: 8 }),
        ],
      });
      await moved(people.automacao, lista.id, 'devolver', { motivo: 'Conferir o tubo e as curvas' });
      const [tubo, curva, flange] = (await readLinhas(people.campo, lista.id)).linhas;
      await saveLinhasAs(people.campo, lista.id, [
        { ...asInput(tubo), descricao: 'Tubo 2" SCH 80', quantidade: 150.5 },
        asInput(flange),
        linhaMaterial('Junta 2"', { unidade: 'pç', quantidade: 8 }),
      ]);
      await moved(people.campo, lista.id, 'elaborar');
      const rev2 = await moved(people.campo, lista.id, 'liberar_verificacao');
      expect(rev2.revisoes.map((r) => [r.numero, r.totalLinhas, r.por])).toEqual([
        [1, 3, 'Sérgio Almeida'],
        [2, 3, 'Sérgio Almeida'],
      ]);

      const compare = async (who: Client, query: string) => {
        const res = await who.get(`/api/materiais/${lista.id}/revisoes/comparar?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return ZComparacaoRevisoes.parse(res.json());
      };
      const diff = await compare(people.automacao, 'de=1&para=2');
      expect(diff).toMatchObject({ de: 1, para: 2, iguais: 1 });
      expect(diff.adicionadas.map((l) => l.descricao)).toEqual(['Junta 2"']);
      expect(diff.removidas.map((l) => [l.id, l.descricao])).toEqual([[curva!.id, 'Curva 2"']]);
      expect(diff.alteradas).toEqual([
        {
          antes: expect.objectContaining({ id: tubo!.id, descricao: 'Tubo 2"', quantidade: 120 }),
          depois: expect.objectContaining({ id: tubo!.id, descricao: 'Tubo 2" SCH 80', quantidade: 150.5 }),
          campos: ['descricao', 'quantidade'],
        },
      ]);
      // Against the lines as they are now (nothing changed since the release).
      expect(await compare(people.leitura, 'de=2')).toEqual({
        de: 2,
        para: null,
        adicionadas: [],
        removidas: [],
        alteradas: [],
        iguais: 3,
      });
      const missing = await people.campo.get(`/api/materiais/${lista.id}/revisoes/comparar?de=1&para=9`);
      expect(refusal(missing, 404).detail).toBe('A revisão 9 desta lista não existe.');
      expect(
        refusal(await people.campo.get(`/api/materiais/${lista.id}/revisoes/comparar?de=0`), 400).code,
      ).toBe('VALIDATION_FAILED');
      const hidden = await people.cliente.get(`/api/materiais/${lista.id}/revisoes/comparar?de=1`);
      expect(refusal(hidden, 404).detail).toBe(LISTA_NAO_ENCONTRADA);
    });
  });

  describe('SAP', () => {
    let planejada: TLista;
    const sapXlsx = (who: Client, lista: Pick<TLista, 'id'>) =>
      who.get(`/api/materiais/${lista.id}/sap.xlsx`);
    const registrar = (who: Client, lista: Pick<TLista, 'id'>, documento: unknown) =>
      who.post(`/api/materiais/${lista.id}/sap`, { documento });

    beforeAll(async () => {
      planejada = await listaEm(team, 'LIBERADO PARA PLANEJAMENTO', {
        titulo: 'Para o SAP',
        linhas: [
          linhaMaterial('Tubo aço carbono sem costura 2" SCH 40 ASTM A106', { quantidade: 120.5 }),
          linhaMaterial('Curva 90° 2"', { unidade: 'pç', quantidade: 24, codigoSap: '00100871' }),
          linhaMaterial('Chapa xadrez', { unidade: 'm²', quantidade: 7.25, codigoSap: '300910' }),
        ],
      });
    });

    it('gives planning the SAP spreadsheet: SAP columns, units, quantities as numbers, dates dd.mm.aaaa', async () => {
      const res = await sapXlsx(people.planejamento, planejada);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${planejada.codigo}-sap.xlsx"`);
      const sheet = (await workbookOf(res)).getWorksheet('SAP')!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Item (BNFPO)',
        'Material (MATNR)',
        'Centro (WERKS)',
        'Depósito (LGORT)',
        'Quantidade (MENGE)',
        'Unidade (MEINS)',
        'Data de necessidade (LFDAT)',
        'Elemento PEP (PS_PSP_PNR)',
        'Texto breve (TXZ01)',
      ]);
      const rows = [2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
      expect(rows).toEqual([
        [
          10,
          '100245',
          '1010',
          'OB14',
          120.5,
          'M',
          '15.12.2026',
          'OB-2025-014.02',
          'Tubo aço carbono sem costura 2" SCH 40 A',
        ],
        [20, '00100871', '1010', 'OB14', 24, 'PC', '15.12.2026', 'OB-2025-014.02', 'Curva 90° 2"'],
        [30, '300910', '1010', 'OB14', 7.25, 'M2', '15.12.2026', 'OB-2025-014.02', 'Chapa xadrez'],
      ]);
      expect(sheet.rowCount).toBe(4);
      // An administrator may too.
      expect((await sapXlsx(people.adminMateriais, planejada)).statusCode).toBe(200);
    });

    it('refuses the spreadsheet before planning, to anyone but planning, and naming the lines without a code', async () => {
      const coordenando = await listaEm(team, 'LIBERADO PARA COORDENADOR', {
        titulo: 'Ainda no coordenador',
      });
      expect(refusal(await sapXlsx(people.planejamento, coordenando), 409).detail).toBe(
        'A lista vai para o SAP depois de LIBERADO PARA PLANEJAMENTO.',
      );
      for (const who of ['campo', 'coordenador', 'leitura', 'editor', 'gestor'] as const)
        expect([who, refusal(await sapXlsx(people[who], planejada), 403).detail]).toEqual([who, SO_PCP]);
      expect(refusal(await sapXlsx(people.cliente, planejada), 404).detail).toBe(LISTA_NAO_ENCONTRADA);

      const semCodigo = await listaEm(team, 'LIBERADO PARA PLANEJAMENTO', {
        titulo: 'Sem códigos',
        linhas: [
          linhaMaterial('Tubo 2"'),
          linhaMaterial('Suporte especial', { unidade: 'cj', codigoSap: '' }),
          linhaMaterial('Abraçadeira', { unidade: 'un', codigoSap: '' }),
        ],
      });
      expect(refusal(await sapXlsx(people.planejamento, semCodigo), 409).detail).toBe(
        'A lista ainda não pode ir para o SAP. Linhas sem código SAP: 2, 3.',
      );
    });

    it('records the SAP document planning received, refusing a bad number and anyone else', async () => {
      for (const documento of ['ABC123', '1234', '1234567890123', '', 4500012345]) {
        const problem = await nothingChanged(
          planejada.id,
          () => registrar(people.planejamento, planejada, documento),
          400,
        );
        expect(problem.errors?.map((e) => e.campo)).toEqual(['documento']);
      }
      for (const who of ['campo', 'coordenador', 'leitura'] as const) {
        const problem = await nothingChanged(
          planejada.id,
          () => registrar(people[who], planejada, '4500012345'),
          403,
        );
        expect(problem.detail).toBe(SO_PCP);
      }
      const coordenando = await listaEm(team, 'LIBERADO PARA COORDENADOR', { titulo: 'Cedo para o SAP' });
      const early = await nothingChanged(
        coordenando.id,
        () => registrar(people.planejamento, coordenando, '4500012345'),
        409,
      );
      expect(early.detail).toBe('A lista vai para o SAP depois de LIBERADO PARA PLANEJAMENTO.');

      const res = await registrar(people.planejamento, planejada, '4500012345');
      expect(res.statusCode, res.body).toBe(200);
      const done = ZLista.parse(res.json());
      expect(done).toMatchObject({
        status: 'LIBERADO PARA PLANEJAMENTO',
        planejadaSap: true,
        sap: { documento: '4500012345', registradoPor: 'Juliana Prado' },
      });
      expect((await auditOf(t, 'lista_materiais', planejada.id)).at(-1)).toMatchObject({
        action: 'registrar_sap',
        before: { sapDocumento: null },
        after: { sapDocumento: '4500012345' },
      });
      const listed = await people.planejamento.get(`/api/materiais?obra=${team.linha3}&planejadaSap=true`);
      expect(ZListasPage.parse(listed.json()).items.map((i) => i.id)).toEqual([planejada.id]);
    });

    it('sends a planned list back to REVISAR when planning changes its lines, forgetting the SAP document', async () => {
      const { versao, linhas } = await readLinhas(people.planejamento, planejada.id);
      // An unchanged save by planning leaves the list where it is.
      const same = await save(people.planejamento, planejada, { versao, linhas: linhas.map(asInput) });
      expect(same.statusCode, same.body).toBe(200);
      expect((await readLista(people.planejamento, planejada.id)).status).toBe('LIBERADO PARA PLANEJAMENTO');

      await saveLinhasAs(people.planejamento, planejada.id, [{ ...asInput(linhas[0]), quantidade: 100 }]);
      const back = await readLista(people.campo, planejada.id);
      expect(back).toMatchObject({ status: 'REVISAR', planejadaSap: false, sap: { documento: null } });
      expect(back.linhaDoTempo.at(-1)).toMatchObject({
        movimento: 'devolver',
        por: 'Juliana Prado',
        motivo: 'As linhas foram alteradas depois da liberação.',
      });
    });
  });

  async function lm(codigo: string) {
    const res = await people.admin.get(`/api/materiais?obra=${team.linha3}&q=${codigo}`);
    const found = ZListasPage.parse(res.json()).items.find((i) => i.codigo === codigo);
    if (!found) throw new Error(`no ${codigo}`);
    return found;
  }
  async function templates() {
    const res = await people.campo.get('/api/materiais/templates');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: string; nome: string }[] };
  }
});
