import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAgenda,
  type TJuridicoEventoInput,
  type TProcesso,
  type TProcessoResumo,
  type TProcessosPage,
} from '@portal/domain';
import { dataRows, exportReady, exportedSheet, exportsWritten } from '../../test/export-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf, sessionAs } from '../../test/identity-helpers';
import {
  DEMO_CNJ,
  asInput,
  createProcesso,
  dia,
  enviarDocumento,
  feedDe,
  juridicoStored,
  postArquivo,
  processoIdOf,
  processoInput,
  processosPage,
  readProcesso,
  solicitacoesPage,
} from '../../test/juridico-helpers';
import { auditCount, clienteIdOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { PDF } from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const NAO_ENCONTRADO = 'Processo não encontrado.';
const SOLICITACAO_NAO_ENCONTRADA = 'Solicitação de documentos não encontrada.';
const REGISTRO_NAO_ENCONTRADO = 'Registro não encontrado.';
const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado.';
const SEM_PERMISSAO = 'Você não tem permissão para esta ação.';
const SO_O_JURIDICO = 'Só o jurídico altera este processo.';
const SO_O_JURIDICO_REGISTRA = 'Só o jurídico registra processos.';
const NAO_ENVIA = 'Você não pode enviar documentos a este processo.';
const NAO_COMENTA = 'Você não pode fazer isso neste registro (Processo jurídico).';
const SO_A_EQUIPE = 'O histórico de alterações é só para a equipe interna.';
const NAO_EXPORTA = 'Você não tem permissão para exportar esta lista.';
const NENHUM = '00000000-0000-4000-8000-000000000000';
const NENHUMA_ACAO = { editar: false, enviar: false, comentar: false };
const TODAS_AS_ACOES = { editar: true, enviar: true, comentar: true };

const AUDIENCIA: TJuridicoEventoInput = {
  tipo: 'audiencia',
  titulo: 'Audiência de conciliação',
  data: dia(4),
  hora: '10:00',
};
const SOLICITACAO = { tipoDocumento: 'contratos', descricao: 'Contrato de empreitada assinado' } as const;

/** The provisions of these cases added up by risk, in cents, written as the API writes money ("1234.50"). */
function totaisDe(items: TProcessoResumo[]): TProcessosPage['totais'] {
  const soma = (values: string[]) =>
    (values.reduce((acc, v) => acc + Math.round(Number(v) * 100), 0) / 100).toFixed(2);
  const provisao = (risco: string) =>
    soma(items.filter((p) => p.provisaoRisco === risco).map((p) => p.provisaoValor));
  return {
    valorCausa: soma(items.map((p) => p.valorCausa)),
    provisao: { provavel: provisao('provavel'), possivel: provisao('possivel'), remota: provisao('remota') },
  };
}

describe('who reaches the legal cases (SPEC §6 "Legal", issue 21)', () => {
  let t: TestApp;
  let admin: Client;
  let juridico: Client;
  let escritorio: Client;
  let escritorio2: Client;
  let rh: Client;
  let seguranca: Client;
  let gestor: Client;
  let leitura: Client;
  let cliente: Client;
  let leituraJuridico: Client;
  let controladoria: Client;
  let obra: { linha3: string; subestacao: string };
  let firma: { moraes: string; pereira: string };
  /** The demo's cases by id. */
  let caso: Record<keyof typeof DEMO_CNJ, string>;
  /** A labour case of no firm, with a hearing, and a request answered with a file by the legal staff. */
  let semEscritorio: TProcesso;
  /** Files sent for requests: of the labour case (Moraes & Bastos), the civil one (Pereira Lima), the one of no firm. */
  let arquivo: { trabalhista: string; civel: string; semEscritorio: string };

  const everything = async () => ({ ...(await juridicoStored(t)), audit: await auditCount(t) });
  const refused = (res: Response, status: number, detail: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const problem = problemOf(res);
    expect(problem.detail).toBe(detail);
    return problem;
  };
  /** The same refusal for the real thing and for one that does not exist. */
  const sameAsMissing = async (
    send: (id: string) => Promise<Response>,
    real: string,
    status: number,
    detail: string,
  ) => {
    const [a, b] = [await send(real), await send(NENHUM)];
    expect(refused(a, status, detail).code).toBe(refused(b, status, detail).code);
  };
  const url = (id: string) => `/api/juridico/processos/${id}`;
  const thread = (id: string) => `/api/registros/processo_juridico/${id}/comentarios`;
  /** Uploads a file for a request and answers its id in the case the API returns. */
  const sent = async (who: Client, solicitacaoId: string, nome: string) => {
    const res = await enviarDocumento(t, who, solicitacaoId, nome, PDF);
    expect(res.statusCode, res.body).toBe(201);
    const solicitacao = (res.json() as TProcesso).solicitacoes.find((s) => s.id === solicitacaoId)!;
    return solicitacao.arquivos.find((a) => a.nome === nome)!.id;
  };
  const ids = (items: { id: string }[]) => items.map((p) => p.id).sort();
  /** The calendar uids of the hearings and deadlines of these cases, as legal staff read them. */
  const uidsOf = async (casos: string[]) => {
    const eventos = await Promise.all(casos.map(async (id) => (await readProcesso(juridico, id)).eventos));
    return eventos
      .flat()
      .map((e) => `juridico-${e.id}@portal-obras`)
      .sort();
  };
  const juridicoUids = async (who: Client) =>
    (await feedDe(t, who))
      .map((e) => e.uid)
      .filter((uid) => uid.startsWith('juridico-'))
      .sort();

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, juridico, escritorio, escritorio2, rh, seguranca, gestor, leitura, cliente] = await signedInAs(
      t,
      ['admin', 'juridico', 'escritorio', 'escritorio2', 'rh', 'seguranca', 'gestor', 'leitura', 'cliente'],
    );
    // The demo has no leitura_juridico nor controladoria: two staff members get those roles through the users API.
    for (const [email, role] of [
      ['planejamento@demo.obras.dev', 'leitura_juridico'],
      ['sgi@demo.obras.dev', 'controladoria'],
    ] as const) {
      const res = await admin.patch(`/api/usuarios/${await userIdOf(admin, email)}`, { roles: [role] });
      expect(res.statusCode, res.body).toBe(200);
    }
    leituraJuridico = await sessionAs(t.app, 'planejamento@demo.obras.dev');
    controladoria = await sessionAs(t.app, 'sgi@demo.obras.dev');
    obra = {
      linha3: await obraIdOf(admin, 'OB-2025-014'),
      subestacao: await obraIdOf(admin, 'OB-2025-021'),
    };
    firma = {
      moraes: await clienteIdOf(admin, 'Moraes & Bastos'),
      pereira: await clienteIdOf(admin, 'Pereira Lima'),
    };
    caso = {
      trabalhista: await processoIdOf(juridico, DEMO_CNJ.trabalhista),
      civel: await processoIdOf(juridico, DEMO_CNJ.civel),
      encerrado: await processoIdOf(juridico, DEMO_CNJ.encerrado),
    };

    semEscritorio = await createProcesso(juridico, obra.linha3, { tipo: 'trabalhista' });
    expect((await juridico.post(`${url(semEscritorio.id)}/eventos`, AUDIENCIA)).statusCode).toBe(201);
    const pedido = await juridico.post(`${url(semEscritorio.id)}/solicitacoes`, SOLICITACAO);
    expect(pedido.statusCode, pedido.body).toBe(201);
    const doCivel = await juridico.post(`${url(caso.civel)}/solicitacoes`, SOLICITACAO);
    expect(doCivel.statusCode, doCivel.body).toBe(201);
    const holerites = (await readProcesso(juridico, caso.trabalhista)).solicitacoes.find(
      (s) => s.tipoDocumento === 'holerites',
    )!;
    arquivo = {
      trabalhista: await sent(rh, holerites.id, 'holerites-2024.pdf'),
      civel: await sent(escritorio2, (doCivel.json() as TProcesso).solicitacoes[0]!.id, 'empreitada.pdf'),
      semEscritorio: await sent(
        juridico,
        (pedido.json() as TProcesso).solicitacoes[0]!.id,
        'contrato-sem-escritorio.pdf',
      ),
    };
    semEscritorio = await readProcesso(juridico, semEscritorio.id);
  });
  afterAll(() => t.close());

  describe('the legal staff', () => {
    it.each(['juridico', 'admin'] as const)(
      'lets %s register, edit, schedule and ask documents on any case',
      async (who) => {
        const person = { juridico, admin }[who];
        const p = await createProcesso(person, obra.subestacao, { escritorioId: firma.pereira });
        expect(p).toMatchObject({ escritorio: { id: firma.pereira }, acoes: TODAS_AS_ACOES, versao: 0 });
        const edited = await person.put(
          url(p.id),
          asInput(p, { fase: 'instrucao', provisaoRisco: 'provavel' }),
        );
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json()).toMatchObject({ fase: 'instrucao', provisaoRisco: 'provavel', versao: 1 });
        const scheduled = await person.post(`${url(p.id)}/eventos`, AUDIENCIA);
        expect(scheduled.statusCode, scheduled.body).toBe(201);
        const [evento] = (scheduled.json() as TProcesso).eventos;
        const done = await person.put(`${url(p.id)}/eventos/${evento!.id}`, {
          ...AUDIENCIA,
          concluido: true,
        });
        expect(done.statusCode, done.body).toBe(200);
        expect((await person.delete(`${url(p.id)}/eventos/${evento!.id}`)).statusCode).toBe(200);
        const asked = await person.post(`${url(p.id)}/solicitacoes`, SOLICITACAO);
        expect(asked.statusCode, asked.body).toBe(201);
        for (const id of [caso.trabalhista, caso.civel, caso.encerrado, semEscritorio.id])
          expect((await readProcesso(person, id)).acoes).toEqual(TODAS_AS_ACOES);
        const firms = await person.get('/api/juridico/escritorios');
        expect(firms.statusCode, firms.body).toBe(200);
        expect(
          firms
            .json()
            .items.map((f: { id: string }) => f.id)
            .sort(),
        ).toEqual([firma.moraes, firma.pereira].sort());
      },
    );
  });

  describe('legal readers: leitura_juridico, controladoria and mkt_read', () => {
    it.each(['leituraJuridico', 'controladoria', 'leitura'] as const)(
      'lets %s read every case, its totals, thread, history and files',
      async (who) => {
        const person = { leituraJuridico, controladoria, leitura }[who];
        expect(await processosPage(person)).toEqual(await processosPage(juridico));
        for (const id of [caso.trabalhista, caso.civel, caso.encerrado, semEscritorio.id])
          expect(await readProcesso(person, id)).toEqual({
            ...(await readProcesso(juridico, id)),
            acoes: NENHUMA_ACAO,
          });
        for (const id of Object.values(arquivo))
          expect((await person.get(`/api/arquivos/${id}`)).statusCode).toBe(200);
        const history = await person.get(`/api/registros/processo_juridico/${caso.civel}/historico`);
        expect(history.statusCode, history.body).toBe(200);
        expect(history.json().total).toBeGreaterThan(0);
        expect((await person.get(thread(caso.civel))).statusCode).toBe(200);
        expect(await juridicoUids(person)).toEqual(
          await uidsOf([caso.trabalhista, caso.civel, caso.encerrado, semEscritorio.id]),
        );
      },
    );

    it.each(['leituraJuridico', 'controladoria', 'leitura'] as const)(
      'refuses %s every write (403), changing nothing',
      async (who) => {
        const person = { leituraJuridico, controladoria, leitura }[who];
        const p = await readProcesso(juridico, caso.trabalhista);
        const before = await everything();
        refused(await person.post('/api/juridico/processos', processoInput(obra.linha3)), 403, SEM_PERMISSAO);
        refused(await person.put(url(p.id), asInput(p, { fase: 'sentenca' })), 403, SO_O_JURIDICO);
        refused(await person.post(`${url(p.id)}/eventos`, AUDIENCIA), 403, SO_O_JURIDICO);
        const [evento] = p.eventos;
        refused(
          await person.put(`${url(p.id)}/eventos/${evento!.id}`, { ...AUDIENCIA, concluido: true }),
          403,
          SO_O_JURIDICO,
        );
        refused(await person.delete(`${url(p.id)}/eventos/${evento!.id}`), 403, SO_O_JURIDICO);
        refused(await person.post(`${url(p.id)}/solicitacoes`, SOLICITACAO), 403, SO_O_JURIDICO);
        refused(await enviarDocumento(t, person, p.solicitacoes[0]!.id, 'x.pdf', PDF), 403, NAO_ENVIA);
        // They may send no document: no request waits for them.
        expect(await solicitacoesPage(person, 'holerites')).toEqual({ items: [], total: 0 });
        refused(await person.post(thread(p.id), { texto: 'Ciente.' }), 403, NAO_COMENTA);
        refused(await postArquivo(t, person, `${thread(p.id)}/anexos`, 'nota.pdf', PDF), 403, NAO_COMENTA);
        refused(await person.get('/api/juridico/escritorios'), 403, SEM_PERMISSAO);
        refused(await person.get('/api/juridico/pessoas'), 403, SEM_PERMISSAO);
        expect(await everything()).toEqual(before);
        expect(await readProcesso(juridico, p.id)).toEqual(p);
      },
    );
  });

  describe('the DP and safety people named on a case', () => {
    it('read the cases that name them, and no other, exactly as if the others did not exist', async () => {
      expect(ids((await processosPage(rh)).items)).toEqual([caso.trabalhista, caso.encerrado].sort());
      expect(ids((await processosPage(seguranca)).items)).toEqual([caso.trabalhista]);
      for (const id of [caso.trabalhista, caso.encerrado])
        expect((await readProcesso(rh, id)).acoes).toEqual({ editar: false, enviar: true, comentar: false });
      expect((await readProcesso(seguranca, caso.trabalhista)).acoes).toEqual({
        editar: false,
        enviar: true,
        comentar: false,
      });
      for (const id of [caso.civel, semEscritorio.id]) {
        await sameAsMissing((r) => rh.get(url(r)), id, 404, NAO_ENCONTRADO);
        await sameAsMissing((r) => seguranca.get(url(r)), id, 404, NAO_ENCONTRADO);
      }
      await sameAsMissing((r) => seguranca.get(url(r)), caso.encerrado, 404, NAO_ENCONTRADO);
      for (const id of [arquivo.civel, arquivo.semEscritorio])
        await sameAsMissing((a) => rh.get(`/api/arquivos/${a}`), id, 404, ARQUIVO_NAO_ENCONTRADO);
      expect((await seguranca.get(`/api/arquivos/${arquivo.trabalhista}`)).statusCode).toBe(200);
      expect(await juridicoUids(seguranca)).toEqual(await uidsOf([caso.trabalhista]));
    });

    it('see the requests of their cases to answer, and send files for them', async () => {
      const p = await readProcesso(juridico, caso.trabalhista);
      const doCaso = (tipo: string) => p.solicitacoes.find((s) => s.tipoDocumento === tipo)!;
      for (const who of [rh, seguranca]) {
        expect((await solicitacoesPage(who, 'holerites')).items.map((s) => s.id)).toEqual([
          doCaso('holerites').id,
        ]);
        expect((await solicitacoesPage(who, 'seguranca')).items.map((s) => s.id)).toEqual([
          doCaso('seguranca').id,
        ]);
        // The contract requests of the civil case and of the case of no firm are not theirs.
        expect(await solicitacoesPage(who, 'contratos')).toEqual({ items: [], total: 0 });
      }
      const res = await enviarDocumento(t, seguranca, doCaso('seguranca').id, 'fichas-epi.pdf', PDF);
      expect(res.statusCode, res.body).toBe(201);
      expect(
        (res.json() as TProcesso).solicitacoes.find((s) => s.tipoDocumento === 'seguranca')!.arquivos,
      ).toEqual([expect.objectContaining({ nome: 'fichas-epi.pdf', enviadoPor: 'Jorge Lima' })]);
    });

    it('cannot edit their case, schedule on it, ask documents or comment (403), changing nothing', async () => {
      const p = await readProcesso(juridico, caso.trabalhista);
      const before = await everything();
      for (const who of [rh, seguranca]) {
        refused(await who.post('/api/juridico/processos', processoInput(obra.linha3)), 403, SEM_PERMISSAO);
        refused(await who.put(url(p.id), asInput(p, { provisaoValor: '1.00' })), 403, SO_O_JURIDICO);
        refused(await who.post(`${url(p.id)}/eventos`, AUDIENCIA), 403, SO_O_JURIDICO);
        refused(await who.delete(`${url(p.id)}/eventos/${p.eventos[0]!.id}`), 403, SO_O_JURIDICO);
        refused(await who.post(`${url(p.id)}/solicitacoes`, SOLICITACAO), 403, SO_O_JURIDICO);
        refused(await who.post(thread(p.id), { texto: 'Enviei os holerites.' }), 403, NAO_COMENTA);
      }
      // A request of a case they may not read answers like a missing request.
      const alheia = semEscritorio.solicitacoes[0]!.id;
      await sameAsMissing(
        (s) => enviarDocumento(t, rh, s, 'x.pdf', PDF),
        alheia,
        404,
        SOLICITACAO_NAO_ENCONTRADA,
      );
      expect(await everything()).toEqual(before);
      expect(await readProcesso(juridico, p.id)).toEqual(p);
    });
  });

  describe('a partner law firm', () => {
    /** The cases of a firm, as legal staff list them. */
    const casosDa = async (firm: string) =>
      (await processosPage(juridico)).items.filter((p) => p.escritorio?.id === firm);

    it('lists only its firm’s cases, and totals only those', async () => {
      for (const [who, firm] of [
        [escritorio, firma.moraes],
        [escritorio2, firma.pereira],
      ] as const) {
        const deles = await casosDa(firm);
        expect(deles.length).toBeGreaterThan(0);
        const page = await processosPage(who);
        expect(page).toEqual({ items: deles, total: deles.length, totais: totaisDe(deles) });
      }
      expect(ids(await casosDa(firma.moraes))).toEqual([caso.trabalhista, caso.encerrado].sort());
      // No filter reaches another firm's case: by firm, by its number, by its party.
      const vazio = { items: [], total: 0, totais: totaisDe([]) };
      expect(await processosPage(escritorio, `escritorio=${firma.pereira}`)).toEqual(vazio);
      expect(await processosPage(escritorio, `busca=${DEMO_CNJ.civel.replace(/\D/g, '')}`)).toEqual(vazio);
      expect(await processosPage(escritorio, `busca=Jardim das Palmeiras`)).toEqual(vazio);
      expect(await processosPage(escritorio, `obra=${obra.subestacao}`)).toEqual(vazio);
      // Nor the top bar's search.
      const busca = async (who: Client, q: string) => {
        const res = await who.get(`/api/busca?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, res.body).toBe(200);
        const grupos = res.json().grupos as { modulo: string; itens: { id: string }[] }[];
        return grupos.find((g) => g.modulo === 'juridico')?.itens.map((i) => i.id) ?? [];
      };
      expect(await busca(escritorio, DEMO_CNJ.civel)).toEqual([]);
      expect(await busca(escritorio, semEscritorio.numeroCnj)).toEqual([]);
      expect(await busca(escritorio, DEMO_CNJ.trabalhista)).toEqual([caso.trabalhista]);
      expect(await busca(escritorio2, DEMO_CNJ.civel)).toEqual([caso.civel]);
    });

    it('reads another firm’s case, or a case of no firm, exactly as a missing one (404), however it asks', async () => {
      const p = await readProcesso(juridico, caso.civel);
      for (const id of [caso.civel, semEscritorio.id]) {
        await sameAsMissing((r) => escritorio.get(url(r)), id, 404, NAO_ENCONTRADO);
        await sameAsMissing((r) => escritorio.get(thread(r)), id, 404, REGISTRO_NAO_ENCONTRADO);
        await sameAsMissing(
          (r) => escritorio.post(thread(r), { texto: 'Olá?' }),
          id,
          404,
          REGISTRO_NAO_ENCONTRADO,
        );
        await sameAsMissing(
          (r) => postArquivo(t, escritorio, `${thread(r)}/anexos`, 'x.pdf', PDF),
          id,
          404,
          REGISTRO_NAO_ENCONTRADO,
        );
        // The history is for the internal team: refused before anything is looked up.
        await sameAsMissing(
          (r) => escritorio.get(`/api/registros/processo_juridico/${r}/historico`),
          id,
          403,
          SO_A_EQUIPE,
        );
      }
      const before = await everything();
      await sameAsMissing((r) => escritorio.put(url(r), asInput(p)), caso.civel, 404, NAO_ENCONTRADO);
      await sameAsMissing(
        (r) => escritorio.post(`${url(r)}/eventos`, AUDIENCIA),
        caso.civel,
        404,
        NAO_ENCONTRADO,
      );
      await sameAsMissing(
        (r) => escritorio.post(`${url(r)}/solicitacoes`, SOLICITACAO),
        caso.civel,
        404,
        NAO_ENCONTRADO,
      );
      for (const s of [p.solicitacoes[0]!.id, semEscritorio.solicitacoes[0]!.id])
        await sameAsMissing(
          (r) => enviarDocumento(t, escritorio, r, 'x.pdf', PDF),
          s,
          404,
          SOLICITACAO_NAO_ENCONTRADA,
        );
      for (const id of [arquivo.civel, arquivo.semEscritorio]) {
        await sameAsMissing((a) => escritorio.get(`/api/arquivos/${a}`), id, 404, ARQUIVO_NAO_ENCONTRADO);
        await sameAsMissing(
          (a) => escritorio.get(`/api/arquivos/${a}/info`),
          id,
          404,
          ARQUIVO_NAO_ENCONTRADO,
        );
      }
      await sameAsMissing(
        (a) => escritorio2.get(`/api/arquivos/${a}`),
        arquivo.trabalhista,
        404,
        ARQUIVO_NAO_ENCONTRADO,
      );
      expect(await everything()).toEqual(before);
    });

    it('answers only its own cases’ requests, hearings and deadlines', async () => {
      const mine = await readProcesso(juridico, caso.trabalhista);
      for (const tipo of ['holerites', 'seguranca'] as const)
        expect((await solicitacoesPage(escritorio, tipo)).items.map((s) => s.processo.id)).toEqual([
          caso.trabalhista,
        ]);
      expect(await solicitacoesPage(escritorio, 'contratos')).toEqual({ items: [], total: 0 });
      const pedidos = (await solicitacoesPage(escritorio2, 'contratos')).items.map((s) => s.processo.id);
      expect(pedidos).toContain(caso.civel);
      const pereira = ids(await casosDa(firma.pereira));
      for (const id of pedidos) expect(pereira).toContain(id);
      expect(await solicitacoesPage(escritorio2, 'holerites')).toEqual({ items: [], total: 0 });
      expect(mine.eventos.length).toBe(2);
      expect(await juridicoUids(escritorio)).toEqual(await uidsOf([caso.trabalhista, caso.encerrado]));
      expect(await juridicoUids(escritorio2)).toEqual(await uidsOf([caso.civel]));
      // The legal calendar page: the same hearings and deadlines, of its own cases only.
      const agenda = async (who: Client) => {
        const res = await who.get(`/api/juridico/agenda?de=${dia(-30)}&ate=${dia(60)}`);
        expect(res.statusCode, res.body).toBe(200);
        return ZAgenda.parse(res.json()).items;
      };
      const all = await agenda(juridico);
      const ofCases = (casos: string[]) => all.filter((e) => casos.includes(e.processo.id)).map((e) => e.id);
      expect((await agenda(escritorio)).map((e) => e.id)).toEqual(
        ofCases([caso.trabalhista, caso.encerrado]),
      );
      expect((await agenda(escritorio2)).map((e) => e.id)).toEqual(ofCases([caso.civel]));
      expect(ofCases([caso.civel])).toHaveLength(1);
      expect(await agenda(gestor)).toEqual([]);
    });

    it('comments on its case with a file and sends documents for it, but edits nothing (403)', async () => {
      const up = await postArquivo(t, escritorio, `${thread(caso.trabalhista)}/anexos`, 'defesa.pdf', PDF);
      expect(up.statusCode, up.body).toBe(201);
      const comment = await escritorio.post(thread(caso.trabalhista), {
        texto: 'Segue a minuta da defesa para conferência.',
        arquivos: [up.json().id],
      });
      expect(comment.statusCode, comment.body).toBe(201);
      const seen = await juridico.get(thread(caso.trabalhista));
      expect(seen.json().items).toContainEqual(
        expect.objectContaining({
          texto: 'Segue a minuta da defesa para conferência.',
          arquivos: [expect.objectContaining({ id: up.json().id, nome: 'defesa.pdf' })],
        }),
      );
      expect((await juridico.get(`/api/arquivos/${up.json().id}`)).statusCode).toBe(200);
      await sameAsMissing(
        (a) => escritorio2.get(`/api/arquivos/${a}`),
        up.json().id,
        404,
        ARQUIVO_NAO_ENCONTRADO,
      );

      const p = await readProcesso(escritorio, caso.trabalhista);
      expect(p.acoes).toEqual({ editar: false, enviar: true, comentar: true });
      const holerites = p.solicitacoes.find((s) => s.tipoDocumento === 'holerites')!;
      const res = await enviarDocumento(t, escritorio, holerites.id, 'recibos.pdf', PDF);
      expect(res.statusCode, res.body).toBe(201);

      const q = await readProcesso(juridico, caso.trabalhista);
      const before = await everything();
      refused(
        await escritorio.post('/api/juridico/processos', processoInput(obra.linha3)),
        403,
        SEM_PERMISSAO,
      );
      refused(await escritorio.put(url(q.id), asInput(q, { fase: 'acordo' })), 403, SO_O_JURIDICO);
      refused(await escritorio.post(`${url(q.id)}/eventos`, AUDIENCIA), 403, SO_O_JURIDICO);
      refused(await escritorio.post(`${url(q.id)}/solicitacoes`, SOLICITACAO), 403, SO_O_JURIDICO);
      refused(await escritorio.get('/api/juridico/escritorios'), 403, SEM_PERMISSAO);
      expect(await everything()).toEqual(before);
      expect(await readProcesso(juridico, q.id)).toEqual(q);
    });

    it('exports only its firm’s cases, with the totals of those', async () => {
      const deles = await casosDa(firma.moraes);
      const sheet = await exportedSheet(
        escritorio,
        await exportReady(t, escritorio, { lista: 'processos', filtros: {} }),
      );
      const rows = dataRows(sheet);
      expect(rows.map((r) => r[0])).toEqual([...deles.map((p) => p.numeroCnj), 'Total']);
      const totais = totaisDe(deles);
      // Columns I (claim value), K, L, M (provision by risk): a SUM over the firm's rows and what it gives.
      const total = sheet.getRow(deles.length + 2);
      expect(['I', 'K', 'L', 'M'].map((c) => [total.getCell(c).formula, total.getCell(c).result])).toEqual([
        [`SUM(I2:I${deles.length + 1})`, Number(totais.valorCausa)],
        [`SUM(K2:K${deles.length + 1})`, Number(totais.provisao.provavel)],
        [`SUM(L2:L${deles.length + 1})`, Number(totais.provisao.possivel)],
        [`SUM(M2:M${deles.length + 1})`, Number(totais.provisao.remota)],
      ]);
      expect(JSON.stringify(rows)).not.toContain(DEMO_CNJ.civel);
      expect(JSON.stringify(rows)).not.toContain(semEscritorio.numeroCnj);
    });
  });

  describe('anyone else', () => {
    it('shows a site manager no case, not even of the obras they manage', async () => {
      const vazio = { items: [], total: 0, totais: totaisDe([]) };
      expect(await processosPage(gestor)).toEqual(vazio);
      expect(await processosPage(gestor, `obra=${obra.linha3}`)).toEqual(vazio);
      for (const id of Object.values(caso))
        await sameAsMissing((r) => gestor.get(url(r)), id, 404, NAO_ENCONTRADO);
      await sameAsMissing((r) => gestor.get(thread(r)), caso.trabalhista, 404, REGISTRO_NAO_ENCONTRADO);
      await sameAsMissing(
        (r) => gestor.get(`/api/registros/processo_juridico/${r}/historico`),
        caso.trabalhista,
        404,
        REGISTRO_NAO_ENCONTRADO,
      );
      await sameAsMissing(
        (a) => gestor.get(`/api/arquivos/${a}`),
        arquivo.trabalhista,
        404,
        ARQUIVO_NAO_ENCONTRADO,
      );
      expect(await solicitacoesPage(gestor, 'holerites')).toEqual({ items: [], total: 0 });
      expect(await juridicoUids(gestor)).toEqual([]);
      const done = await exportReady(t, gestor, { lista: 'processos', filtros: {} });
      expect(done).toMatchObject({ status: 'pronta', linhas: 0 });
      expect(dataRows(await exportedSheet(gestor, done))).toEqual([]);
      const before = await everything();
      refused(await gestor.post('/api/juridico/processos', processoInput(obra.linha3)), 403, SEM_PERMISSAO);
      const p = await readProcesso(juridico, caso.trabalhista);
      await sameAsMissing((r) => gestor.put(url(r), asInput(p)), caso.trabalhista, 404, NAO_ENCONTRADO);
      expect(await everything()).toEqual(before);
    });

    it('shows a client nothing: the list refused (403), a case as a missing one', async () => {
      refused(await cliente.get('/api/juridico/processos'), 403, SEM_PERMISSAO);
      refused(await cliente.get('/api/juridico/solicitacoes?tipoDocumento=holerites'), 403, SEM_PERMISSAO);
      for (const id of Object.values(caso))
        await sameAsMissing((r) => cliente.get(url(r)), id, 404, NAO_ENCONTRADO);
      await sameAsMissing((r) => cliente.get(thread(r)), caso.trabalhista, 404, REGISTRO_NAO_ENCONTRADO);
      await sameAsMissing(
        (a) => cliente.get(`/api/arquivos/${a}`),
        arquivo.trabalhista,
        404,
        ARQUIVO_NAO_ENCONTRADO,
      );
      expect(await juridicoUids(cliente)).toEqual([]);
      const before = { ...(await everything()), exports: await exportsWritten(t) };
      refused(await cliente.post('/api/exportacoes', { lista: 'processos', filtros: {} }), 403, NAO_EXPORTA);
      refused(await cliente.post('/api/juridico/processos', processoInput(obra.linha3)), 403, SEM_PERMISSAO);
      expect({ ...(await everything()), exports: await exportsWritten(t) }).toEqual(before);
    });
  });

  describe('a case checked as it will be', () => {
    /** A site manager given, by an administrator, the right to register and edit the cases of one firm. */
    let limitado: Client;

    beforeAll(async () => {
      const id = await userIdOf(admin, 'substituto@demo.obras.dev');
      const granted = await admin.patch(`/api/usuarios/${id}`, {
        specificRules: [
          {
            action: ['read', 'create', 'update'],
            subject: 'ProcessoJuridico',
            conditions: { escritorio: firma.moraes },
          },
        ],
      });
      expect(granted.statusCode, granted.body).toBe(200);
      limitado = await sessionAs(t.app, 'substituto@demo.obras.dev');
    });

    it('is registered only by whoever may create that very case', async () => {
      const before = await everything();
      for (const fields of [{ escritorioId: firma.pereira }, { escritorioId: null }])
        refused(
          await limitado.post('/api/juridico/processos', processoInput(obra.linha3, fields)),
          403,
          SO_O_JURIDICO_REGISTRA,
        );
      expect(await everything()).toEqual(before);
      const p = await createProcesso(limitado, obra.linha3, { escritorioId: firma.moraes });
      expect(p.acoes).toEqual({ editar: true, enviar: false, comentar: false });
      expect((await readProcesso(escritorio, p.id)).numeroCnj).toBe(p.numeroCnj);
    });

    it('is not moved to another firm (or to none) by whoever could not edit it there; legal staff move it', async () => {
      const p = await createProcesso(juridico, obra.linha3, { escritorioId: firma.moraes });
      const before = await everything();
      for (const escritorioId of [firma.pereira, null])
        refused(await limitado.put(url(p.id), asInput(p, { escritorioId })), 403, SO_O_JURIDICO);
      expect(await everything()).toEqual(before);
      expect(await readProcesso(juridico, p.id)).toEqual(p);
      const kept = await limitado.put(url(p.id), asInput(p, { fase: 'instrucao' }));
      expect(kept.statusCode, kept.body).toBe(200);

      const moved = await juridico.put(url(p.id), asInput(kept.json(), { escritorioId: firma.pereira }));
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().escritorio).toEqual({
        id: firma.pereira,
        nome: 'Pereira Lima Sociedade de Advogados',
      });
      // The case follows its firm: the old one no longer reads it, the new one does.
      await sameAsMissing((r) => escritorio.get(url(r)), p.id, 404, NAO_ENCONTRADO);
      await sameAsMissing((r) => limitado.get(url(r)), p.id, 404, NAO_ENCONTRADO);
      expect((await readProcesso(escritorio2, p.id)).fase).toBe('instrucao');
      expect((await processosPage(escritorio)).items.map((x) => x.id)).not.toContain(p.id);
      expect((await processosPage(escritorio2)).items.map((x) => x.id)).toContain(p.id);
    });
  });
});
