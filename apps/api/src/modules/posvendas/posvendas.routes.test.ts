import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAMADO_SLA_HORAS,
  minutosUteisEntre,
  somarMinutosUteis,
  type TChamado,
  type TChamadoPrioridade,
} from '@portal/domain';
import type { Client } from '../../test/http-client';
import { PDF } from '../../test/seguros-helpers';
import { PNG, auditCount, auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import {
  CHAMADOS,
  NENHUM,
  abrirChamado,
  br,
  chamadoInput,
  chamadoUrl,
  chamadosPage,
  comentar,
  lerChamado,
  moved,
  mover,
  notificacoesDe,
  postFoto,
  posvendasStored,
  refused,
  setChamado,
  sweep,
  threadUrl,
} from '../../test/posvendas-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notificacaoEventos } from '../notificacoes/notificacoes.schema';

const DADOS_INVALIDOS = 'Os dados enviados são inválidos.';
const COMENTARIO = 'Escreva um comentário (o chamado pede um em cada passo)';
const DESCRICAO = 'Descreva o problema: o que acontece, onde e desde quando';
const MUDOU = 'Outra pessoa alterou este chamado enquanto você o lia. Atualize a página e tente de novo.';
const SO_IMAGENS = 'Tipo de arquivo não aceito. Envie JPEG, PNG, WebP.';
const DIA_MS = 24 * 60 * 60 * 1000;

describe('after-sales tickets: opening, the life cycle, SLA and photos (issue 17)', () => {
  let t: TestApp;
  let admin: Client;
  let posvendas: Client;
  let leituraPv: Client;
  let cliente: Client;
  let linha3: string;
  let pessoa: { posvendas: string; cliente: string };

  const everything = async () => ({ ...(await posvendasStored(t)), audit: await auditCount(t) });
  /** A ticket the team opened for the client of OB-2025-014 (Média unless said). */
  const doTime = (fields: Parameters<typeof abrirChamado>[2] = {}) => abrirChamado(posvendas, linha3, fields);
  const motivo = (texto: string) => ({ motivo: texto });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, posvendas, leituraPv, cliente] = await signedInAs(t, [
      'admin',
      'posvendas',
      'posvendas.leitura',
      'cliente',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    pessoa = {
      posvendas: await userIdOf(admin, 'posvendas@demo.obras.dev'),
      cliente: await userIdOf(admin, 'cliente@demo.obras.dev'),
    };
  });
  afterAll(() => t.close());

  describe('opening a ticket', () => {
    it('lets a client open one for their obra: priority Média, themselves as the contact, the team told', async () => {
      const before = await everything();
      const res = await cliente.post(
        CHAMADOS,
        chamadoInput(linha3, {
          titulo: 'Bomba de recalque desarmando',
          prioridade: 'urgente',
          contatoNome: 'Outra pessoa',
          contatoEmail: 'outra@cervejaria.example',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const c = res.json() as TChamado;
      expect(c).toMatchObject({
        status: 'aberto',
        prioridade: 'media',
        obra: { id: linha3, codigo: 'OB-2025-014' },
        contatoNome: 'Renata Albuquerque',
        contatoEmail: 'cliente@demo.obras.dev',
        solicitante: { id: pessoa.cliente, nome: 'Renata Albuquerque' },
        responsavel: null,
        custos: null,
        custoTotal: null,
        acoes: { editar: false, custos: false, fotos: true, comentar: true },
        movimentos: [],
        linhaDoTempo: [],
      });
      // Média: 8 business hours to answer and 40 to solve, from the opening.
      expect(c.sla).toEqual({
        prazoPrimeiraResposta: somarMinutosUteis(new Date(c.abertoEm), 8 * 60).toISOString(),
        primeiraRespostaEm: null,
        primeiraRespostaEstourada: false,
        prazoResolucao: somarMinutosUteis(new Date(c.abertoEm), 40 * 60).toISOString(),
        resolucaoEstourada: false,
        pausaMinutos: 0,
      });
      expect(await everything()).toMatchObject({ chamados: before.chamados + 1, audit: before.audit + 1 });
      expect((await auditOf(t, 'chamado_posvenda', c.id)).map((a) => a.action)).toEqual(['criar']);

      const eventos = await t.database.db
        .select()
        .from(notificacaoEventos)
        .where(eq(notificacaoEventos.chave, `posvendas:novo:${c.id}`));
      expect(eventos).toEqual([
        expect.objectContaining({ tipo: 'acao_pendente', destinatarios: [pessoa.posvendas] }),
      ]);
      await sweep(t);
      expect(await notificacoesDe(posvendas, c.id)).toEqual([
        expect.objectContaining({
          tipo: 'acao_pendente',
          titulo: `Novo Chamado nº ${c.numero}: Bomba de recalque desarmando`,
          texto: 'OB-2025-014 — Ampliação da fábrica de envase — Linha 3. Prioridade Média.',
          link: `/posvendas/${c.numero}`,
        }),
      ]);
      expect(await notificacoesDe(leituraPv, c.id)).toEqual([]);
      expect(await notificacoesDe(cliente, c.id)).toEqual([]);
    });

    it('lets the team open one for a client with priority and contact; it reads the same by id and by number', async () => {
      const c = await doTime({
        prioridade: 'alta',
        numeroSerie: 'RG-2024-0113',
        contatoNome: 'Sérgio da manutenção',
        contatoEmail: 'Manutencao@Cervejaria.example',
      });
      expect(c).toMatchObject({
        prioridade: 'alta',
        numeroSerie: 'RG-2024-0113',
        contatoNome: 'Sérgio da manutenção',
        contatoEmail: 'manutencao@cervejaria.example',
        solicitante: { id: pessoa.posvendas, nome: 'Paula Nogueira' },
        custos: [],
        custoTotal: '0.00',
        acoes: { editar: true, custos: true, fotos: true, comentar: true },
      });
      expect(c.movimentos.map((m) => m.movimento)).toEqual(['atender', 'cancelar']);
      expect(c.sla.prazoPrimeiraResposta).toBe(somarMinutosUteis(new Date(c.abertoEm), 4 * 60).toISOString());
      expect(await lerChamado(posvendas, c.id)).toEqual(c);
      expect(await lerChamado(posvendas, c.numero)).toEqual(c);
      expect(await lerChamado(cliente, c.numero)).toMatchObject({ id: c.id, custos: null, custoTotal: null });
    });

    it('refuses no description, a short title, another obra of a client, an unknown obra, and stores nothing', async () => {
      const before = await everything();
      const { descricao: _, ...semDescricao } = chamadoInput(linha3);
      expect(refused(await posvendas.post(CHAMADOS, semDescricao), 400, DADOS_INVALIDOS).errors).toEqual([
        { campo: 'descricao', mensagem: DESCRICAO },
      ]);
      const curto = await cliente.post(CHAMADOS, chamadoInput(linha3, { titulo: 'Ai', descricao: 'curta' }));
      expect(refused(curto, 400, DADOS_INVALIDOS).errors).toEqual([
        { campo: 'titulo', mensagem: 'Resuma o problema em poucas palavras' },
        { campo: 'descricao', mensagem: DESCRICAO },
      ]);
      const alheia = chamadoInput(await obraIdOf(admin, 'OB-2025-021'));
      refused(await cliente.post(CHAMADOS, alheia), 403, 'Você só abre chamados das suas obras.');
      expect(
        refused(await posvendas.post(CHAMADOS, chamadoInput(NENHUM)), 400, 'Obra não encontrada.').errors,
      ).toEqual([{ campo: 'obraId', mensagem: 'Escolha uma obra existente' }]);
      expect(await everything()).toEqual(before);
    });
  });

  describe('the life cycle', () => {
    it('goes atender → aguardar → retomar (client) → concluir → reabrir (client) → concluir, each comment in the timeline', async () => {
      const c = await abrirChamado(cliente, linha3);
      const atendido = await moved(posvendas, c.id, 'atender', 'Vamos ver o registro amanhã.');
      expect(atendido).toMatchObject({ status: 'em_atendimento', responsavel: { id: pessoa.posvendas } });
      // The team's first move answers the client.
      expect(atendido.sla.primeiraRespostaEm).not.toBeNull();
      const aguardando = await moved(posvendas, c.id, 'aguardarCliente', 'Envie uma foto, por favor.');
      // The resolution clock stands still while the client is asked.
      expect(aguardando).toMatchObject({ status: 'aguardando_cliente', sla: { prazoResolucao: null } });
      // The client is asked to act.
      await sweep(t);
      expect((await notificacoesDe(cliente, c.id)).filter((n) => n.tipo === 'acao_pendente')).toEqual([
        expect.objectContaining({
          titulo: `Chamado nº ${c.numero} · ${c.titulo} · OB-2025-014 foi posto à espera do cliente e aguarda sua ação`,
          texto: 'Posto à espera do cliente por Paula Nogueira. Motivo: Envie uma foto, por favor.',
        }),
      ]);
      expect((await lerChamado(cliente, c.id)).movimentos).toEqual([
        expect.objectContaining({ movimento: 'retomar', label: 'Responder e retomar', exigeMotivo: true }),
      ]);
      expect((await moved(cliente, c.id, 'retomar', 'Foto enviada pela obra.')).status).toBe(
        'em_atendimento',
      );
      const concluido = await moved(posvendas, c.id, 'concluir', 'Registro trocado e testado.');
      expect(concluido).toMatchObject({ status: 'concluido', concluidoEm: expect.any(String) });
      const reaberto = await moved(cliente, c.id, 'reabrir', 'Voltou a pingar.');
      expect(reaberto).toMatchObject({ status: 'em_atendimento', concluidoEm: null });
      const final = await moved(posvendas, c.id, 'concluir', 'Vedação refeita.');
      expect(final).toMatchObject({ status: 'concluido', versao: 6 });
      expect(
        final.linhaDoTempo.map((m) => `${m.movimento}: ${m.deLabel} → ${m.paraLabel}, ${m.por}: ${m.motivo}`),
      ).toEqual([
        'atender: Aberto → Em atendimento, Paula Nogueira: Vamos ver o registro amanhã.',
        'aguardarCliente: Em atendimento → Aguardando cliente, Paula Nogueira: Envie uma foto, por favor.',
        'retomar: Aguardando cliente → Em atendimento, Renata Albuquerque: Foto enviada pela obra.',
        'concluir: Em atendimento → Concluído, Paula Nogueira: Registro trocado e testado.',
        'reabrir: Concluído → Em atendimento, Renata Albuquerque: Voltou a pingar.',
        'concluir: Em atendimento → Concluído, Paula Nogueira: Vedação refeita.',
      ]);
      expect((await lerChamado(cliente, c.id)).linhaDoTempo).toEqual(final.linhaDoTempo);
      const audit = (await auditOf(t, 'chamado_posvenda', c.id)).map((a) => a.action);
      expect(audit.join(' ')).toBe('criar atender aguardarCliente retomar concluir reabrir concluir');
    });

    it('asks a comment on every move (400) and changes nothing', async () => {
      const c = await doTime();
      const before = await everything();
      for (const body of [{}, { motivo: '' }, { motivo: '  ok  ' }, { motivo: 42 }])
        expect(
          refused(await mover(posvendas, c.id, 'atender', body), 400, DADOS_INVALIDOS).errors,
          JSON.stringify(body),
        ).toEqual([{ campo: 'motivo', mensagem: COMENTARIO }]);
      expect(await everything()).toEqual(before);
      expect(await lerChamado(posvendas, c.id)).toEqual(c);
    });

    it('refuses an interaction in the thread without a comment (400), from the team or the client, writing nothing', async () => {
      const c = await doTime();
      const itens = async () => {
        const res = await posvendas.get(threadUrl(c.id));
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { items: unknown[] }).items;
      };
      const antes = await itens();
      const before = await everything();
      for (const who of [posvendas, cliente])
        for (const body of [{}, { texto: '' }, { texto: '   \n  ' }, { texto: '', interno: true }])
          expect(
            refused(await who.post(threadUrl(c.id), body), 400, DADOS_INVALIDOS).errors,
            JSON.stringify(body),
          ).toContainEqual({ campo: 'texto', mensagem: 'Escreva o comentário' });
      expect(await everything()).toEqual(before);
      expect(await itens()).toEqual(antes);
    });

    it('refuses a move the status does not allow (409), and a client’s reopening after 30 days, changing nothing', async () => {
      const c = await doTime();
      const pular = motivo('Tentando pular etapas.');
      const before = await everything();
      const naoPode = (status: string, feito: string) =>
        `O chamado está ${status} e já não pode ser ${feito}. Atualize a página.`;
      refused(await mover(posvendas, c.id, 'concluir', pular), 409, naoPode('aberto', 'concluído'));
      refused(await mover(cliente, c.id, 'retomar', pular), 409, naoPode('aberto', 'retomado'));
      refused(await mover(cliente, c.id, 'reabrir', pular), 409, naoPode('aberto', 'reaberto'));
      expect(await everything()).toEqual(before);
      expect(await lerChamado(posvendas, c.id)).toEqual(c);

      await moved(posvendas, c.id, 'atender');
      await moved(posvendas, c.id, 'concluir');
      await setChamado(t, c.id, { concluidoEm: new Date(Date.now() - 31 * DIA_MS) });
      const concluido = await lerChamado(posvendas, c.id);
      refused(
        await mover(cliente, c.id, 'reabrir', motivo('Voltou o defeito.')),
        409,
        'Este chamado foi concluído há mais de 30 dias: abra um novo chamado.',
      );
      expect(await lerChamado(posvendas, c.id)).toEqual(concluido);
      // The team reopens at any time.
      expect((await moved(posvendas, c.id, 'reabrir')).status).toBe('em_atendimento');
    });

    it('gives the second of two people moving from the same version a 409, keeping the first one’s move', async () => {
      const c = await doTime();
      const first = await mover(posvendas, c.id, 'atender', { motivo: 'Eu atendo este.', versao: c.versao });
      expect(first.statusCode, first.body).toBe(200);
      const kept = await lerChamado(posvendas, c.id);
      const before = await everything();
      refused(await mover(admin, c.id, 'cancelar', { motivo: 'Duplicado.', versao: c.versao }), 409, MUDOU);
      refused(await admin.patch(chamadoUrl(c.id), { prioridade: 'urgente', versao: c.versao }), 409, MUDOU);
      expect(await everything()).toEqual(before);
      expect(await lerChamado(posvendas, c.id)).toEqual(kept);
      expect(kept).toMatchObject({ status: 'em_atendimento', prioridade: 'media', versao: 1 });
      expect(kept.linhaDoTempo.map((m) => m.motivo)).toEqual(['Eu atendo este.']);
    });

    it('cancels with a comment; a cancelled ticket moves no more, is not edited and takes no photo', async () => {
      const c = await doTime();
      const cancelado = await moved(posvendas, c.id, 'cancelar', 'Aberto em duplicidade.');
      expect(cancelado).toMatchObject({ status: 'cancelado', movimentos: [], acoes: { fotos: false } });
      expect(cancelado.linhaDoTempo.map((m) => [m.movimento, m.motivo])).toEqual([
        ['cancelar', 'Aberto em duplicidade.'],
      ]);
      const before = await everything();
      const patch = await posvendas.patch(chamadoUrl(c.id), { prioridade: 'alta' });
      refused(patch, 409, 'Este chamado foi cancelado: ele não muda mais.');
      const foto = await postFoto(t, cliente, c.id, 'foto.png', PNG);
      refused(foto, 409, 'Este chamado foi cancelado: ele não recebe fotos.');
      refused(
        await mover(posvendas, c.id, 'atender', motivo('Retomando o cancelado.')),
        409,
        'O chamado está cancelado e já não pode ser posto em atendimento. Atualize a página.',
      );
      expect(await everything()).toEqual(before);
      expect(await lerChamado(posvendas, c.id)).toEqual(cancelado);
    });
  });

  describe('SLA in business hours (Mon–Fri 08–12 and 13–17 in Brasília, national holidays off)', () => {
    /** A ticket opened at a known instant (Brasília), its deadlines recomputed from it by a change of priority. */
    const abertoEm = async (local: string, prioridade: TChamadoPrioridade) => {
      const c = await doTime({ prioridade: prioridade === 'media' ? 'baixa' : 'media' });
      await setChamado(t, c.id, { abertoEm: br(local) });
      const res = await posvendas.patch(chamadoUrl(c.id), { prioridade });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TChamado;
    };

    it('counts the deadlines from the opening, across a weekend, Carnaval (16–17/02) and Tiradentes (21/04)', async () => {
      const c = await abertoEm('2026-02-13T16:30', 'alta');
      expect(c.abertoEm).toBe('2026-02-13T19:30:00.000Z');
      expect(c.sla).toEqual({
        // 4 h: 30 min on Friday, nothing until Wednesday 18/02, then 08:00 + 3 h 30 = 11:30 (14:30 UTC).
        prazoPrimeiraResposta: '2026-02-18T14:30:00.000Z',
        primeiraRespostaEm: null,
        primeiraRespostaEstourada: true,
        // 24 h: 30 min + Wednesday 8 h + Thursday 8 h + Friday 20/02 morning 4 h + 3 h 30 after lunch = 16:30.
        prazoResolucao: '2026-02-20T19:30:00.000Z',
        resolucaoEstourada: true,
        pausaMinutos: 0,
      });
      const casos: [string, TChamadoPrioridade, string, string][] = [
        // Same Friday: urgent 2 h → Wed 09:30, 16 h → Thu 16:30; Média 8 h → Wed 16:30, 40 h → Tue 24/02 16:30;
        // Baixa 16 h → Thu 16:30, 80 h → nine full days after Friday, then Tue 03/03 16:30.
        ['2026-02-13T16:30', 'urgente', '2026-02-18T12:30:00.000Z', '2026-02-19T19:30:00.000Z'],
        ['2026-02-13T16:30', 'media', '2026-02-18T19:30:00.000Z', '2026-02-24T19:30:00.000Z'],
        ['2026-02-13T16:30', 'baixa', '2026-02-19T19:30:00.000Z', '2026-03-03T19:30:00.000Z'],
        // A weekend: Friday 06/03 15:30, urgent: 1 h 30 on Friday, then Monday 08:30; 16 h end Tuesday 15:30.
        ['2026-03-06T15:30', 'urgente', '2026-03-09T11:30:00.000Z', '2026-03-10T18:30:00.000Z'],
        // Tiradentes: Monday 20/04 14:00, high: 3 h on Monday, Wednesday 09:00; 24 h end on Friday 24/04 14:00.
        ['2026-04-20T14:00', 'alta', '2026-04-22T12:00:00.000Z', '2026-04-24T17:00:00.000Z'],
      ];
      for (const [local, prioridade, resposta, resolucao] of casos) {
        const { sla } = await abertoEm(local, prioridade);
        expect([sla.prazoPrimeiraResposta, sla.prazoResolucao], `${local} ${prioridade}`).toEqual([
          resposta,
          resolucao,
        ]);
        // The domain's business-hours arithmetic agrees with the hand count.
        const horas = CHAMADO_SLA_HORAS[prioridade];
        expect([
          somarMinutosUteis(br(local), horas.primeiraResposta * 60).toISOString(),
          somarMinutosUteis(br(local), horas.resolucao * 60).toISOString(),
        ]).toEqual([resposta, resolucao]);
      }
    });

    it('takes the team’s first public comment as the first answer, not an internal note nor the client’s word', async () => {
      const c = await abertoEm('2026-02-13T16:30', 'alta');
      const sla = async () => (await lerChamado(posvendas, c.id)).sla;
      await comentar(posvendas, c.id, 'Nota para a equipe: ver a garantia do fabricante.', true);
      expect((await sla()).primeiraRespostaEm).toBeNull();
      await comentar(cliente, c.id, 'Alguém pode olhar isto hoje?');
      expect((await sla()).primeiraRespostaEm).toBeNull();
      const publico = await comentar(posvendas, c.id, 'Recebemos; um técnico vai até a obra.');
      // Answered now a ticket due in February: late.
      expect(await sla()).toMatchObject({
        primeiraRespostaEm: publico.createdAt,
        primeiraRespostaEstourada: true,
      });
      await comentar(posvendas, c.id, 'Técnico a caminho.');
      expect((await sla()).primeiraRespostaEm).toBe(publico.createdAt);
    });

    it('extends the resolution deadline by the business minutes the ticket waited for the client', async () => {
      const c = await doTime();
      await moved(posvendas, c.id, 'atender');
      await moved(posvendas, c.id, 'aguardarCliente', 'Precisamos do número de série.');
      // Opened Friday 13/02 16:30 (Média: due Tuesday 24/02 16:30), waiting since Wednesday 18/02 08:00: only the
      // 30 minutes of Friday were spent.
      const pausadoEm = br('2026-02-18T08:00');
      await setChamado(t, c.id, { abertoEm: br('2026-02-13T16:30'), pausadoEm });
      expect((await lerChamado(posvendas, c.id)).sla).toMatchObject({
        prazoResolucao: null,
        pausaMinutos: 0,
      });
      const antes = new Date();
      const retomado = await moved(cliente, c.id, 'retomar', 'O número de série é RG-2024-0113.');
      const depois = new Date();
      const { pausaMinutos, prazoResolucao } = retomado.sla;
      expect(pausaMinutos).toBeGreaterThanOrEqual(minutosUteisEntre(pausadoEm, antes));
      expect(pausaMinutos).toBeLessThanOrEqual(minutosUteisEntre(pausadoEm, depois));
      expect(prazoResolucao).toBe(
        somarMinutosUteis(br('2026-02-13T16:30'), 40 * 60 + pausaMinutos).toISOString(),
      );
      // The deadline moved by exactly the business minutes paused, and is ahead again.
      expect(minutosUteisEntre(new Date('2026-02-24T19:30:00.000Z'), new Date(prazoResolucao!))).toBe(
        pausaMinutos,
      );
      expect(new Date(prazoResolucao!).getTime()).toBeGreaterThan(depois.getTime());
      expect(retomado.sla.resolucaoEstourada).toBe(false);
      expect((await lerChamado(posvendas, c.id)).sla).toEqual(retomado.sla);
    });

    it('lists with slaEstourado=true a ticket past its deadline, not a fresh one', async () => {
      const marca = 'Marcador Ipê Amarelo';
      const velho = await doTime({ titulo: `${marca} velho` });
      const novo = await doTime({ titulo: `${marca} novo` });
      await setChamado(t, velho.id, {
        prazoPrimeiraResposta: br('2026-02-18T11:30'),
        prazoResolucao: br('2026-02-20T16:30'),
      });
      const busca = `busca=${encodeURIComponent(marca)}`;
      const todos = await chamadosPage(posvendas, busca);
      expect(
        todos.items.map((c) => [c.id, c.sla.primeiraRespostaEstourada, c.sla.resolucaoEstourada]),
      ).toEqual([
        [novo.id, false, false],
        [velho.id, true, true],
      ]);
      const estourados = await chamadosPage(posvendas, `${busca}&slaEstourado=true`);
      expect(estourados).toEqual({ items: [todos.items[1]], total: 1 });
    });
  });

  it('takes a photo (an image) from the client, shown on the ticket; a PDF or a text is refused (415)', async () => {
    const c = await doTime();
    const res = await postFoto(t, cliente, c.id, 'registro-pingando.png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    const foto = res.json();
    expect(foto).toEqual({
      id: expect.any(String),
      nome: 'registro-pingando.png',
      mime: 'image/png',
      tamanho: PNG.length,
    });
    expect((await lerChamado(posvendas, c.id)).fotos).toEqual([foto]);
    const download = await posvendas.get(`/api/arquivos/${foto.id}`);
    expect([download.statusCode, download.rawPayload]).toEqual([200, PNG]);
    const before = await everything();
    refused(await postFoto(t, cliente, c.id, 'laudo.pdf', PDF), 415, SO_IMAGENS);
    refused(await postFoto(t, posvendas, c.id, 'notas.txt', Buffer.from('só texto\n')), 415, SO_IMAGENS);
    expect(await everything()).toEqual(before);
    expect((await lerChamado(cliente, c.id)).fotos).toEqual([foto]);
  });
});
