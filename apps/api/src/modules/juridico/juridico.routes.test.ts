import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAgenda,
  formatDate,
  type TJuridicoEventoInput,
  type TProcesso,
  type TProcessoResumo,
} from '@portal/domain';
import { dataRows, exportReady, exportedSheet } from '../../test/export-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import {
  DEMO_CNJ,
  asInput,
  createProcesso,
  dia,
  enviarDocumento,
  feedDe,
  juridicoStored,
  notificacoesDe,
  processoIdOf,
  processoInput,
  processosPage,
  readProcesso,
  solicitacoesPage,
  sweep,
  uniqueCnj,
  wrongCheckDigit,
} from '../../test/juridico-helpers';
import { auditCount, auditOf, clienteIdOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { PDF } from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.schema';
import { notificacaoEventos } from '../notificacoes/notificacoes.schema';
import { lembrarEventos } from './juridico-lembretes.job';

const DIGITOS_NAO_CONFEREM =
  'Número CNJ inválido: os dígitos verificadores (DD) não conferem com o restante do número; confira cada dígito';
const FORMATO = 'Número CNJ inválido: use o formato NNNNNNN-DD.AAAA.J.TR.OOOO (20 dígitos)';
const DADOS_INVALIDOS = 'Os dados enviados são inválidos.';
const CONSULTA_INVALIDA = 'Parâmetros de consulta inválidos.';
const MUDOU =
  'Outra pessoa alterou este processo enquanto você o editava. Atualize a página e tente de novo.';
const EVENTO_NAO_ENCONTRADO = 'Audiência ou prazo não encontrado.';
const NENHUM = '00000000-0000-4000-8000-000000000000';

describe('legal cases: registering, the list and its totals, hearings, documents, reminders (issue 21)', () => {
  let t: TestApp;
  let admin: Client;
  let juridico: Client;
  let rh: Client;
  let seguranca: Client;
  let escritorio: Client;
  let escritorio2: Client;
  let leitura: Client;
  let obra: { linha3: string; subestacao: string };
  let firma: { moraes: string; pereira: string; serraAzul: string };
  let pessoa: { rh: string; seguranca: string; cliente: string };
  let trabalhista: TProcesso;

  const everything = async () => ({ ...(await juridicoStored(t)), audit: await auditCount(t) });
  const refused = (res: Response, status: number, detail: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const problem = problemOf(res);
    expect(problem.detail).toBe(detail);
    return problem;
  };
  const url = (id: string) => `/api/juridico/processos/${id}`;
  const digits = (cnj: string) => cnj.replace(/\D/g, '');

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, juridico, rh, seguranca, escritorio, escritorio2, leitura] = await signedInAs(t, [
      'admin',
      'juridico',
      'rh',
      'seguranca',
      'escritorio',
      'escritorio2',
      'leitura',
    ]);
    obra = {
      linha3: await obraIdOf(admin, 'OB-2025-014'),
      subestacao: await obraIdOf(admin, 'OB-2025-021'),
    };
    firma = {
      moraes: await clienteIdOf(admin, 'Moraes & Bastos'),
      pereira: await clienteIdOf(admin, 'Pereira Lima'),
      serraAzul: await clienteIdOf(admin, 'Serra Azul'),
    };
    pessoa = {
      rh: await userIdOf(admin, 'rh@demo.obras.dev'),
      seguranca: await userIdOf(admin, 'seguranca@demo.obras.dev'),
      cliente: await userIdOf(admin, 'cliente@demo.obras.dev'),
    };
    trabalhista = await readProcesso(juridico, await processoIdOf(juridico, DEMO_CNJ.trabalhista));
  });
  afterAll(() => t.close());

  describe('registering a case', () => {
    it('takes a valid CNJ number typed without punctuation and keeps it in its written form', async () => {
      const cnj = uniqueCnj();
      const before = await everything();
      const res = await juridico.post(
        '/api/juridico/processos',
        processoInput(obra.linha3, {
          tipo: 'trabalhista',
          numeroCnj: ` ${digits(cnj)} `,
          escritorioId: firma.moraes,
          responsavelDpId: pessoa.rh,
          responsavelSegId: pessoa.seguranca,
          valorCausa: '85000.5',
          provisaoRisco: 'provavel',
          provisaoValor: '30000',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const p = res.json() as TProcesso;
      expect(p).toMatchObject({
        numeroCnj: cnj,
        tipo: 'trabalhista',
        obra: { id: obra.linha3, codigo: 'OB-2025-014' },
        escritorio: { id: firma.moraes, nome: 'Moraes & Bastos Advogados' },
        responsavelDp: { id: pessoa.rh, nome: 'Patrícia Gomes', email: 'rh@demo.obras.dev' },
        responsavelSeg: { id: pessoa.seguranca, nome: 'Jorge Lima', email: 'seguranca@demo.obras.dev' },
        valorCausa: '85000.50',
        provisaoValor: '30000.00',
        fase: 'inicial',
        eventos: [],
        solicitacoes: [],
        proximoEvento: null,
        versao: 0,
      });
      expect(await readProcesso(juridico, p.id)).toEqual(p);
      expect(await everything()).toMatchObject({ processos: before.processos + 1, audit: before.audit + 1 });
      expect((await auditOf(t, 'processo_juridico', p.id)).map((a) => a.action)).toEqual(['criar']);
      // Found by its digits, however they are typed.
      expect((await processosPage(juridico, `busca=${digits(cnj)}`)).items.map((x) => x.id)).toEqual([p.id]);
      expect((await processosPage(juridico, `busca=${cnj}`)).items.map((x) => x.id)).toEqual([p.id]);
    });

    it('refuses a wrong check digit, saying the check digits do not match, a wrong format, and stores nothing', async () => {
      const before = await everything();
      const cnj = uniqueCnj();
      for (const numeroCnj of [wrongCheckDigit(cnj), digits(wrongCheckDigit(cnj))]) {
        const res = await juridico.post('/api/juridico/processos', processoInput(obra.linha3, { numeroCnj }));
        expect(refused(res, 400, DADOS_INVALIDOS).errors).toEqual([
          { campo: 'numeroCnj', mensagem: DIGITOS_NAO_CONFEREM },
        ]);
      }
      for (const numeroCnj of [
        '1002345-41.2025.5.02',
        '1002345412025502046',
        'CNJ 1002345-41.2025.5.02.0461x',
        '',
      ]) {
        const res = await juridico.post('/api/juridico/processos', processoInput(obra.linha3, { numeroCnj }));
        expect(refused(res, 400, DADOS_INVALIDOS).errors, numeroCnj).toEqual([
          { campo: 'numeroCnj', mensagem: FORMATO },
        ]);
      }
      expect(await everything()).toEqual(before);
      // The same number with its right digits is taken.
      expect((await createProcesso(juridico, obra.linha3, { numeroCnj: cnj })).numeroCnj).toBe(cnj);
    });

    it('refuses a CNJ number already registered (409), however it is typed', async () => {
      const before = await everything();
      for (const numeroCnj of [DEMO_CNJ.civel, digits(DEMO_CNJ.civel)])
        refused(
          await juridico.post('/api/juridico/processos', processoInput(obra.linha3, { numeroCnj })),
          409,
          `Já existe um processo com o número CNJ ${DEMO_CNJ.civel}.`,
        );
      expect(await everything()).toEqual(before);
    });

    it('refuses, field by field, an unknown obra, a firm that is no partner, and a client as DP or safety person', async () => {
      const before = await everything();
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ obraId: NENHUM }, 'Obra não encontrada.', 'obraId', 'Obra não encontrada'],
        [
          { escritorioId: firma.serraAzul },
          'Escolha um escritório parceiro.',
          'escritorioId',
          'Não é um escritório parceiro',
        ],
        [
          { responsavelDpId: pessoa.cliente },
          'Escolha uma pessoa ativa da equipe.',
          'responsavelDpId',
          'Não é uma pessoa ativa da equipe',
        ],
        [
          { responsavelSegId: pessoa.cliente },
          'Escolha uma pessoa ativa da equipe.',
          'responsavelSegId',
          'Não é uma pessoa ativa da equipe',
        ],
      ];
      for (const [fields, detail, campo, mensagem] of cases) {
        const res = await juridico.post('/api/juridico/processos', processoInput(obra.linha3, fields));
        expect(refused(res, 400, detail).errors).toEqual([{ campo, mensagem }]);
        const edit = await juridico.put(url(trabalhista.id), asInput(trabalhista, fields));
        expect(refused(edit, 400, detail).errors).toEqual([{ campo, mensagem }]);
      }
      const bad = await juridico.post('/api/juridico/processos', {
        ...processoInput(obra.linha3),
        valorCausa: '12,50',
        provisaoRisco: 'certa',
      });
      expect(refused(bad, 400, DADOS_INVALIDOS).errors).toEqual([
        { campo: 'valorCausa', mensagem: 'Valor inválido: use números, com até duas casas decimais' },
        { campo: 'provisaoRisco', mensagem: 'Escolha o risco' },
      ]);
      expect(await everything()).toEqual(before);
      expect(await readProcesso(juridico, trabalhista.id)).toEqual(trabalhista);
    });
  });

  describe('editing a case', () => {
    it('saves a change at the version read, refuses a stale one (409) and a number of another case (409)', async () => {
      const p = await createProcesso(juridico, obra.subestacao, { escritorioId: firma.pereira });
      const first = await juridico.put(
        url(p.id),
        asInput(p, { fase: 'instrucao', provisaoValor: '2500.75' }),
      );
      expect(first.statusCode, first.body).toBe(200);
      const edited = first.json() as TProcesso;
      expect(edited).toMatchObject({ fase: 'instrucao', provisaoValor: '2500.75', versao: 1 });

      const before = await everything();
      refused(await juridico.put(url(p.id), asInput(p, { fase: 'sentenca' })), 409, MUDOU);
      refused(
        await juridico.put(url(p.id), asInput(edited, { numeroCnj: digits(DEMO_CNJ.trabalhista) })),
        409,
        `Já existe um processo com o número CNJ ${DEMO_CNJ.trabalhista}.`,
      );
      expect(await everything()).toEqual(before);
      expect(await readProcesso(juridico, p.id)).toEqual(edited);
      const audit = await auditOf(t, 'processo_juridico', p.id);
      expect(audit.map((a) => a.action)).toEqual(['criar', 'editar']);
      expect(audit[1]!.after).toMatchObject({ fase: 'instrucao', provisaoValor: '2500.75' });
      // Its own number, typed without punctuation, is no conflict.
      const same = await juridico.put(url(p.id), asInput(edited, { numeroCnj: digits(p.numeroCnj) }));
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json()).toMatchObject({ numeroCnj: p.numeroCnj, versao: 2 });
    });
  });

  describe('the list', () => {
    /** A marker in the opposing party of the four cases below, so `busca` picks exactly them (no digits: they would
     * match CNJ numbers too). */
    const marca = 'Construtora Ipê Lilás';
    let casos: Record<'a' | 'b' | 'c' | 'd', TProcesso>;
    const only = (query: string) => processosPage(juridico, `busca=${encodeURIComponent(marca)}&${query}`);
    const letters = (items: TProcessoResumo[]) =>
      items.map((p) => Object.entries(casos).find(([, c]) => c.id === p.id)![0]);
    const evento = async (id: string, e: Partial<TJuridicoEventoInput>) => {
      const res = await juridico.post(`${url(id)}/eventos`, { tipo: 'prazo', titulo: 'Manifestação', ...e });
      expect(res.statusCode, res.body).toBe(201);
    };

    beforeAll(async () => {
      const make = (fields: Parameters<typeof createProcesso>[2]) =>
        createProcesso(juridico, fields!.obraId ?? obra.linha3, fields);
      casos = {
        a: await make({
          tipo: 'civel',
          parteContraria: `${marca} Alfa`,
          fase: 'inicial',
          valorCausa: '5000.05',
          provisaoRisco: 'provavel',
          provisaoValor: '1000.10',
          escritorioId: firma.pereira,
        }),
        b: await make({
          tipo: 'trabalhista',
          obraId: obra.subestacao,
          parteContraria: `${marca} Beta`,
          fase: 'instrucao',
          valorCausa: '7000.00',
          provisaoRisco: 'possivel',
          provisaoValor: '2000.20',
          escritorioId: firma.moraes,
        }),
        c: await make({
          tipo: 'trabalhista',
          parteContraria: `${marca} Gama`,
          fase: 'encerrado',
          valorCausa: '900.00',
          provisaoRisco: 'remota',
          provisaoValor: '300.33',
        }),
        d: await make({
          tipo: 'civel',
          obraId: obra.subestacao,
          parteContraria: `${marca} Delta`,
          fase: 'recursal',
          valorCausa: '12000.99',
          provisaoRisco: 'provavel',
          provisaoValor: '4000.45',
          escritorioId: firma.moraes,
        }),
      };
      // Dates away from the reminders' window (today to 3 days ahead), so no reminder job run touches them.
      await evento(casos.a.id, { data: dia(20), titulo: 'Réplica' });
      await evento(casos.b.id, {
        tipo: 'audiencia',
        data: dia(5),
        hora: '09:00',
        titulo: 'Audiência inicial',
      });
      await evento(casos.d.id, { data: dia(12), titulo: 'Contrarrazões' });
      await evento(casos.d.id, { data: dia(1), titulo: 'Já cumprido', concluido: true });
      await evento(casos.d.id, { data: dia(-3), titulo: 'Vencido sem baixa' });
      await evento(casos.d.id, {
        data: dia(12),
        hora: '08:00',
        titulo: 'Sustentação oral',
        tipo: 'audiencia',
      });
    });

    it('totals the provisions by risk of every case the filters match, not only the page', async () => {
      const page = await only('');
      expect(page.total).toBe(4);
      expect(page.totais).toEqual({
        valorCausa: '24901.04',
        provisao: { provavel: '5000.55', possivel: '2000.20', remota: '300.33' },
      });
      const second = await juridico.get(
        `/api/juridico/processos?busca=${encodeURIComponent(marca)}&pageSize=1&page=2`,
      );
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual({ items: [page.items[1]], total: 4, totais: page.totais });
      expect((await only('risco=provavel')).totais).toEqual({
        valorCausa: '17001.04',
        provisao: { provavel: '5000.55', possivel: '0.00', remota: '0.00' },
      });
    });

    it('filters by type, obra, phase, risk, firm and active', async () => {
      const sorted = async (query: string) => letters((await only(query)).items).sort();
      expect(await sorted('tipo=civel')).toEqual(['a', 'd']);
      expect(await sorted('tipo=trabalhista')).toEqual(['b', 'c']);
      expect(await sorted(`obra=${obra.linha3}`)).toEqual(['a', 'c']);
      expect(await sorted('fase=instrucao,recursal')).toEqual(['b', 'd']);
      expect(await sorted('fase=instrucao&fase=encerrado')).toEqual(['b', 'c']);
      expect(await sorted('risco=provavel')).toEqual(['a', 'd']);
      expect(await sorted('risco=possivel,remota')).toEqual(['b', 'c']);
      expect(await sorted(`escritorio=${firma.moraes}`)).toEqual(['b', 'd']);
      expect(await sorted('ativos=true')).toEqual(['a', 'b', 'd']);
      expect(await sorted('ativos=false')).toEqual(['a', 'b', 'c', 'd']);
      expect(await sorted(`tipo=civel&escritorio=${firma.moraes}&ativos=true`)).toEqual(['d']);
      const all = await processosPage(juridico, 'ativos=true');
      expect(all.items.map((p) => p.numeroCnj)).not.toContain(DEMO_CNJ.encerrado);
      expect(all.items.map((p) => p.numeroCnj)).toContain(DEMO_CNJ.trabalhista);
      const fase = await juridico.get('/api/juridico/processos?fase=arquivado');
      expect(refused(fase, 400, CONSULTA_INVALIDA).errors).toEqual([
        { campo: 'fase.0', mensagem: 'Fase inválida' },
      ]);
      const sort = await juridico.get('/api/juridico/processos?sort=parte');
      expect(refused(sort, 400, CONSULTA_INVALIDA).errors).toEqual([
        {
          campo: 'sort',
          mensagem:
            'Ordenação inválida; use: numeroCnj, provisaoValor, valorCausa, proximoEvento, atualizadoEm',
        },
      ]);
    });

    it('searches by the digits of the CNJ number (with or without punctuation) and by the party', async () => {
      const ids = async (busca: string) =>
        (await processosPage(juridico, `busca=${encodeURIComponent(busca)}`)).items.map((p) => p.numeroCnj);
      expect(await ids('1002345')).toEqual([DEMO_CNJ.trabalhista]);
      expect(await ids('41.2025.5.02.0461')).toEqual([DEMO_CNJ.trabalhista]);
      expect(await ids(digits(casos.c.numeroCnj))).toEqual([casos.c.numeroCnj]);
      expect(await ids('josé aparecido')).toEqual([DEMO_CNJ.trabalhista]);
      expect(await ids(`${marca} Delta`)).toEqual([casos.d.numeroCnj]);
      expect(await ids('Jardim das Palmeiras')).toEqual([DEMO_CNJ.civel]);
      expect(await ids('Ninguém com este nome')).toEqual([]);
    });

    it('shows the next hearing or deadline not done, and sorts by it and by the provision', async () => {
      const page = await only('');
      const proximo = Object.fromEntries(page.items.map((p) => [letters([p])[0], p.proximoEvento]));
      expect(proximo).toEqual({
        a: { tipo: 'prazo', data: dia(20), hora: null, titulo: 'Réplica' },
        b: { tipo: 'audiencia', data: dia(5), hora: '09:00', titulo: 'Audiência inicial' },
        // The one done and the one past are not next; on the same day the hearing at 08:00 comes first.
        d: { tipo: 'audiencia', data: dia(12), hora: '08:00', titulo: 'Sustentação oral' },
        c: null,
      });
      // By default, the nearest first, and the cases with nothing ahead last.
      expect(letters(page.items)).toEqual(['b', 'd', 'a', 'c']);
      expect(letters((await only('sort=proximoEvento')).items)).toEqual(['b', 'd', 'a', 'c']);
      expect(letters((await only('sort=-proximoEvento')).items)).toEqual(['a', 'd', 'b', 'c']);
      expect(letters((await only('sort=provisaoValor')).items)).toEqual(['c', 'a', 'b', 'd']);
      expect(letters((await only('sort=-provisaoValor')).items)).toEqual(['d', 'b', 'a', 'c']);
      expect(letters((await only('sort=-valorCausa')).items)).toEqual(['d', 'b', 'a', 'c']);
    });

    it('exports the cases with their filters, each provision in its risk’s column and a bold Total row of exact sums', async () => {
      const page = await only('');
      const done = await exportReady(t, juridico, {
        lista: 'processos',
        filtros: { busca: marca },
      });
      expect(done).toMatchObject({ status: 'pronta', linhas: 4 });
      const sheet = await exportedSheet(juridico, done);
      // Empty cells read as holes of the row's array.
      const cells = (r: unknown[]) => [0, 8, 9, 10, 11, 12].map((i) => r[i] ?? null);
      expect(dataRows(sheet).map(cells)).toEqual([
        ...page.items.map((p) => {
          const risco = (r: string) => (p.provisaoRisco === r ? Number(p.provisaoValor) : null);
          const label = { provavel: 'Provável', possivel: 'Possível', remota: 'Remota' }[p.provisaoRisco];
          return [
            p.numeroCnj,
            Number(p.valorCausa),
            label,
            risco('provavel'),
            risco('possivel'),
            risco('remota'),
          ];
        }),
        ['Total', expect.anything(), null, expect.anything(), expect.anything(), expect.anything()],
      ]);
      const total = sheet.getRow(6);
      expect(total.font?.bold).toBe(true);
      expect(['I', 'K', 'L', 'M'].map((c) => [total.getCell(c).formula, total.getCell(c).result])).toEqual([
        ['SUM(I2:I5)', 24901.04],
        ['SUM(K2:K5)', 5000.55],
        ['SUM(L2:L5)', 2000.2],
        ['SUM(M2:M5)', 300.33],
      ]);
      // The next hearing or deadline, as the list shows it.
      expect(dataRows(sheet)[0]![13]).toBe(`Audiência ${formatDate(dia(5))} 09:00: Audiência inicial`);
    });
  });

  describe('hearings and deadlines', () => {
    it('show on the legal calendar of a period in date and hour order; a period reversed or over 92 days is refused', async () => {
      const p = await createProcesso(juridico, obra.linha3);
      for (const [titulo, hora] of [
        ['Audiência da tarde', '15:00'],
        ['Audiência da manhã', '09:30'],
      ] as const) {
        const res = await juridico.post(`${url(p.id)}/eventos`, {
          tipo: 'audiencia',
          titulo,
          data: dia(45),
          hora,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const res = await juridico.get(`/api/juridico/agenda?de=${dia(44)}&ate=${dia(46)}`);
      expect(res.statusCode, res.body).toBe(200);
      const items = ZAgenda.parse(res.json()).items.filter((e) => e.processo.id === p.id);
      expect(items.map((e) => [e.data, e.hora, e.titulo, e.processo.numeroCnj])).toEqual([
        [dia(45), '09:30', 'Audiência da manhã', p.numeroCnj],
        [dia(45), '15:00', 'Audiência da tarde', p.numeroCnj],
      ]);
      const reversed = await juridico.get(`/api/juridico/agenda?de=${dia(46)}&ate=${dia(44)}`);
      expect(refused(reversed, 400, 'Parâmetros de consulta inválidos.').errors).toEqual([
        { campo: 'ate', mensagem: 'O fim vem depois do início' },
      ]);
      const tooLong = await juridico.get(`/api/juridico/agenda?de=${dia(0)}&ate=${dia(93)}`);
      expect(refused(tooLong, 400, 'Parâmetros de consulta inválidos.').errors).toEqual([
        { campo: 'ate', mensagem: 'Escolha um período de até 92 dias' },
      ]);
    });

    it('refuses a hearing without its hour, and stores nothing', async () => {
      const p = await createProcesso(juridico, obra.linha3);
      const before = await everything();
      const res = await juridico.post(`${url(p.id)}/eventos`, {
        tipo: 'audiencia',
        titulo: 'Audiência una',
        data: dia(30),
      });
      expect(refused(res, 400, DADOS_INVALIDOS).errors).toEqual([
        { campo: 'hora', mensagem: 'Informe a hora da audiência' },
      ]);
      const badHour = await juridico.post(`${url(p.id)}/eventos`, {
        tipo: 'prazo',
        titulo: 'Prazo',
        data: dia(30),
        hora: '25:00',
      });
      expect(refused(badHour, 400, DADOS_INVALIDOS).errors).toEqual([
        { campo: 'hora', mensagem: 'Hora inválida (HH:mm)' },
      ]);
      expect(await everything()).toEqual(before);
    });

    it('are added, edited, marked done and deleted, the next one following', async () => {
      const p = await createProcesso(juridico, obra.linha3);
      const nextOf = async () =>
        (await processosPage(juridico, `busca=${digits(p.numeroCnj)}`)).items[0]!.proximoEvento;
      const added = await juridico.post(`${url(p.id)}/eventos`, {
        tipo: 'audiencia',
        titulo: 'Audiência de instrução',
        data: dia(40),
        hora: '13:15',
        local: 'Sala 2',
      });
      expect(added.statusCode, added.body).toBe(201);
      const prazo = await juridico.post(`${url(p.id)}/eventos`, {
        tipo: 'prazo',
        titulo: 'Memoriais',
        data: dia(50),
      });
      const eventos = (prazo.json() as TProcesso).eventos;
      expect(eventos).toEqual([
        {
          id: expect.any(String),
          tipo: 'audiencia',
          titulo: 'Audiência de instrução',
          data: dia(40),
          hora: '13:15',
          local: 'Sala 2',
          observacao: '',
          concluido: false,
        },
        expect.objectContaining({ tipo: 'prazo', titulo: 'Memoriais', data: dia(50), hora: null }),
      ]);
      const [audiencia, memoriais] = eventos;
      expect(await nextOf()).toEqual({
        tipo: 'audiencia',
        data: dia(40),
        hora: '13:15',
        titulo: 'Audiência de instrução',
      });

      const moved = await juridico.put(`${url(p.id)}/eventos/${audiencia!.id}`, {
        tipo: 'audiencia',
        titulo: 'Audiência de instrução (redesignada)',
        data: dia(55),
        hora: '15:00',
        local: 'Sala 2',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await nextOf()).toEqual({ tipo: 'prazo', data: dia(50), hora: null, titulo: 'Memoriais' });
      const done = await juridico.put(`${url(p.id)}/eventos/${memoriais!.id}`, {
        tipo: 'prazo',
        titulo: 'Memoriais',
        data: dia(50),
        concluido: true,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect((done.json() as TProcesso).eventos.find((e) => e.id === memoriais!.id)!.concluido).toBe(true);
      expect(await nextOf()).toMatchObject({ titulo: 'Audiência de instrução (redesignada)', hora: '15:00' });

      const removed = await juridico.delete(`${url(p.id)}/eventos/${audiencia!.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((removed.json() as TProcesso).eventos.map((e) => e.id)).toEqual([memoriais!.id]);
      expect(await nextOf()).toBeNull();

      const before = await everything();
      refused(await juridico.delete(`${url(p.id)}/eventos/${audiencia!.id}`), 404, EVENTO_NAO_ENCONTRADO);
      // An event of another case is not reached through this one.
      const other = trabalhista.eventos[0]!.id;
      refused(await juridico.delete(`${url(p.id)}/eventos/${other}`), 404, EVENTO_NAO_ENCONTRADO);
      refused(
        await juridico.put(`${url(p.id)}/eventos/${other}`, { tipo: 'prazo', titulo: 'Outro', data: dia(9) }),
        404,
        EVENTO_NAO_ENCONTRADO,
      );
      expect(await everything()).toEqual(before);
      expect((await auditOf(t, 'processo_juridico', p.id)).map((a) => a.action)).toEqual([
        'criar',
        'evento_criar',
        'evento_criar',
        'evento_editar',
        'evento_editar',
        'evento_excluir',
      ]);
    });

    it('are in a reader’s calendar feed: the hearing at its time in São Paulo, a deadline as the working day', async () => {
      const feed = await feedDe(t, leitura);
      const [audiencia, prazo] = [...trabalhista.eventos].sort((a, b) => a.tipo.localeCompare(b.tipo));
      expect(feed.find((e) => e.uid === `juridico-${audiencia!.id}@portal-obras`)).toEqual({
        uid: `juridico-${audiencia!.id}@portal-obras`,
        titulo: `Audiência: Audiência de instrução — ${DEMO_CNJ.trabalhista}`,
        local: 'Fórum Trabalhista de São Bernardo do Campo, sala 3',
        inicio: `${dia(6)} 14:30`,
        fim: `${dia(6)} 16:30`,
      });
      expect(feed.find((e) => e.uid === `juridico-${prazo!.id}@portal-obras`)).toMatchObject({
        titulo: `Prazo: Juntada dos cartões de ponto — ${DEMO_CNJ.trabalhista}`,
        inicio: `${dia(2)} 08:00`,
        fim: `${dia(2)} 18:00`,
      });
    });
  });

  describe('document requests', () => {
    let p: TProcesso;
    let pedido: string;

    beforeAll(async () => {
      p = await createProcesso(juridico, obra.linha3, {
        tipo: 'trabalhista',
        escritorioId: firma.moraes,
        responsavelDpId: pessoa.rh,
        responsavelSegId: pessoa.seguranca,
      });
    });

    it('are asked by the legal staff, and the DP and safety people named on the case hear of it', async () => {
      const res = await juridico.post(`${url(p.id)}/solicitacoes`, {
        tipoDocumento: 'cartao_ponto',
        descricao: 'Cartões de ponto de 2024',
        prazo: dia(15),
      });
      expect(res.statusCode, res.body).toBe(201);
      const [solicitacao] = (res.json() as TProcesso).solicitacoes;
      expect(solicitacao).toEqual({
        id: expect.any(String),
        tipoDocumento: 'cartao_ponto',
        descricao: 'Cartões de ponto de 2024',
        prazo: dia(15),
        criadaEm: expect.any(String),
        arquivos: [],
      });
      pedido = solicitacao!.id;
      await sweep(t);
      const aviso = {
        tipo: 'atribuido',
        titulo: `Processo ${p.numeroCnj}`,
        texto: 'Envie: Cartões de ponto — Cartões de ponto de 2024',
        link: '/juridico/enviarDocumentos/cartao_ponto',
        entidade: 'processo_juridico',
      };
      for (const who of [rh, seguranca])
        expect(await notificacoesDe(who, p.id)).toEqual([expect.objectContaining(aviso)]);
      for (const who of [juridico, escritorio]) expect(await notificacoesDe(who, p.id)).toEqual([]);
      const bad = await juridico.post(`${url(p.id)}/solicitacoes`, {
        tipoDocumento: 'fotos',
        descricao: 'x',
      });
      expect(refused(bad, 400, DADOS_INVALIDOS).errors).toEqual([
        { campo: 'tipoDocumento', mensagem: 'Escolha o tipo de documento' },
        { campo: 'descricao', mensagem: 'Diga quais documentos e de que período' },
      ]);
    });

    it('are answered by the DP person with a file, shown on the case and no longer pending', async () => {
      const pendentes = await solicitacoesPage(rh, 'cartao_ponto', 'pendentes=true');
      expect(pendentes.items.map((s) => s.id)).toContain(pedido);
      expect(pendentes.items.find((s) => s.id === pedido)).toMatchObject({
        processo: { id: p.id, numeroCnj: p.numeroCnj, tipo: 'trabalhista', obra: { codigo: 'OB-2025-014' } },
        arquivos: [],
      });

      const before = await everything();
      const empty = await t.app.inject({
        method: 'POST',
        url: `/api/juridico/solicitacoes/${pedido}/arquivos`,
        payload: new FormData(),
        headers: { 'x-portal-request': '1', cookie: rh.jar.header()! },
      });
      expect(refused(empty, 400, 'Envie um arquivo no campo "arquivo".').errors).toEqual([
        { campo: 'arquivo', mensagem: 'Campo obrigatório' },
      ]);
      expect(await everything()).toEqual(before);

      const res = await enviarDocumento(t, rh, pedido, 'cartoes-2024.pdf', PDF);
      expect(res.statusCode, res.body).toBe(201);
      const arquivos = (await readProcesso(juridico, p.id)).solicitacoes[0]!.arquivos;
      expect(arquivos).toEqual([
        {
          id: expect.any(String),
          nome: 'cartoes-2024.pdf',
          tamanho: PDF.length,
          enviadoPor: 'Patrícia Gomes',
          em: expect.any(String),
        },
      ]);
      const download = await juridico.get(`/api/arquivos/${arquivos[0]!.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toEqual(PDF);

      const listed = await solicitacoesPage(rh, 'cartao_ponto');
      expect(listed.items.find((s) => s.id === pedido)!.arquivos.map((a) => a.nome)).toEqual([
        'cartoes-2024.pdf',
      ]);
      expect(
        (await solicitacoesPage(rh, 'cartao_ponto', 'pendentes=true')).items.map((s) => s.id),
      ).not.toContain(pedido);
      expect((await auditOf(t, 'processo_juridico', p.id)).map((a) => a.action)).toEqual([
        'criar',
        'solicitar_documentos',
        'enviar_documento',
      ]);
      // Whoever registered the case follows it: they hear that the document came.
      await sweep(t);
      expect(await notificacoesDe(juridico, p.id)).toEqual([
        expect.objectContaining({ tipo: 'status_alterado', titulo: 'Documento enviado: cartoes-2024.pdf' }),
      ]);
    });
  });

  describe('reminders', () => {
    const vencimentos = async (who: Client, titulo: string) =>
      (await notificacoesDe(who, trabalhista.id)).filter(
        (n) => n.tipo === 'vencimento' && n.titulo === titulo,
      );
    const mailsTo = async (email: string, subject: string) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, subject)));
      return Number(row?.n ?? 0);
    };
    /** The notification events (one per reminder, whatever its recipients) with this title. */
    const eventosChamados = async (titulo: string) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(notificacaoEventos)
        .where(eq(notificacaoEventos.titulo, titulo));
      return Number(row?.n ?? 0);
    };
    const people = () => ({ rh, seguranca, escritorio, juridico });
    const emails = {
      rh: 'rh@demo.obras.dev',
      seguranca: 'seguranca@demo.obras.dev',
      escritorio: 'escritorio@demo.obras.dev',
      juridico: 'juridico@demo.obras.dev',
    };

    it('tell the DP and safety people, the firm and the legal staff of a deadline, once, however often they run', async () => {
      // On the deadline's day (the demo's deadline is in 2 days).
      const titulo = `Prazo hoje — processo ${DEMO_CNJ.trabalhista}`;
      await lembrarEventos(t.database.db, dia(2));
      await sweep(t);
      for (const [name, who] of Object.entries(people())) {
        expect(await vencimentos(who, titulo), name).toEqual([
          expect.objectContaining({
            texto: `Juntada dos cartões de ponto, ${formatDate(dia(2))}.`,
            link: `/juridico/processo/${trabalhista.id}`,
          }),
        ]);
        expect(await mailsTo(emails[name as keyof typeof emails], titulo), name).toBe(1);
      }
      expect(await vencimentos(escritorio2, titulo)).toEqual([]);
      expect(await vencimentos(leitura, titulo)).toEqual([]);
      expect(await mailsTo('escritorio2@demo.obras.dev', titulo)).toBe(0);

      expect(await eventosChamados(titulo)).toBe(1);
      await lembrarEventos(t.database.db, dia(2));
      await sweep(t);
      expect(await eventosChamados(titulo)).toBe(1);
      for (const [name, who] of Object.entries(people())) {
        expect(await vencimentos(who, titulo), name).toHaveLength(1);
        expect(await mailsTo(emails[name as keyof typeof emails], titulo), name).toBe(1);
      }
    });

    it('tell them of a hearing days before, with its hour', async () => {
      const titulo = `Audiência em ${formatDate(dia(6))} às 14:30 — processo ${DEMO_CNJ.trabalhista}`;
      await lembrarEventos(t.database.db, dia(3));
      await sweep(t);
      for (const [name, who] of Object.entries(people()))
        expect(await vencimentos(who, titulo), name).toEqual([
          expect.objectContaining({
            texto: `Audiência de instrução, ${formatDate(dia(6))} às 14:30, Fórum Trabalhista de São Bernardo do Campo, sala 3.`,
          }),
        ]);
      expect(await vencimentos(escritorio2, titulo)).toEqual([]);
    });
  });
});
