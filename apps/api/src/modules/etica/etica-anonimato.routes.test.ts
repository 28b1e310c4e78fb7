import { Writable } from 'node:stream';
import sharp from 'sharp';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAVE_ETICA, PROTOCOLO_ETICA, type TRelatoCriado } from '@portal/domain';
import {
  APARELHO,
  AUTORA,
  PRODUTOR,
  XMP_MARCA,
  acompanhar,
  arquivosRows,
  complementar,
  downloaded,
  enviarRelato,
  eticaStored,
  fotoComExif,
  mensagensRows,
  pdfAberto,
  pdfComAutor,
  postMultipart,
  readRelato,
  relatoEnviado,
  relatoIdOf,
  relatoInput,
  relatoRow,
  relatosPage,
  visaoDoRelator,
  type Anexo,
} from '../../test/etica-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf, sessionAs } from '../../test/identity-helpers';
import { auditCount, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';

const NAO_CONFERE = 'Protocolo ou chave não conferem. Confira o que anotou ao enviar o relato.';
const MUITAS = 'Muitas tentativas com protocolo ou chave errados. Tente de novo em 15 minutos.';
const DEMO = { protocolo: 'ET-2026-DEM0A1', chave: 'DEM00-C0M1T-EXEMP-00001' };
/** The reporter's device: neither its address nor its browser may be kept anywhere. */
const IP_DO_RELATOR = '203.0.113.77';
const NAVEGADOR_DO_RELATOR =
  'Mozilla/5.0 (Linux; Android 14; CelularDaJoana-X1) AppleWebKit/537.36 Relator/9.9';
const TIPO_NAO_ACEITO = 'Tipo de arquivo não aceito. Envie JPEG, PNG, WebP, PDF.';
const PDF_ILEGIVEL = 'Este PDF não pôde ser lido (está protegido por senha ou danificado).';

/** A PDF whose trailer names an encryption dictionary: readers ask for its password. */
const PDF_CIFRADO = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    '3 0 obj\n<< /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (fedcba9876543210fedcba9876543210) /P -4 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R /Encrypt 3 0 R >>\n%%EOF\n',
);

/** A protocol of the right form that no report has. */
let desconhecidos = 0;
const protocoloDesconhecido = () => `ET-2026-ZZZZ${String(desconhecidos++).padStart(2, '0')}`;
/** A key of the right form that opens nothing. */
const CHAVE_ERRADA = 'ABCDE-FGHJK-MNPQR-STVWX';

/**
 * Issue 23's "Done when", checked through the API and the database as they really are: a report keeps nobody's
 * identity (not in its rows, the audit log or the request log), its files lose their metadata, the key opens it and
 * nothing else does, wrong keys are limited, and bad input stores nothing.
 */
