import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEap, type TEap, type TOsTipo } from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eapItens } from './field.schema';

type Linha = (string | number | null)[];

/** An .xlsx with the template's header and these lines (line 2 onwards). */
async function planilha(linhas: Linha[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('EAP');
  sheet.addRow(['Código', 'Descrição', 'Unidade', 'Quantidade', 'Peso']);
  for (const linha of linhas) sheet.addRow(linha);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('/api/obras/:obra/eap/:tipo', () => {
  let t: TestApp;
  let admin: Client;
  let campo: Client;
  let automacao: Client;
  let gestor: Client;
  let cliente: Client;
  let linha3: string; // OB-2025-014: campo and automacao are members, gestor its site manager, cliente its client
  let subestacao: string; // OB-2025-021: gestor is its site manager; no field user belongs to it

  const url = (obra: string, tipo: TOsTipo = 'field') => `/api/obras/${obra}/eap/${tipo}`;
  const eapOf = async (who: Client, obra = linha3, tipo: TOsTipo = 'field'): Promise<TEap> => {
    const res = await who.get(url(obra, tipo));
    expect(res.statusCode, res.body).toBe(200);
    return ZEap.parse(res.json());
  };
  const item = (eap: TEap, descricao: string) => {
    const found = eap.itens.find((i) => i.descricao === descricao);
    if (!found) throw new Error(`no EAP item ${descricao}`);
    return found;
  };
  const itemCount = async (obra = linha3, tipo: TOsTipo = 'field') => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(eapItens)
      .where(and(eq(eapItens.obraId, obra), eq(eapItens.tipo, tipo)));
    return row!.n;
  };
  const importar = async (who: Client, obra: string, bytes: Buffer, name = 'eap.xlsx'): Promise<Response> => {
    const data = new FormData();
    data.append('arquivo', new Blob([new Uint8Array(bytes)]), name);
    const cookie = who.jar.header();
    return t.app.inject({
      method: 'POST',
      url: `${url(obra)}/importar`,
      payload: data,
      headers: { 'x-portal-request': '1', ...(cookie ? { cookie } : {}) },
    });
  };
  /** Checks a refusal: its status and message, and that neither the EAP nor the audit trail changed. */
  const refused = async (send: () => Promise<Response>, status: number, detail?: string) => {
    const [before, audits] = [await eapOf(admin), await auditCount(t)];
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    if (detail) expect(problemOf(res).detail).toBe(detail);
    expect(await eapOf(admin)).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, campo, automacao, gestor, cliente] = await signedInAs(t, [
      'admin',
      'campo',
      'automacao',
      'gestor',
      'cliente',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    subestacao = await obraIdOf(admin, 'OB-2025-021');
  });
  afterAll(() => t.close());

  describe('GET', () => {
    it('shows the demo EAP as a tree with codes, what orders cover and what the user may do', async () => {
      const eap = await eapOf(campo);
      expect(eap.itens.map((i) => [i.codigo, i.nivel, i.descricao, i.emUso])).toEqual([
        ['1', 0, 'Montagem mecânica', false],
        ['1.1', 1, 'Montagem de estruturas metálicas', true],
        ['1.2', 1, 'Montagem de tubulação de processo', true],
        ['1.3', 1, 'Montagem de tanques e bombas', false],
        ['2', 0, 'Montagem elétrica', false],
        ['2.1', 1, 'Lançamento de eletrocalhas', true],
        ['2.2', 1, 'Lançamento de cabos de força', false],
      ]);
      expect(eap).toMatchObject({ tipo: 'field', podeConfigurar: true, podeCriar: true });
    });

    it('computes progress from the two demo daily logs, leaves weighed into parents and the obra', async () => {
      const eap = await eapOf(campo);
      // 4 t + 3.5 t of 48 t planned; 60 m of 1200 m.
      expect(item(eap, 'Montagem de estruturas metálicas')).toMatchObject({
        quantidade: 48,
        executado: 7.5,
        percentual: 15.6,
      });
      expect(item(eap, 'Montagem de tubulação de processo')).toMatchObject({ executado: 60, percentual: 5 });
      expect(item(eap, 'Montagem de tanques e bombas')).toMatchObject({ executado: 0, percentual: 0 });
      // (50 × 15.625 + 30 × 5 + 20 × 0) / (50 + 30 + 20) = 9.3125
      expect(item(eap, 'Montagem mecânica')).toMatchObject({ executado: 0, percentual: 9.3 });
      expect(item(eap, 'Montagem elétrica').percentual).toBe(0);
      // (60 × 9.3125 + 40 × 0) / (60 + 40) = 5.5875
      expect(eap.percentual).toBe(5.6);
      // The automation team's EAP has no daily log yet.
      expect((await eapOf(automacao, linha3, 'automacao')).percentual).toBe(0);
    });

    it('lets the site manager read and add but not configure', async () => {
      expect(await eapOf(gestor)).toMatchObject({ podeConfigurar: false, podeCriar: true });
    });

    it('refuses the other team, the client and a field user on an obra they do not belong to; 404 for no obra', async () => {
      const recusa = 'Você não pode ver a EAP desta obra.';
      const outroTime = await automacao.get(url(linha3));
      expect(outroTime.statusCode).toBe(403);
      expect(problemOf(outroTime).detail).toBe(recusa);
      const doCliente = await cliente.get(url(linha3));
      expect(doCliente.statusCode).toBe(403);
      expect(problemOf(doCliente).detail).toBe(recusa);
      // Staff read every obra, so another obra's EAP is refused rather than hidden.
      const outraObra = await campo.get(url(subestacao));
      expect(outraObra.statusCode).toBe(403);
      expect(problemOf(outraObra).detail).toBe(recusa);
      expect((await campo.get(url('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
      expect((await campo.get(`/api/obras/${linha3}/eap/eletrica`)).statusCode).toBe(400);
    });
  });

  describe('POST .../itens', () => {
    it('adds an item at the end of its parent’s children, audited', async () => {
      const eletrica = item(await eapOf(campo), 'Montagem elétrica');
      const res = await campo.post(`${url(linha3)}/itens`, {
        parentId: eletrica.id,
        descricao: 'Montagem de painéis',
        unidade: 'un',
        quantidade: 6,
        peso: 10,
      });
      expect(res.statusCode, res.body).toBe(201);
      const novo = item(ZEap.parse(res.json()), 'Montagem de painéis');
      expect(novo).toMatchObject({ codigo: '2.3', parentId: eletrica.id, quantidade: 6, peso: 10 });
      expect((await auditOf(t, 'eap_item', novo.id)).map((a) => a.action)).toEqual(['criar']);
    });

    it('lets the site manager add an item at the root', async () => {
      const res = await gestor.post(`${url(linha3)}/itens`, { descricao: 'Serviços preliminares' });
      expect(res.statusCode, res.body).toBe(201);
      expect(item(ZEap.parse(res.json()), 'Serviços preliminares')).toMatchObject({
        codigo: '3',
        unidade: '',
        quantidade: 0,
        peso: 0,
      });
    });

    it('refuses the other team and the client, writing nothing', async () => {
      await refused(
        () => automacao.post(`${url(linha3)}/itens`, { descricao: 'Intruso' }),
        403,
        'Você não pode adicionar itens à EAP desta obra.',
      );
      await refused(() => cliente.post(`${url(linha3)}/itens`, { descricao: 'Intruso' }), 403);
    });

    it('refuses a parent of another EAP and a leaf an order measures', async () => {
      const instrumentos = item(
        await eapOf(automacao, linha3, 'automacao'),
        'Montagem de instrumentos de campo',
      );
      const res = await refused(
        () => campo.post(`${url(linha3)}/itens`, { parentId: instrumentos.id, descricao: 'Fora' }),
        400,
      );
      expect(problemOf(res).errors).toEqual([
        { campo: 'parentId', mensagem: 'O item pai não é da EAP desta obra' },
      ]);
      const estruturas = item(await eapOf(campo), 'Montagem de estruturas metálicas');
      await refused(
        () => campo.post(`${url(linha3)}/itens`, { parentId: estruturas.id, descricao: 'Colunas' }),
        409,
        '“Montagem de estruturas metálicas” está na OS nº 1 e não pode ganhar subitens: a ordem mede a quantidade nele.',
      );
    });

    it('refuses quantities below zero or in letters, naming the field', async () => {
      const negativa = await refused(
        () => campo.post(`${url(linha3)}/itens`, { descricao: 'Aterro', quantidade: -1, peso: -2 }),
        400,
      );
      expect(problemOf(negativa).errors).toEqual([
        { campo: 'quantidade', mensagem: 'A quantidade não pode ser negativa' },
        { campo: 'peso', mensagem: 'O peso não pode ser negativo' },
      ]);
      const letras = await refused(
        () => campo.post(`${url(linha3)}/itens`, { descricao: 'Aterro', quantidade: '12a' }),
        400,
      );
      expect(problemOf(letras).errors).toEqual([
        { campo: 'quantidade', mensagem: 'Informe a quantidade em números' },
      ]);
    });
  });

  describe('PATCH .../itens/:item', () => {
    it('edits the planned quantity in place and the progress follows', async () => {
      const estruturas = item(await eapOf(campo), 'Montagem de estruturas metálicas');
      const res = await campo.patch(`${url(linha3)}/itens/${estruturas.id}`, { quantidade: 30 });
      expect(res.statusCode, res.body).toBe(200);
      // 7.5 of 30 t
      expect(item(ZEap.parse(res.json()), estruturas.descricao).percentual).toBe(25);
      const audit = await auditOf(t, 'eap_item', estruturas.id);
      expect(audit.at(-1)).toMatchObject({
        action: 'editar',
        before: { quantidade: 48 },
        after: { quantidade: 30 },
      });
      await campo.patch(`${url(linha3)}/itens/${estruturas.id}`, { quantidade: 48 });
    });

    it('refuses the site manager (who may add, not configure) and bad numbers, naming the field', async () => {
      const tanques = item(await eapOf(campo), 'Montagem de tanques e bombas');
      await refused(
        () => gestor.patch(`${url(linha3)}/itens/${tanques.id}`, { descricao: 'Outro nome' }),
        403,
        'Só quem configura a EAP desta obra pode alterar, mover, excluir ou importar itens.',
      );
      const res = await refused(
        () => campo.patch(`${url(linha3)}/itens/${tanques.id}`, { peso: 'muito' }),
        400,
      );
      expect(problemOf(res).errors).toEqual([{ campo: 'peso', mensagem: 'Informe o peso em números' }]);
    });

    it('answers 404 for an item of the other team’s EAP', async () => {
      const testes = item(await eapOf(automacao, linha3, 'automacao'), 'Testes de malha');
      await refused(() => campo.patch(`${url(linha3)}/itens/${testes.id}`, { peso: 1 }), 404);
    });
  });

  describe('POST .../itens/:item/mover', () => {
    it('moves an item with its subitems and renumbers both sibling lists', async () => {
      const eap = await eapOf(campo);
      const eletrica = item(eap, 'Montagem elétrica');
      const res = await campo.post(`${url(linha3)}/itens/${eletrica.id}/mover`, {
        parentId: null,
        posicao: 0,
      });
      expect(res.statusCode, res.body).toBe(200);
      const movida = ZEap.parse(res.json());
      expect(item(movida, 'Montagem elétrica').codigo).toBe('1');
      expect(item(movida, 'Lançamento de eletrocalhas').codigo).toBe('1.1');
      expect(item(movida, 'Montagem mecânica').codigo).toBe('2');
      expect(item(movida, 'Montagem de estruturas metálicas').codigo).toBe('2.1');

      // Indent: the preliminary services go under the electrical assembly, at its end; the roots close the gap.
      const preliminares = item(movida, 'Serviços preliminares');
      const indentada = ZEap.parse(
        (
          await campo.post(`${url(linha3)}/itens/${preliminares.id}/mover`, {
            parentId: eletrica.id,
            posicao: 99,
          })
        ).json(),
      );
      expect(item(indentada, 'Serviços preliminares').codigo).toBe('1.4');
      expect(indentada.itens.filter((i) => i.nivel === 0).map((i) => [i.codigo, i.ordem])).toEqual([
        ['1', 0],
        ['2', 1],
      ]);
      expect((await auditOf(t, 'eap_item', preliminares.id)).at(-1)?.action).toBe('mover');
      // And back as it was, for the tests below.
      await campo.post(`${url(linha3)}/itens/${eletrica.id}/mover`, { parentId: null, posicao: 1 });
      await campo.post(`${url(linha3)}/itens/${preliminares.id}/mover`, { parentId: null, posicao: 2 });
      expect((await eapOf(campo)).itens.filter((i) => i.nivel === 0).map((i) => i.descricao)).toEqual([
        'Montagem mecânica',
        'Montagem elétrica',
        'Serviços preliminares',
      ]);
    });

    it('refuses moving an item under itself or a subitem, and the site manager', async () => {
      const eap = await eapOf(campo);
      const mecanica = item(eap, 'Montagem mecânica');
      const tanques = item(eap, 'Montagem de tanques e bombas');
      for (const parentId of [mecanica.id, tanques.id]) {
        const res = await refused(
          () => campo.post(`${url(linha3)}/itens/${mecanica.id}/mover`, { parentId, posicao: 0 }),
          400,
        );
        expect(problemOf(res).errors).toEqual([
          {
            campo: 'parentId',
            mensagem: 'Um item não pode ir para dentro de si mesmo nem de um subitem seu',
          },
        ]);
      }
      await refused(
        () => gestor.post(`${url(linha3)}/itens/${tanques.id}/mover`, { parentId: null, posicao: 0 }),
        403,
      );
    });
  });

  describe('DELETE .../itens/:item', () => {
    it('refuses an item whose subitem an order covers, saying which and where', async () => {
      const mecanica = item(await eapOf(campo), 'Montagem mecânica');
      await refused(
        () => campo.delete(`${url(linha3)}/itens/${mecanica.id}`),
        409,
        'Não é possível excluir “Montagem mecânica”: o subitem “Montagem de estruturas metálicas” está na OS nº 1. ' +
          'Tire-o da ordem de serviço antes.',
      );
      const eletrocalhas = item(await eapOf(campo), 'Lançamento de eletrocalhas');
      await refused(
        () => campo.delete(`${url(linha3)}/itens/${eletrocalhas.id}`),
        409,
        'Não é possível excluir “Lançamento de eletrocalhas”: ele está na OS nº 2. Tire-o da ordem de serviço antes.',
      );
    });

    it('refuses the site manager', async () => {
      const tanques = item(await eapOf(campo), 'Montagem de tanques e bombas');
      await refused(() => gestor.delete(`${url(linha3)}/itens/${tanques.id}`), 403);
    });

    it('deletes an item with its subitems and closes the gap among its siblings', async () => {
      const before = await eapOf(campo);
      const preliminares = item(before, 'Serviços preliminares');
      await campo.post(`${url(linha3)}/itens`, { parentId: preliminares.id, descricao: 'Canteiro' });
      const paineis = item(before, 'Montagem de painéis');
      const cabos = item(before, 'Lançamento de cabos de força');
      expect([cabos.codigo, paineis.codigo]).toEqual(['2.2', '2.3']);

      expect((await campo.delete(`${url(linha3)}/itens/${cabos.id}`)).statusCode).toBe(204);
      expect(item(await eapOf(campo), 'Montagem de painéis')).toMatchObject({ codigo: '2.2', ordem: 1 });
      expect((await campo.delete(`${url(linha3)}/itens/${preliminares.id}`)).statusCode).toBe(204);
      const after = await eapOf(campo);
      expect(after.itens.some((i) => ['Serviços preliminares', 'Canteiro'].includes(i.descricao))).toBe(
        false,
      );
      expect((await auditOf(t, 'eap_item', preliminares.id)).at(-1)).toMatchObject({
        action: 'excluir',
        before: { descricao: 'Serviços preliminares', subitens: 1 },
      });
    });
  });

  describe('spreadsheet', () => {
    it('downloads the template with the current EAP, which imports back into another obra as the same tree', async () => {
      const res = await admin.get(`${url(linha3)}/modelo.xlsx`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="eap-field.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('EAP')!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Código',
        'Descrição',
        'Unidade',
        'Quantidade',
        'Peso',
      ]);
      expect(sheet.getRow(3).values).toEqual([
        undefined,
        '1.1',
        'Montagem de estruturas metálicas',
        't',
        48,
        50,
      ]);

      const imported = await importar(admin, subestacao, res.rawPayload);
      expect(imported.statusCode, imported.body).toBe(200);
      const origem = await eapOf(admin);
      const copia = ZEap.parse(imported.json());
      const shape = (eap: TEap) =>
        eap.itens.map((i) => [i.codigo, i.descricao, i.unidade, i.quantidade, i.peso]);
      expect(shape(copia)).toEqual(shape(origem));
      expect(copia.percentual).toBe(0);
      expect((await auditOf(t, 'eap', subestacao)).map((a) => a.action)).toEqual(['importar']);
    });

    it('replaces an EAP no order uses, codes giving the tree whatever the line order', async () => {
      const res = await importar(
        admin,
        subestacao,
        await planilha([
          ['2', 'Comissionamento', '', '', 1],
          ['1.2', 'Lançamento de cabos', 'm', '1.200', 3],
          ['1', 'Montagem', '', null, 3],
          ['1.1', 'Montagem de painéis', 'un', '7,5', 1],
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(ZEap.parse(res.json()).itens.map((i) => [i.codigo, i.descricao, i.quantidade])).toEqual([
        ['1', 'Montagem', 0],
        ['1.1', 'Montagem de painéis', 7.5],
        ['1.2', 'Lançamento de cabos', 1200],
        ['2', 'Comissionamento', 0],
      ]);
    });

    it('lists every wrong line and imports nothing', async () => {
      const [antes, audits] = [await eapOf(admin, subestacao), await auditCount(t)];
      const res = await importar(
        admin,
        subestacao,
        await planilha([
          ['1', 'Montagem', '', 0, 1],
          ['1.1', 'Painéis', 'un', -3, 1],
          ['1.1', 'Cabos', 'm', 'muitos', 'x'],
          ['3.1', 'Teste', '', 1, 1],
          ['a.b', '', '', 1, 1],
        ]),
      );
      expect(res.statusCode).toBe(400);
      const problem = problemOf(res);
      expect(problem.detail).toBe(
        'A planilha tem 4 linhas com erro; nada foi importado. Corrija e envie de novo.',
      );
      expect(problem.errors).toEqual([
        { campo: 'linha 3', mensagem: 'Quantidade: a quantidade não pode ser negativa' },
        {
          campo: 'linha 4',
          mensagem:
            'Código 1.1 repetido (já está na linha 3); Quantidade: “muitos” não é um número; Peso: “x” não é um número',
        },
        { campo: 'linha 5', mensagem: 'Código 3.1: o item 3, de que ele faz parte, não está na planilha' },
        {
          campo: 'linha 6',
          mensagem:
            'Código: “a.b” não é um código (use números separados por ponto, como 1.2.3); Descrição: informe a descrição',
        },
      ]);
      expect(await eapOf(admin, subestacao)).toEqual(antes);
      expect(await auditCount(t)).toBe(audits);
    });

    it('refuses replacing an EAP that orders use, a file that is not .xlsx, and who may not configure', async () => {
      const bytes = await planilha([['1', 'Tudo novo', '', 0, 1]]);
      const itens = await itemCount();
      const res = await refused(() => importar(campo, linha3, bytes), 409);
      expect(problemOf(res).detail).toBe(
        'A EAP não pode ser substituída por planilha: 3 itens dela estão em ordens de serviço ' +
          '(como “Montagem de estruturas metálicas”, na OS nº 1). Altere os itens um a um nesta tela.',
      );
      expect(await itemCount()).toBe(itens);
      await refused(() => importar(campo, linha3, Buffer.from('Código;Descrição\n1;Tudo'), 'eap.csv'), 415);
      await refused(() => importar(gestor, linha3, bytes), 403);
      expect((await importar(gestor, subestacao, bytes)).statusCode).toBe(403);
    });
  });
});
