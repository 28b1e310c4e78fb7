import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TTaf } from '@portal/domain';
import { dataRows, exportReady, exportedSheet } from '../../test/export-helpers';
import type { Client } from '../../test/http-client';
import { PNG, obraIdOf, signedInAs } from '../../test/obras-helpers';
import {
  FABRICACAO,
  MODELOS,
  assinar,
  criarProduto,
  iniciarTaf,
  modeloInput,
  postFoto,
  responder,
  tafUrl,
} from '../../test/produtos-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The PDF's text, every page, with runs of blanks as one space. */
async function pdfText(who: Client, taf: string): Promise<string> {
  const res = await who.get(`${tafUrl(taf)}/pdf`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the TAF printed as a PDF a client would file, and its Excel export (issue 20)', () => {
  let t: TestApp;
  let inspetor: Client;
  let leitor: Client;
  let taf: TTaf;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const [admin, produtos, adminTaf] = await signedInAs(t, ['admin', 'produtos', 'admin.taf']);
    [inspetor, leitor] = await signedInAs(t, ['taf', 'leitura']);
    const produto = await criarProduto(produtos, { codigo: 'VB-PDF-1', nome: 'Válvula borboleta DN100' });
    const modelo = await adminTaf.post(
      MODELOS,
      modeloInput(produto.id, {
        pontos: [
          { tipo: 'instrucao', descricao: 'Conferir a placa de identificação' },
          { tipo: 'medicao', descricao: 'Diâmetro do eixo', nominal: 10, tolerancia: 0.05, unidade: 'mm' },
          { tipo: 'foto', descricao: 'Foto do disco montado' },
        ],
      }),
    );
    expect(modelo.statusCode, modelo.body).toBe(201);
    taf = await iniciarTaf(inspetor, {
      produtoId: produto.id,
      obraId: await obraIdOf(admin, FABRICACAO),
      modeloId: modelo.json().id,
      numeroSerie: 'VB-2026-0042',
    });
    const [instrucao, medicao, foto] = taf.pontos as [
      TTaf['pontos'][0],
      TTaf['pontos'][0],
      TTaf['pontos'][0],
    ];
    await responder(inspetor, taf.id, instrucao.id, { resultado: 'conforme' });
    await responder(inspetor, taf.id, medicao.id, { valorMedido: '10.08', observacao: 'Eixo fora da cota' });
    const enviada = await postFoto(t, inspetor, taf.id, foto.id, 'disco.png', PNG);
    expect(enviada.statusCode, enviada.body).toBe(201);
    await responder(inspetor, taf.id, foto.id, { resultado: 'conforme', fotoId: enviada.json().id });
    const testemunhas = await inspetor.put(`${tafUrl(taf.id)}/testemunhas`, {
      testemunhas: [{ nome: 'Jorge Tavares', empresa: 'Bureau de Inspeção Técnica', cargo: 'Inspetor' }],
    });
    expect(testemunhas.statusCode, testemunhas.body).toBe(200);
    const concluido = await inspetor.post(`${tafUrl(taf.id)}/concluir`, {});
    expect(concluido.statusCode, concluido.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it('marks the PDF as a draft until the second signature', async () => {
    const texto = await pdfText(leitor, taf.id);
    expect(texto).toContain('RASCUNHO');
    expect(texto).toContain('Não assinado');
  });

  it('prints the serial number, each point with its result, the witnesses and both signers once signed', async () => {
    expect((await assinar(inspetor, taf.id, 'fabrica', 'Rogério Batista')).statusCode).toBe(200);
    const segunda = await assinar(
      inspetor,
      taf.id,
      'cliente',
      'Renata Albuquerque',
      'Cervejaria Serra Azul S.A.',
    );
    expect(segunda.statusCode, segunda.body).toBe(200);
    const texto = await pdfText(leitor, taf.id);
    expect(texto).not.toContain('RASCUNHO');
    for (const trecho of [
      'VB-2026-0042',
      'VB-PDF-1 — Válvula borboleta DN100',
      FABRICACAO,
      'Cervejaria Serra Azul S.A.',
      'Conferir a placa de identificação',
      'Diâmetro do eixo',
      '10 ± 0,05 mm',
      '10,08 mm',
      'Não conforme',
      'Foto do disco montado',
      'Jorge Tavares',
      'Bureau de Inspeção Técnica',
      'Inspetor da fábrica',
      'Rogério Batista',
      'Inspetor do cliente',
      'Renata Albuquerque',
      'REPROVADO',
    ])
      expect(texto, trecho).toContain(trecho);
    expect(texto.match(/Conforme/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('exports the TAF records to Excel with the list’s filters', async () => {
    const pronta = await exportReady(t, leitor, { lista: 'tafs', filtros: { busca: 'VB-2026-0042' } });
    expect(pronta.status).toBe('pronta');
    const linhas = dataRows(await exportedSheet(leitor, pronta));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]!.slice(1, 4)).toEqual(['VB-PDF-1', 'Válvula borboleta DN100', 'VB-2026-0042']);
    expect(linhas[0]!.slice(7, 9)).toEqual(['Assinado', 'Reprovado']);
  });
});