describe('the ethics channel keeps the reporter anonymous', () => {
  let t: TestApp;
  let comite: Client;
  let comite2: Client;
  let gestor: Client;
  let gestorId: string;
  const log: string[] = [];
  /** The report sent by the signed-in site manager, with a photo and a PDF. */
  let doGestor: TRelatoCriado;
  let foto: Buffer;
  let pdf: Buffer;

  const refused = (res: Response, status: number, detail: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const problem = problemOf(res);
    expect(problem.detail).toBe(detail);
    return problem;
  };
  const everything = async () => ({ ...(await eticaStored(t)), audit: await auditCount(t) });

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ demo: true, logStream, env: { MAX_UPLOAD_MB: '1' } });
    const [admin] = await signedInAs(t, ['admin']);
    [comite, comite2] = await signedInAs(t, ['comite.etica', 'comite.etica2']);
    gestor = await sessionAs(t.app, 'gestor@demo.obras.dev', {
      ip: IP_DO_RELATOR,
      userAgent: NAVEGADOR_DO_RELATOR,
    });
    gestorId = await userIdOf(admin, 'gestor@demo.obras.dev');
    [foto, pdf] = await Promise.all([fotoComExif(), pdfComAutor()]);
  });
  afterAll(() => t.close());

  describe('a report sent by someone signed in', () => {
    let auditBefore: number;
    let logFrom: number;

    beforeAll(async () => {
      const [last] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
      auditBefore = last?.id ?? 0;
      logFrom = log.length;
      const res = await enviarRelato(
        t,
        relatoInput({ categoria: 'fraude', relato: 'O almoxarife vende cimento da obra no fim de semana.' }),
        [
          { nome: 'IMG_20260312_Joana_Denunciante.jpg', bytes: foto },
          { nome: 'nota-de-Joana-Denunciante.pdf', bytes: pdf },
        ],
        { ip: IP_DO_RELATOR, userAgent: NAVEGADOR_DO_RELATOR, cookie: gestor.jar.header() },
      );
      expect(res.statusCode, res.body).toBe(201);
      doGestor = res.json();
    });

    it('answers a protocol and a key of their published forms', () => {
      expect(doGestor.protocolo).toMatch(PROTOCOLO_ETICA);
      expect(doGestor.chave).toMatch(CHAVE_ETICA);
    });

    it('stores no user, address or browser in the report, its files or messages', async () => {
      const row = await relatoRow(t, doGestor.protocolo);
      // The report's columns: what the reporter wrote, the workflow's, and nothing about who sent it.
      expect(Object.keys(row).sort()).toEqual(
        [
          'id',
          'protocolo',
          'chaveHash',
          'categoria',
          'relato',
          'local',
          'quando',
          'envolvidos',
          'nome',
          'contato',
          'status',
          'investigadorId',
          'versao',
          'falhasChave',
          'falhasDesde',
          'bloqueadoAte',
          'createdAt',
          'updatedAt',
        ].sort(),
      );
      expect(row).toMatchObject({ nome: null, contato: null, investigadorId: null, categoria: 'fraude' });
      const files = await arquivosRows(t, row.id);
      expect(files.map((f) => [f.nome, f.mime, f.enviadoPor]).sort()).toEqual([
        ['anexo-1.jpg', 'image/jpeg', null],
        ['anexo-2.pdf', 'application/pdf', null],
      ]);
      expect(await mensagensRows(t, row.id)).toEqual([]);
      const stored = JSON.stringify({ row, files });
      for (const trace of [IP_DO_RELATOR, NAVEGADOR_DO_RELATOR, gestorId, 'gestor@demo', 'Joana'])
        expect(stored).not.toContain(trace);
    });

    it('keeps only the hash of the key', async () => {
      const row = await relatoRow(t, doGestor.protocolo);
      expect(row.chaveHash).not.toBe(doGestor.chave);
      expect(row.chaveHash).toMatch(/^[0-9a-f]{64}$/);
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(doGestor.chave);
      expect(stored).not.toContain(doGestor.chave.replace(/-/g, ''));
    });

    it('writes one audit line without actor, e-mail, request id or address', async () => {
      const written = await t.database.db
        .select()
        .from(auditLog)
        .where(gt(auditLog.id, auditBefore))
        .orderBy(auditLog.id);
      const row = await relatoRow(t, doGestor.protocolo);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        entity: 'denuncia_etica',
        entityId: row.id,
        action: 'criar',
        actorId: null,
        actorEmail: null,
        requestId: null,
        after: { protocolo: doGestor.protocolo, categoria: 'fraude', status: 'aberto', arquivos: 2 },
      });
      const text = JSON.stringify(written);
      for (const trace of [IP_DO_RELATOR, NAVEGADOR_DO_RELATOR, gestorId, 'gestor@demo', doGestor.chave])
        expect(text).not.toContain(trace);
    });

    it('leaves the request in the log without the address, the browser or the signed-in user', async () => {
      const lines = log.slice(logFrom).map((line) => JSON.parse(line) as Record<string, unknown>);
      const ofRoute = lines.filter(
        (l) => (l.req as { url?: string } | undefined)?.url === '/api/etica/publico/relatos',
      );
      expect(ofRoute.length).toBeGreaterThan(0);
      expect(ofRoute[0]!.req).toEqual({ method: 'POST', url: '/api/etica/publico/relatos' });
      const text = log.slice(logFrom).join('');
      for (const trace of [IP_DO_RELATOR, NAVEGADOR_DO_RELATOR, 'CelularDaJoana', gestorId, 'gestor@demo'])
        expect(text).not.toContain(trace);

      // The control: the same browser on any other route is logged with its address, so the check above means something.
      const controlFrom = log.length;
      expect((await gestor.get('/api/me/notificacoes/nao-lidas')).statusCode).toBe(200);
      const control = log.slice(controlFrom).map((line) => JSON.parse(line) as { req?: unknown });
      expect(control).toContainEqual(
        expect.objectContaining({
          req: { method: 'GET', url: '/api/me/notificacoes/nao-lidas', remoteAddress: IP_DO_RELATOR },
        }),
      );
    });

    it('removes the photo’s EXIF (owner, camera, GPS position) from the stored bytes', async () => {
      // The photo as sent carries all of it.
      expect(foto.toString('latin1')).toContain(AUTORA);
      expect(foto.toString('latin1')).toContain('Exif');
      const sentExif = (await sharp(foto).metadata()).exif!;
      // The pointer to the GPS directory (tag 0x8825, little-endian in what sharp writes).
      expect(sentExif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

      const relato = await readRelato(comite, await relatoIdOf(comite, doGestor.protocolo));
      expect(relato.arquivos.map((a) => a.nome)).toEqual(['anexo-1.jpg', 'anexo-2.pdf']);
      const stored = await downloaded(comite, relato.arquivos[0]!.id);
      const text = stored.toString('latin1');
      for (const trace of [AUTORA, APARELHO, 'Exif']) expect(text).not.toContain(trace);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    });

    it('removes the PDF’s author, producer and XMP from the stored bytes, keeping its page', async () => {
      const sent = pdf.toString('latin1');
      for (const trace of [AUTORA, PRODUTOR, XMP_MARCA]) expect(sent).toContain(trace);

      const relato = await readRelato(comite, await relatoIdOf(comite, doGestor.protocolo));
      const stored = await downloaded(comite, relato.arquivos[1]!.id);
      expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
      const opened = await pdfAberto(stored);
      expect(opened).toMatchObject({
        author: undefined,
        producer: undefined,
        creator: undefined,
        metadata: undefined,
      });
      for (const bytes of [stored.toString('latin1'), opened.plain])
        for (const trace of [AUTORA, PRODUTOR, APARELHO, XMP_MARCA, 'xpacket'])
          expect(bytes).not.toContain(trace);
      expect(opened.plain).toContain('/Type /Page');
    });
  });

  describe('following a report with the protocol and the key', () => {
    it('opens the report typed in lower case, with spaces, O for 0', async () => {
      const typed = await visaoDoRelator(t, {
        protocolo: '  et-2026 - demoa1 ',
        chave: 'demoo comit exemp ooOO1',
      });
      expect(typed).toMatchObject({ protocolo: DEMO.protocolo, status: 'aberto', categoria: 'seguranca' });
      expect(await visaoDoRelator(t, DEMO)).toEqual(typed);
    });

    it('answers a wrong key and an unknown protocol alike (404, same message)', async () => {
      const wrong = await acompanhar(t, { ...DEMO, chave: CHAVE_ERRADA }, '198.51.100.1');
      const unknown = await acompanhar(
        t,
        { protocolo: protocoloDesconhecido(), chave: DEMO.chave },
        '198.51.100.1',
      );
      const a = refused(wrong, 404, NAO_CONFERE);
      const b = refused(unknown, 404, NAO_CONFERE);
      expect({ ...a, instance: null }).toEqual({ ...b, instance: null });
      expect(a.code).toBe('NOT_FOUND');
      // A key of the wrong form is a typing error, said as such.
      const malformed = await acompanhar(t, { ...DEMO, chave: 'abc' }, '198.51.100.1');
      expect(malformed.statusCode).toBe(400);
      expect(problemOf(malformed).errors).toEqual([
        { campo: 'chave', mensagem: 'Chave inválida: ela tem 20 letras e números' },
      ]);
    });

    it('shows the reporter the status and the answers, never the investigation nor who in the committee handles it', async () => {
      const acesso = await relatoEnviado(t, { categoria: 'assedio_moral' }, [], { ip: '198.51.100.2' });
      const id = await relatoIdOf(comite, acesso.protocolo);
      const helena = (await comite.get('/api/etica/membros'))
        .json()
        .items.find((m: { email: string }) => m.email === 'comite.etica@demo.obras.dev');
      expect(
        (await comite.put(`/api/etica/relatos/${id}/investigador`, { investigadorId: helena.id })).statusCode,
      ).toBe(200);
      expect((await comite.post(`/api/etica/relatos/${id}/movimentos/iniciar`, {})).statusCode).toBe(200);
      const apuracao = 'Ouvida a testemunha Fulano; confirma os gritos no canteiro.';
      expect((await comite.post(`/api/etica/relatos/${id}/apuracao`, { texto: apuracao })).statusCode).toBe(
        201,
      );
      const resposta = 'Recebemos o seu relato e a apuração começou.';
      expect((await comite2.post(`/api/etica/relatos/${id}/respostas`, { texto: resposta })).statusCode).toBe(
        201,
      );

      const visto = await visaoDoRelator(t, acesso, '198.51.100.2');
      expect(visto).toMatchObject({
        protocolo: acesso.protocolo,
        status: 'em_andamento',
        mensagens: [{ tipo: 'resposta', texto: resposta, arquivos: [] }],
      });
      const body = JSON.stringify(visto);
      for (const hidden of [
        apuracao,
        'Fulano',
        'Helena',
        'Prado',
        'Marcos',
        'Vieira',
        'comite.etica',
        helena.id,
        'investigador',
        'apuracao',
      ])
        expect(body).not.toContain(hidden);
    });
  });

  describe('wrong keys', () => {
    it('stop a client after 5 wrong tries, even with the right key next, while another address goes on', async () => {
      const acesso = await relatoEnviado(t);
      const ip = '198.51.100.20';
      // Unknown protocols, so that only the client's count grows (not a report's).
      for (let i = 0; i < 5; i++)
        refused(
          await acompanhar(t, { protocolo: protocoloDesconhecido(), chave: CHAVE_ERRADA }, ip),
          404,
          NAO_CONFERE,
        );
      const blocked = refused(await acompanhar(t, acesso, ip), 429, MUITAS);
      expect(blocked.code).toBe('TOO_MANY_REQUESTS');
      // Adding information is the same door.
      const before = await everything();
      refused(await complementar(t, { ...acesso, texto: 'Mais um detalhe.' }, [], { ip }), 429, MUITAS);
      expect(await everything()).toEqual(before);

      expect((await visaoDoRelator(t, acesso, '198.51.100.21')).protocolo).toBe(acesso.protocolo);
    });

    it('lock a protocol after 5 wrong keys from 5 addresses, even for the right key from a new one', async () => {
      const acesso = await relatoEnviado(t);
      for (let i = 0; i < 5; i++)
        refused(
          await acompanhar(t, { ...acesso, chave: CHAVE_ERRADA }, `198.51.100.${30 + i}`),
          404,
          NAO_CONFERE,
        );
      const locked = await acompanhar(t, acesso, '198.51.100.39');
      refused(locked, 429, MUITAS);
      expect(locked.headers['retry-after']).toBe('900');
      // The lock is the protocol's: the same new address still opens another report.
      expect((await visaoDoRelator(t, DEMO, '198.51.100.39')).protocolo).toBe(DEMO.protocolo);
      // The committee still reads it.
      expect((await readRelato(comite, await relatoIdOf(comite, acesso.protocolo))).status).toBe('aberto');
    });

    it('count again from zero once the right key opens the report', async () => {
      const acesso = await relatoEnviado(t);
      const wrongFrom = (ip: string) => acompanhar(t, { ...acesso, chave: CHAVE_ERRADA }, ip);
      for (let i = 0; i < 4; i++) refused(await wrongFrom(`198.51.100.${40 + i}`), 404, NAO_CONFERE);
      await visaoDoRelator(t, acesso, '198.51.100.48');
      for (let i = 0; i < 4; i++) refused(await wrongFrom(`198.51.100.${44 + i}`), 404, NAO_CONFERE);
      expect((await visaoDoRelator(t, acesso, '198.51.100.49')).protocolo).toBe(acesso.protocolo);
    });
  });

  describe('additions by the reporter', () => {
    it('reach the committee as new, anonymous even when signed in, until the committee answers', async () => {
      const acesso = await relatoEnviado(t, {}, [], { ip: '198.51.100.60' });
      const id = await relatoIdOf(comite, acesso.protocolo);
      const novos = async () =>
        (await relatosPage(comite, `busca=${acesso.protocolo}`)).items[0]!.complementosNovos;
      expect(await novos()).toBe(0);

      const first = await complementar(
        t,
        { ...acesso, texto: 'Esqueci de dizer: acontece às sextas.' },
        [{ nome: 'foto-da-Joana.jpg', bytes: foto }],
        { ip: IP_DO_RELATOR, userAgent: NAVEGADOR_DO_RELATOR, cookie: gestor.jar.header() },
      );
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().mensagens).toEqual([
        expect.objectContaining({
          tipo: 'complemento',
          texto: 'Esqueci de dizer: acontece às sextas.',
          arquivos: [{ nome: 'anexo-1.jpg' }],
        }),
      ]);
      const second = await complementar(t, { ...acesso, texto: 'E o caminhão é branco.' }, [], {
        ip: '198.51.100.60',
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(await novos()).toBe(2);

      const relato = await readRelato(comite, id);
      expect(relato.complementosNovos).toBe(2);
      expect(relato.mensagens.map((m) => [m.tipo, m.autor, m.arquivos.map((a) => a.nome)])).toEqual([
        ['complemento', null, ['anexo-1.jpg']],
        ['complemento', null, []],
      ]);
      const stored = await mensagensRows(t, id);
      expect(stored.map((m) => m.autorId)).toEqual([null, null]);
      const files = await arquivosRows(t, id);
      expect(files.map((f) => [f.nome, f.enviadoPor])).toEqual([['anexo-1.jpg', null]]);
      const bytes = await downloaded(comite, relato.mensagens[0]!.arquivos[0]!.id);
      expect(bytes.toString('latin1')).not.toContain(AUTORA);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'complementar')));
      expect(audit.map((a) => [a.actorId, a.actorEmail, a.requestId])).toEqual([
        [null, null, null],
        [null, null, null],
      ]);
      expect(JSON.stringify({ stored, files, audit })).not.toContain(gestorId);

      const answered = await comite.post(`/api/etica/relatos/${id}/respostas`, {
        texto: 'Obrigado, vamos verificar às sextas.',
      });
      expect(answered.statusCode, answered.body).toBe(201);
      expect(answered.json().complementosNovos).toBe(0);
      expect(await novos()).toBe(0);
      const visto = await visaoDoRelator(t, acesso, '198.51.100.60');
      expect(visto.mensagens.map((m) => m.tipo)).toEqual(['complemento', 'complemento', 'resposta']);
    });
  });

  describe('bad input stores nothing', () => {
    const jpegQuebrado = () => Buffer.concat([foto.subarray(0, 200), Buffer.alloc(300, 7)]);
    const cases: [
      string,
      () => unknown,
      () => Anexo[],
      number,
      string,
      { campo: string; mensagem: string }[]?,
    ][] = [
      [
        'no report text',
        () => ({ categoria: 'seguranca' }),
        () => [],
        400,
        'Os dados enviados são inválidos.',
        [{ campo: 'relato', mensagem: 'Conte o que aconteceu (pelo menos 20 caracteres)' }],
      ],
      [
        'a report text too short',
        () => relatoInput({ relato: '   Curto demais.   ' }),
        () => [{ nome: 'a.jpg', bytes: foto }],
        400,
        'Os dados enviados são inválidos.',
        [{ campo: 'relato', mensagem: 'Conte o que aconteceu (pelo menos 20 caracteres)' }],
      ],
      [
        'an unknown category',
        () => relatoInput({ categoria: 'fofoca' as never }),
        () => [],
        400,
        'Os dados enviados são inválidos.',
        [{ campo: 'categoria', mensagem: 'Escolha a categoria' }],
      ],
      [
        'more than 5 files',
        () => relatoInput(),
        () => Array.from({ length: 6 }, (_, i) => ({ nome: `f${i}.jpg`, bytes: foto })),
        400,
        'Envie no máximo 5 arquivos.',
        [{ campo: 'arquivos', mensagem: 'No máximo 5 arquivos' }],
      ],
      [
        'a text file named .jpg',
        () => relatoInput(),
        () => [
          { nome: 'ok.jpg', bytes: foto },
          { nome: 'foto.jpg', bytes: Buffer.from('isto não é uma foto, é um texto qualquer\n') },
        ],
        415,
        TIPO_NAO_ACEITO,
      ],
      [
        'a program named .jpg',
        () => relatoInput(),
        () => [{ nome: 'foto.jpg', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0)]) }],
        415,
        TIPO_NAO_ACEITO,
      ],
      [
        'a broken photo',
        () => relatoInput(),
        () => [{ nome: 'foto.jpg', bytes: jpegQuebrado() }],
        415,
        'Esta imagem não pôde ser lida (está danificada?).',
      ],
      [
        'a password-protected PDF',
        () => relatoInput(),
        () => [{ nome: 'doc.pdf', bytes: PDF_CIFRADO }],
        415,
        PDF_ILEGIVEL,
      ],
      [
        'a truncated PDF',
        () => relatoInput(),
        () => [{ nome: 'doc.pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R') }],
        415,
        PDF_ILEGIVEL,
      ],
      [
        'a PDF with nothing inside but its header',
        () => relatoInput(),
        () => [{ nome: 'doc.pdf', bytes: Buffer.from(`%PDF-1.4\n${'x'.repeat(300)}\n%%EOF\n`) }],
        415,
        PDF_ILEGIVEL,
      ],
      [
        'a file over MAX_UPLOAD_MB (1 MB here)',
        () => relatoInput(),
        () => [{ nome: 'grande.jpg', bytes: Buffer.concat([foto, Buffer.alloc(1024 * 1024, 1)]) }],
        413,
        'Um dos arquivos passa do limite de 1 MB.',
      ],
    ];

    it.each(cases)('refuses %s, with its message', async (_name, dados, anexos, status, detail, errors) => {
      const before = await everything();
      const res = await enviarRelato(t, dados(), anexos(), { ip: '198.51.100.70' });
      const problem = refused(res, status, detail);
      if (errors) expect(problem.errors).toEqual(errors);
      expect(await everything()).toEqual(before);
    });

    it('refuses an addition with a bad file, storing no message nor file', async () => {
      const before = await everything();
      const res = await postMultipart(
        t,
        '/api/etica/publico/complementos',
        { ...DEMO, texto: 'Segue o documento.' },
        [{ nome: 'doc.pdf', bytes: PDF_CIFRADO }],
        { ip: '198.51.100.71' },
      );
      refused(res, 415, PDF_ILEGIVEL);
      expect(await everything()).toEqual(before);
    });
  });
});
