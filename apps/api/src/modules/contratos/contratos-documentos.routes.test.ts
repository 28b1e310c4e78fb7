import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContrato, type TBuscaResposta, type TContratoResumo } from '@portal/domain';
import {
  addItemAs,
  contratoInput,
  contratoStored,
  createContratoAs,
  readContrato,
} from '../../test/contratos-helpers';
import { dataRows, exportReady, exportedSheet, exportsWritten, wholeList } from '../../test/export-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { PDF } from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { arquivos } from '../files/files.schema';

describe('documents of a contract, and contracts in exports and the top bar search', () => {
  let t: TestApp;
  let admin: Client;
  let editor: Client;
  let fernanda: Client;
  let gustavo: Client;
  let gestor: Client;
  let felipe: Client;
  let cliente: Client;
  let leitura: Client;
  let linha3: string;

  /** A new contract of the main obra in Revisão, with one item (R$ 58.680,00). */
  const contrato = async () => {
    const user = (name: string) => userIdOf(admin, `${name}@demo.obras.dev`);
    const pessoas = {
      responsavel: await user('contratos'),
      gestor: await user('gestao.contratos'),
      validador: await user('verificador'),
    };
    const { id } = await createContratoAs(editor, linha3, contratoInput(pessoas));
    return addItemAs(editor, id);
  };
  /** What a refusal must leave as it was: the contract, its page, the stored files and the audit trail. */
  const snapshot = async (c: string) => ({
    contrato: await contratoStored(t, c),
    view: await readContrato(admin, c),
    arquivos: (await t.database.db.select({ n: count() }).from(arquivos))[0]?.n,
    audit: await auditCount(t),
  });
  const refused = (res: Response, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return problemOf(res);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, editor, fernanda, gustavo, gestor, felipe, cliente, leitura] = await signedInAs(t, [
      'admin',
      'editor.contratos',
      'contratos',
      'verificador',
      'gestor',
      'substituto',
      'cliente',
      'leitura',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
  });
  afterAll(() => t.close());

  describe('documents', () => {
    /** Sends a file with its kind and description before it, as the web app's form does. */
    const upload = (who: Client, c: string, nome: string, bytes: Buffer, tipo = 'minuta') => {
      const data = new FormData();
      data.append('tipo', tipo);
      data.append('descricao', 'Minuta revisada pelo Jurídico');
      data.append('arquivo', new Blob([bytes]), nome);
      const cookie = who.jar.header();
      return t.app.inject({
        method: 'POST',
        url: `/api/contratos/${c}/documentos`,
        payload: data,
        headers: { 'x-portal-request': '1', ...(cookie ? { cookie } : {}) },
      });
    };

    it('keeps a draft PDF that whoever reads the contract downloads, refuses other files (415), and lets the editor remove it', async () => {
      const c = await contrato();
      const res = await upload(fernanda, c.id, 'minuta.pdf', PDF);
      expect(res.statusCode, res.body).toBe(201);
      const [doc] = ZContrato.parse(res.json()).documentos;
      expect(doc).toMatchObject({
        tipo: 'minuta',
        descricao: 'Minuta revisada pelo Jurídico',
        por: 'Fernanda Rocha',
        arquivo: { nome: 'minuta.pdf', mime: 'application/pdf', tamanho: PDF.length },
      });
      expect((await readContrato(leitura, c.id)).documentos).toEqual([doc]);
      const download = await leitura.get(`/api/arquivos/${doc!.arquivo.id}`);
      expect(download.statusCode, download.body).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(refused(await cliente.get(`/api/arquivos/${doc!.arquivo.id}`), 404).detail).toBe(
        'Arquivo não encontrado.',
      );

      const before = await snapshot(c.id);
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
      for (const [nome, bytes] of [
        ['instalar.exe', exe],
        ['minuta.txt', Buffer.from('Contrato de pintura, cláusula 1ª')],
      ] as const)
        expect(refused(await upload(fernanda, c.id, nome, bytes), 415).detail).toMatch(
          /^Tipo de arquivo não aceito\. Envie /,
        );
      const tipo = await upload(fernanda, c.id, 'minuta.pdf', PDF, 'rascunho');
      expect(refused(tipo, 400).errors).toEqual([{ campo: 'tipo', mensagem: 'Escolha o tipo do documento' }]);
      const naoPode = 'Você não pode alterar os documentos deste contrato em Revisão.';
      expect(refused(await upload(leitura, c.id, 'minuta.pdf', PDF), 403).detail).toBe(naoPode);
      const byValidator = await gustavo.delete(`/api/contratos/${c.id}/documentos/${doc!.id}`);
      expect(refused(byValidator, 403).detail).toBe(naoPode);
      const missing = await editor.delete(`/api/contratos/${c.id}/documentos/${c.id}`);
      expect(refused(missing, 404).detail).toBe('Documento não encontrado neste contrato.');
      expect(await snapshot(c.id)).toEqual(before);

      const removed = await editor.delete(`/api/contratos/${c.id}/documentos/${doc!.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().documentos).toEqual([]);
      expect((await auditOf(t, 'contrato', c.id)).map((a) => a.action).slice(-2)).toEqual([
        'anexar_documento',
        'remover_documento',
      ]);
      expect((await leitura.get(`/api/arquivos/${doc!.arquivo.id}`)).statusCode).toBe(404);
    });
  });

  describe('export and search', () => {
    it('exports to Excel the contracts each user may read, with their value', async () => {
      const listed = await wholeList<TContratoResumo>(fernanda, '/api/contratos', {
        obra: linha3,
        sort: 'numero',
      });
      const done = await exportReady(t, fernanda, {
        lista: 'contratos',
        filtros: { obra: linha3, sort: 'numero' },
      });
      expect(done).toMatchObject({ status: 'pronta', linhas: listed.length });
      const rows = dataRows(await exportedSheet(fernanda, done));
      expect(rows.map((r) => [r[0], r[3], r[8]])).toEqual(
        listed.map((c) => [c.codigo, c.parte.nome, Number(c.valor)]),
      );
      expect(rows[0]!.slice(0, 2)).toEqual([
        'CT-001',
        'OB-2025-014 — Ampliação da fábrica de envase — Linha 3',
      ]);
      expect(rows[0]![8]).toBe(500710);
      // Felipe, site manager of the pier, exports only its contract.
      const his = dataRows(
        await exportedSheet(felipe, await exportReady(t, felipe, { lista: 'contratos', filtros: {} })),
      );
      expect(his.map((r) => [r[0], String(r[1]).slice(0, 11)])).toEqual([['CT-001', 'OB-2025-030']]);
      // A client, who reads no contract, may not export the list at all.
      const before = await exportsWritten(t);
      const refusal = await cliente.post('/api/exportacoes', { lista: 'contratos', filtros: {} });
      expect(refused(refusal, 403).detail).toBe('Você não tem permissão para exportar esta lista.');
      expect(await exportsWritten(t)).toEqual(before);
    });

    it('finds a contract in the top bar by its number or party, only for who may read it', async () => {
      const achados = async (who: Client, q: string) => {
        const res = await who.get(`/api/busca?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, res.body).toBe(200);
        const grupo = (res.json() as TBuscaResposta).grupos.find((g) => g.modulo === 'contratos');
        return (grupo?.itens.map((i) => `${i.titulo} | ${i.subtitulo}`) ?? []).sort();
      };
      const montagem =
        'CT-001 · Montagem eletromecânica da Linha 3: tubulação de utilidades, suportes e cabos de força | Montagens Paraná Ltda. · Revisão · OB-2025-014 · Ampliação da fábrica de envase — Linha 3';
      const pier =
        'CT-001 · Obras civis: fundações e bases dos equipamentos do píer | Construtora Litoral Engenharia Ltda. · Emitido para o verificador · OB-2025-030 · Reforço estrutural do píer de carga';
      expect(await achados(fernanda, 'CT-001')).toEqual([montagem, pier]);
      expect(await achados(fernanda, 'montagens paraná')).toEqual([montagem]);
      // A site manager finds the contracts of his obras only; a client, none.
      expect(await achados(gestor, 'CT-001')).toEqual([montagem]);
      expect(await achados(gestor, 'litoral engenharia')).toEqual([]);
      expect(await achados(felipe, 'CT-001')).toEqual([pier]);
      expect(await achados(felipe, 'montagens paraná')).toEqual([]);
      expect(await achados(cliente, 'CT-001')).toEqual([]);
    });
  });
});
