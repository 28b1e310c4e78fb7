import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditoria, type TAuditoria, type TOcorrenciaSgi } from '@portal/domain';
import { dataRows, exportReady, exportedSheet } from '../../test/export-helpers';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import {
  NENHUM,
  OCORRENCIAS,
  SO_EQUIPE_AUDITA,
  acaoInput,
  acoesPage,
  comentar,
  dia,
  emAndamento,
  erros,
  finalizarAcao,
  lerOcorrencia,
  ocorrenciaInput,
  ocorrenciasPage,
  ok,
  planejar,
  refused,
  registrar,
  rncInput,
  rncUrl,
  setOcorrencia,
  sgiStored,
} from '../../test/sgi-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const AUDITORIAS = '/api/sgi/auditorias';
const DIA_MS = 24 * 60 * 60 * 1000;
/** The month of an instant in São Paulo (UTC−3 all year), as the dashboard groups it. */
const mesSP = (iso: string) =>
  new Date(new Date(iso).getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 7);

describe('SGI origins, audits, dashboards, old records and exports (issue 16)', () => {
  let t: TestApp;
  let sgi: Client;
  let gestor: Client;
  let campo: Client;
  let automacao: Client;
  let leitura: Client;
  let admin: Client;
  let linha3: string;
  let pessoa: { sgi: string; gestor: string; campo: string; automacao: string };

  const everything = () => sgiStored(t);
  const ids = (items: { id: string }[]) => items.map((o) => o.id);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [sgi, gestor, campo, automacao, leitura, admin] = await signedInAs(t, [
      'sgi',
      'gestor',
      'campo',
      'automacao',
      'leitura',
      'admin',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const id = (name: string) => userIdOf(admin, `${name}@demo.obras.dev`);
    pessoa = {
      sgi: await id('sgi'),
      gestor: await id('gestor'),
      campo: await id('campo'),
      automacao: await id('automacao'),
    };
  });
  afterAll(() => t.close());

  describe('occurrences opened from another record link both ways', () => {
    it('opens one from a checklist item: the obra and the link come from the checklist, which lists it back', async () => {
      const orders = (await campo.get(`/api/ordensServico?obra=${linha3}&tipo=field`)).json().items as {
        id: string;
        numero: number;
      }[];
      const os = orders.find((o) => o.numero === 1)!.id;
      const modeloId = (await campo.get(`/api/obras/${linha3}/checklists/field/modelos`)).json().items[0].id;
      const started = await campo.post(`/api/ordensServico/field/${os}/checklists`, { modeloId });
      expect(started.statusCode, started.body).toBe(201);
      const checklistId = started.json().id as string;

      const before = await everything();
      const semChecklist = { origem: 'checklist', origemRef: { itemId: 'mont-3' } } as const;
      expect(
        erros(
          await campo.post(OCORRENCIAS, ocorrenciaInput(semChecklist)),
          'Informe o checklist da não conformidade',
        ),
      ).toEqual([{ campo: 'origemRef.checklistId', mensagem: 'Informe o checklist da não conformidade' }]);
      // Unknown, or one its author may not read (automação does not read field orders): the same refusal.
      for (const [who, id] of [
        [campo, NENHUM],
        [automacao, checklistId],
      ] as const)
        expect(
          erros(
            await who.post(
              OCORRENCIAS,
              ocorrenciaInput({ origem: 'checklist', origemRef: { checklistId: id, itemId: 'mont-3' } }),
            ),
            'Checklist não encontrado',
          ),
        ).toEqual([{ campo: 'origemRef.checklistId', mensagem: 'Checklist não encontrado' }]);
      expect(await everything()).toEqual(before);

      const o = await registrar(campo, {
        origem: 'checklist',
        origemRef: { checklistId, itemId: 'mont-3' },
        enviar: true,
      });
      expect(o).toMatchObject({
        origem: 'checklist',
        obra: { id: linha3, codigo: 'OB-2025-014' },
        origemRef: { checklistId, itemId: 'mont-3' },
        origemLink: `/${linha3}/checklist/field/preencher?os=${os}&checklist=${checklistId}`,
      });
      expect(ids((await ocorrenciasPage(campo, `origem=checklist&origemId=${checklistId}`)).items)).toEqual([
        o.id,
      ]);
      expect(ids((await ocorrenciasPage(sgi, `origem=checklist&origemId=${checklistId}`)).items)).toEqual([
        o.id,
      ]);
      // The link is given to whoever may open the checklist: automação, who reads the occurrence, may not.
      expect((await lerOcorrencia(automacao, o.id)).origemLink).toBeNull();
    });

    it('opens one from an RDO occurrence with the RDO’s obra and a link back to it', async () => {
      const rdoId = (await gestor.get(`/api/diarios?obra=${linha3}&pageSize=1`)).json().items[0].id as string;
      const before = await everything();
      expect(
        erros(
          await gestor.post(OCORRENCIAS, ocorrenciaInput({ origem: 'rdo' })),
          'Informe o RDO da ocorrência',
        ),
      ).toEqual([{ campo: 'origemRef.rdoId', mensagem: 'Informe o RDO da ocorrência' }]);
      expect(
        erros(
          await gestor.post(OCORRENCIAS, ocorrenciaInput({ origem: 'rdo', origemRef: { rdoId: NENHUM } })),
          'RDO não encontrado',
        ),
      ).toEqual([{ campo: 'origemRef.rdoId', mensagem: 'RDO não encontrado' }]);
      expect(await everything()).toEqual(before);
      const o = await registrar(gestor, { origem: 'rdo', origemRef: { rdoId, rdoOcorrencia: 0 } });
      expect(o).toMatchObject({
        obra: { id: linha3 },
        origemRef: { rdoId, rdoOcorrencia: 0 },
        origemLink: `/diarios/${rdoId}`,
      });
      expect(ids((await ocorrenciasPage(gestor, `origem=rdo&origemId=${rdoId}`)).items)).toEqual([o.id]);
    });
  });

  describe('audits (ISO 19011)', () => {
    let auditoria: TAuditoria;
    const auditoriaInput = {
      tipo: 'segunda_parte',
      titulo: 'Auditoria do cliente no SGQ da obra',
      normas: ['ISO 9001', 'ISO 14001'],
      escopo: 'Inspeção e ensaios da montagem eletromecânica.',
      obraId: null as string | null,
      auditor: 'Carla Menezes (cliente)',
      inicio: dia(1),
      fim: dia(3),
    };
    const avancar = (who: Client) => who.post(`${AUDITORIAS}/${auditoria.id}/avancar`);
    const constatar = (who: Client, titulo = 'Instrumento com calibração vencida') =>
      who.post(`${AUDITORIAS}/${auditoria.id}/constatacoes`, {
        titulo,
        descricao: 'O torquímetro TQ-04 estava com a calibração vencida desde janeiro.',
      });

    it('is planned by the SGI team only, with its dates in order and at least one standard', async () => {
      auditoriaInput.obraId = linha3;
      const before = await everything();
      for (const who of [gestor, campo, leitura])
        refused(await who.post(AUDITORIAS, auditoriaInput), 403, SO_EQUIPE_AUDITA);
      expect(erros(await sgi.post(AUDITORIAS, { ...auditoriaInput, fim: dia(0) }))).toEqual([
        { campo: 'fim', mensagem: 'O fim vem depois do início' },
      ]);
      expect(erros(await sgi.post(AUDITORIAS, { ...auditoriaInput, normas: [] }))).toEqual([
        { campo: 'normas', mensagem: 'Escolha ao menos uma norma' },
      ]);
      expect(await everything()).toEqual(before);
      const res = await sgi.post(AUDITORIAS, auditoriaInput);
      expect(res.statusCode, res.body).toBe(201);
      auditoria = ZAuditoria.parse(res.json());
      expect(auditoria).toMatchObject({
        etapa: 'planejamento',
        obra: { id: linha3 },
        constatacoes: [],
        acoes: { avancar: true, constatar: false, editar: true },
      });
      const lida = await leitura.get(`${AUDITORIAS}/${auditoria.id}`);
      expect(lida.json()).toMatchObject({ id: auditoria.id, acoes: { avancar: false, constatar: false } });
    });

    it('goes forward stage by stage and takes findings only in execution, each an occurrence in triage linked to it', async () => {
      const before = await everything();
      refused(await constatar(sgi), 409, 'As constatações são registradas durante a execução da auditoria.');
      refused(await avancar(gestor), 403, SO_EQUIPE_AUDITA);
      expect(await everything()).toEqual(before);
      expect((await avancar(sgi)).json().etapa).toBe('preparacao');
      refused(await constatar(sgi), 409, 'As constatações são registradas durante a execução da auditoria.');
      expect((await avancar(sgi)).json()).toMatchObject({ etapa: 'execucao', acoes: { constatar: true } });
      refused(await constatar(gestor), 403, SO_EQUIPE_AUDITA);

      const o = await ok(constatar(sgi));
      expect(o).toMatchObject({
        categoria: 'auditoria',
        tipo: 'constatacao_auditoria',
        origem: 'auditoria',
        status: 'TRIAGEM',
        obra: { id: linha3 },
        origemRef: { auditoriaId: auditoria.id },
        origemLink: `/sgi/auditorias/${auditoria.id}`,
        linhaDoTempo: [],
      });
      const lida = ZAuditoria.parse((await leitura.get(`${AUDITORIAS}/${auditoria.id}`)).json());
      expect(ids(lida.constatacoes)).toEqual([o.id]);
      const lista = (await sgi.get(`${AUDITORIAS}?pageSize=100`)).json().items as {
        id: string;
        constatacoes: number;
      }[];
      expect(lista.find((a) => a.id === auditoria.id)?.constatacoes).toBe(1);
      expect(
        ids((await ocorrenciasPage(leitura, `origem=auditoria&origemId=${auditoria.id}`)).items),
      ).toEqual([o.id]);

      expect((await avancar(sgi)).json()).toMatchObject({
        etapa: 'encerramento',
        acoes: { avancar: false, editar: false },
      });
      const fechada = await everything();
      refused(await avancar(sgi), 409, 'Esta auditoria já foi encerrada.');
      refused(await constatar(sgi), 409, 'As constatações são registradas durante a execução da auditoria.');
      expect(await everything()).toEqual(fechada);
    });
  });

  it('counts a category’s dashboard in SQL: open by status, severity and obra, per month, overdue actions, 6M Pareto, mean days to finish', async () => {
    // Meio ambiente is this test's own: the demo's finished oil leak (10 days to finish, root cause in the material)...
    const cat = { categoria: 'meio_ambiente' } as const;
    const emTratamento = await emAndamento(campo, sgi, pessoa.gestor, { ...cat, obraId: linha3 });
    await ok(gestor.put(rncUrl(emTratamento.id), rncInput({ causaRaiz6M: 'metodo' })));
    const atrasada = acaoInput(pessoa.campo, pessoa.sgi, { quando: dia(-1) });
    await ok(planejar(gestor, emTratamento.id, atrasada, acaoInput(pessoa.gestor, pessoa.sgi)));
    const naTriagem = await registrar(gestor, { ...cat, tipo: 'nao_conformidade', enviar: true });
    const resolvida = await emAndamento(automacao, sgi, pessoa.automacao, {
      ...cat,
      tipo: 'incidente',
      obraId: linha3,
    });
    await ok(automacao.put(rncUrl(resolvida.id), rncInput({ causaRaiz6M: 'metodo' })));
    const plano = await ok(planejar(automacao, resolvida.id, acaoInput(pessoa.automacao, pessoa.sgi)));
    expect((await ok(finalizarAcao(automacao, plano.acoesPlano[0]!.id))).status).toBe('FINALIZADO');
    // ...finished in exactly 4 days; and a draft, which no dashboard counts.
    const aberta = new Date(Date.now() - 6 * DIA_MS);
    await setOcorrencia(t, resolvida.id, {
      createdAt: aberta,
      finalizadaEm: new Date(aberta.getTime() + 4 * DIA_MS),
    });
    await registrar(campo, cat);

    const res = await sgi.get('/api/sgi/painel?categoria=meio_ambiente');
    expect(res.statusCode, res.body).toBe(200);
    const painel = res.json();
    const todas = (await ocorrenciasPage(sgi, 'categoria=meio_ambiente')).items.filter(
      (o) => o.status !== 'RASCUNHO',
    );
    expect(todas).toHaveLength(4);
    const porMes = new Map<string, { abertas: number; finalizadas: number }>();
    const mes = (m: string) => porMes.get(m) ?? porMes.set(m, { abertas: 0, finalizadas: 0 }).get(m)!;
    for (const o of todas) {
      mes(mesSP(o.criadaEm)).abertas += 1;
      if (o.finalizadaEm) mes(mesSP(o.finalizadaEm)).finalizadas += 1;
    }
    expect(painel).toEqual({
      total: 4,
      abertasPorStatus: expect.arrayContaining([
        { status: 'TRIAGEM', total: 1 },
        { status: 'EM ANDAMENTO', total: 1 },
      ]),
      abertasPorGravidade: expect.arrayContaining([
        { gravidade: 'moderada', total: 1 },
        { gravidade: null, total: 1 },
      ]),
      abertasPorObra: expect.arrayContaining([
        { obra: 'OB-2025-014', total: 1 },
        { obra: 'Sem obra', total: 1 },
      ]),
      porMes: [...porMes.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([m, v]) => ({ mes: m, ...v })),
      acoesAtrasadas: 1,
      pareto6M: [
        { causa: 'metodo', total: 2, acumulado: 0.6667 },
        { causa: 'material', total: 1, acumulado: 1 },
      ],
      tempoMedioDias: 7,
    });
    expect(painel.abertasPorStatus).toHaveLength(2);
    expect(painel.abertasPorGravidade).toHaveLength(2);
    expect(painel.abertasPorObra).toHaveLength(2);
    expect(naTriagem.status).toBe('TRIAGEM');
    // The same numbers for anyone who reads all of them; none of another category.
    expect((await leitura.get('/api/sgi/painel?categoria=meio_ambiente')).json()).toEqual(painel);
    const seguranca = (await sgi.get('/api/sgi/painel?categoria=seguranca')).json();
    expect(seguranca).toMatchObject({
      acoesAtrasadas: 1,
      pareto6M: [{ causa: 'metodo', total: 1, acumulado: 1 }],
    });
  });

  it('filters the dashboard and the list by the day the occurrence happened', async () => {
    const tarde = await registrar(campo, { categoria: 'qualidade', dataOcorrencia: dia(-20), enviar: true });
    // Registered today, it happened 20 days ago: it is in that day's period, not in today's.
    const periodo = `de=${dia(-20)}&ate=${dia(-20)}`;
    expect(ids((await ocorrenciasPage(sgi, periodo)).items)).toEqual([tarde.id]);
    expect((await sgi.get(`/api/sgi/painel?categoria=qualidade&${periodo}`)).json()).toMatchObject({
      total: 1,
      abertasPorStatus: [{ status: 'TRIAGEM', total: 1 }],
    });
    expect(
      (await sgi.get(`/api/sgi/painel?categoria=qualidade&de=${dia(-1)}&ate=${dia(0)}`)).json().total,
    ).toBe(0);
  });

  it('reads an old record in ANDAMENTO as EM ANDAMENTO: shown, filtered and counted so, and its responsible still works it', async () => {
    const o = await emAndamento(campo, sgi, pessoa.gestor, {
      categoria: 'auditoria',
      titulo: 'Registro antigo em andamento',
    });
    await setOcorrencia(t, o.id, { status: 'ANDAMENTO' });
    expect(await lerOcorrencia(gestor, o.id)).toMatchObject({
      status: 'EM ANDAMENTO',
      acoes: { editar: true, plano: true, comentar: true },
    });
    for (const status of ['EM%20ANDAMENTO', 'ANDAMENTO'])
      expect(ids((await ocorrenciasPage(leitura, `categoria=auditoria&status=${status}`)).items)).toEqual([
        o.id,
      ]);
    expect((await sgi.get('/api/sgi/painel?categoria=auditoria')).json().abertasPorStatus).toEqual(
      expect.arrayContaining([{ status: 'EM ANDAMENTO', total: 1 }]),
    );
    expect((await comentar(gestor, o.id, 'Retomando o tratamento.')).statusCode).toBe(201);
    const plano = await ok(planejar(gestor, o.id, acaoInput(pessoa.gestor, pessoa.sgi)));
    const fim = await ok(finalizarAcao(gestor, plano.acoesPlano[0]!.id));
    expect(fim).toMatchObject({ status: 'FINALIZADO', acoes: { comentar: false, editar: false } });
    expect(fim.linhaDoTempo.at(-1)).toMatchObject({ movimento: 'finalizar', de: 'EM ANDAMENTO' });
  });

  describe('exports', () => {
    let exportada: TOcorrenciaSgi;
    beforeAll(async () => {
      exportada = await emAndamento(campo, sgi, pessoa.gestor, {
        titulo: 'Andaime sem rodapé na fachada norte',
        obraId: linha3,
        dataOcorrencia: '2026-01-15',
      });
      const acoes = [
        acaoInput(pessoa.campo, pessoa.sgi, {
          oQue: 'Instalar rodapé no andaime da fachada',
          quantoCusta: '1200.50',
        }),
        acaoInput(pessoa.gestor, pessoa.sgi, { oQue: 'Inspecionar rodapés dos andaimes', quantoCusta: '0' }),
      ];
      const plano = await ok(planejar(gestor, exportada.id, ...acoes));
      await ok(
        finalizarAcao(campo, plano.acoesPlano.find((a) => a.oQue.startsWith('Instalar'))!.id, '1100.25'),
      );
    });

    it('exports the occurrences of the list’s filters, as the list shows them', async () => {
      const done = await exportReady(t, sgi, {
        lista: 'ocorrencias_sgi',
        filtros: { busca: 'rodapé na fachada' },
      });
      expect(done).toMatchObject({ status: 'pronta', linhas: 1 });
      const [linha] = dataRows(await exportedSheet(sgi, done));
      expect(linha!.slice(0, 12)).toEqual([
        exportada.numero,
        'Segurança',
        'Desvio',
        'Inspeção',
        'Andaime sem rodapé na fachada norte',
        `OB-2025-014 — ${exportada.obra!.nome}`,
        expect.any(Date),
        'Moderada',
        'Em andamento',
        exportada.responsavel!.nome,
        undefined,
        1,
      ]);
    });

    it('exports the plans’ actions in 5W2H columns with the costs summed', async () => {
      const done = await exportReady(t, leitura, { lista: 'acoes_sgi', filtros: { busca: 'rodapé' } });
      expect(done).toMatchObject({ status: 'pronta', linhas: 2 });
      const rows = dataRows(await exportedSheet(leitura, done));
      const cols = (r: unknown[]) => [0, 1, 5, 7, 8, 9, 10, 11].map((i) => r[i] ?? null);
      const page = (await acoesPage(leitura, 'busca=rodap%C3%A9')).items;
      expect(rows.slice(0, 2).map(cols)).toEqual(
        page.map((a) => [
          exportada.numero,
          a.oQue,
          a.quem!.nome,
          Number(a.quantoCusta),
          a.verificador!.nome,
          a.custoReal === null ? null : Number(a.custoReal),
          a.status === 'pendente' ? 'Pendente' : 'Finalizada (a verificar)',
          'Não',
        ]),
      );
      expect(rows[2]![0]).toBe('Total');
      expect(rows[2]![7]).toMatchObject({ result: 1200.5 });
      expect(rows[2]![9]).toMatchObject({ result: 1100.25 });
    });

    it('exports the audits as the audits list shows them, stage and findings included', async () => {
      const lista = (await leitura.get(`${AUDITORIAS}?pageSize=100`)).json() as {
        items: { numero: number; titulo: string; inicio: string; etapa: string; constatacoes: number }[];
        total: number;
      };
      expect(lista.total).toBeGreaterThan(0);
      const done = await exportReady(t, leitura, { lista: 'auditorias_sgi', filtros: {} });
      expect(done).toMatchObject({ status: 'pronta', linhas: lista.total });
      const rows = dataRows(await exportedSheet(leitura, done));
      const etapas: Record<string, string> = {
        planejamento: 'Planejamento',
        preparacao: 'Preparação',
        execucao: 'Execução',
        encerramento: 'Encerramento',
      };
      expect(rows.map((r) => [r[0], r[1], r[9], r[10]])).toEqual(
        lista.items.map((a) => [a.numero, a.titulo, etapas[a.etapa], a.constatacoes]),
      );
    });
  });
});
