import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo, type TRdo } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { obraIdOf, signedInAs } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move, postPhoto } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const diasAtras = (n: number) => addDays(todayInSaoPaulo(), -n);

describe('RDO photos, PDF and spreadsheet', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let cliente: Client;
  let aprovador: Client;
  let linha3: string;
  let rdo: TRdo;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, cliente, aprovador] = await signedInAs(t, ['admin', 'gestor', 'cliente', 'aprovador']);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    rdo = await buildRdo(gestor, linha3, diasAtras(50), { comentarios: 'Concretagem do bloco B.' });
    photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a6d3b' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  describe('POST /api/diarios/:diario/fotos', () => {
    it('stores a photo with its caption and a thumbnail', async () => {
      const res = await postPhoto(t, gestor, rdo.id, photo, 'bloco-b.jpg', 'Armação do bloco B');
      expect(res.statusCode, res.body).toBe(201);
      const foto = res.json();
      expect(foto).toMatchObject({
        legenda: 'Armação do bloco B',
        nome: 'bloco-b.jpg',
        miniaturaId: expect.any(String),
      });
      const thumb = await gestor.get(`/api/arquivos/${foto.miniaturaId}`);
      expect(thumb.statusCode).toBe(200);
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 360]);
      const full = (await gestor.get(`/api/diarios/${rdo.id}`)).json() as TRdo;
      expect(full.fotos.map((f) => f.legenda)).toEqual(['Armação do bloco B']);
    });

    it('refuses a file that is not a picture, and someone who may not edit the report', async () => {
      const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
      const wrong = await postPhoto(t, gestor, rdo.id, pdf, 'foto.jpg');
      expect(wrong.statusCode).toBe(415);
      expect(problemOf(wrong).detail).toBe('Tipo de arquivo não aceito. Envie JPEG, PNG, WebP.');
      // A client never edits a report: the route's guard refuses before the record is even looked up.
      expect((await postPhoto(t, cliente, rdo.id, photo)).statusCode).toBe(403);
      expect((await gestor.get(`/api/diarios/${rdo.id}`)).json().fotos).toHaveLength(1);
    });

    it('lets the caption change and the photo go while the report is open, not after', async () => {
      const foto = (await postPhoto(t, gestor, rdo.id, photo, 'extra.jpg', 'Extra')).json();
      const renamed = await gestor.patch(`/api/diarios/${rdo.id}/fotos/${foto.id}`, {
        legenda: 'Vista geral',
      });
      expect(renamed.json().legenda).toBe('Vista geral');
      expect((await gestor.delete(`/api/diarios/${rdo.id}/fotos/${foto.id}`)).statusCode).toBe(204);
      expect((await gestor.get(`/api/arquivos/${foto.arquivoId}`)).statusCode).toBe(404);

      await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
      const [kept] = (await gestor.get(`/api/diarios/${rdo.id}`)).json().fotos;
      expect((await gestor.delete(`/api/diarios/${rdo.id}/fotos/${kept.id}`)).statusCode).toBe(403);
      expect((await postPhoto(t, gestor, rdo.id, photo)).statusCode).toBe(403);
    });

    it('lets the obra’s client see a finalized report’s photos, and nobody else outside it', async () => {
      const [foto] = (await gestor.get(`/api/diarios/${rdo.id}`)).json().fotos;
      expect((await cliente.get(`/api/arquivos/${foto.arquivoId}`)).statusCode).toBe(200);
      expect((await aprovador.get(`/api/arquivos/${foto.arquivoId}`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/diarios/:diario/pdf', () => {
    it('downloads the report as a PDF named after the obra, number and date', async () => {
      const res = await cliente.get(`/api/diarios/${rdo.id}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="RDO-OB-2025-014-${String(rdo.numero).padStart(3, '0')}-${rdo.data}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(5000);
    });

    it('is not served to whoever may not read the report', async () => {
      expect((await aprovador.get(`/api/diarios/${rdo.id}/pdf`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/diarios/exportar', () => {
    it('streams a spreadsheet with one line per report the user may read in the period', async () => {
      const query = `obra=${linha3}&de=${diasAtras(14)}&ate=${diasAtras(1)}`;
      const listed = (await admin.get(`/api/diarios?${query}`)).json().total as number;
      const res = await admin.get(`/api/diarios/exportar?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('RDOs')!;
      expect(sheet.actualRowCount - 1).toBe(listed);
      expect(String(sheet.getRow(2).getCell(1).value)).toContain('OB-2025-014');
    });

    it('holds only the signed reports of their obras for a client', async () => {
      const clientTotal = (await cliente.get('/api/diarios?pageSize=1')).json().total as number;
      const res = await cliente.get('/api/diarios/exportar');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.getWorksheet('RDOs')!.actualRowCount - 1).toBe(clientTotal);
    });

    it('refuses a period out of order before writing anything', async () => {
      const res = await admin.get(`/api/diarios/exportar?de=${diasAtras(1)}&ate=${diasAtras(9)}`);
      expect(res.statusCode).toBe(400);
    });
  });
});
