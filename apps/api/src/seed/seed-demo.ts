import { eq } from 'drizzle-orm';
import { addDays, todayInSaoPaulo } from '@portal/domain';
import type { Database, Db } from '../db/database';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service';
import { hashPassword } from '../modules/identity/password';
import { insertSubstituicao } from '../modules/identity/substitutions.repository';
import { createUser } from '../modules/identity/users.service';
import { insertNewCliente } from '../modules/obras/clientes.service';
import { addUsuarioToObra, insertNewObra } from '../modules/obras/obras.service';
import { appMeta } from '../modules/platform/meta.schema';
import { DEMO_CLIENTES, DEMO_OBRAS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { loadDemoRdos } from './demo-rdo';
import { loadDemoField } from '../modules/field';
import { loadDemoMateriais } from '../modules/materiais';
import { loadDemoSeguros } from '../modules/seguros';
import { loadDemoContratos } from '../modules/contratos';
import { loadDemoEtica } from '../modules/etica';
import { loadDemoJuridico } from '../modules/juridico';
import { loadDemoPosVendas } from '../modules/posvendas';
import { loadDemoSgi } from '../modules/sgi';
import { loadDemoBiblioteca } from '../modules/biblioteca';
import { loadDemoProdutos } from '../modules/produtos';
import { loadDemoFabricacao } from '../modules/fabricacao';
import { loadDemoProjetos } from '../modules/projetos';

const MARKER = 'demo_data';

async function loadDemoData(tx: Db): Promise<void> {
  const actor = SYSTEM_ACTOR;
  const clienteIds = new Map<string, string>();
  for (const c of DEMO_CLIENTES) {
    const cliente = await insertNewCliente(tx, actor, { nome: c.nome, cnpj: c.cnpj, contatos: c.contatos });
    clienteIds.set(c.key, cliente.id);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, string>();
  for (const u of DEMO_USERS) {
    const user = await createUser(
      tx,
      actor,
      {
        email: u.email,
        name: u.name,
        type: u.type,
        roles: u.roles,
        companies: (u.companies ?? []).map((key) => clienteIds.get(key)!),
      },
      { passwordHash, emailVerified: true },
    );
    userIds.set(u.email, user.id);
  }
  // The substitute site manager stands in for the site manager during their planned vacation (from next week).
  await insertSubstituicao(tx, {
    titularId: userIds.get('gestor@demo.obras.dev')!,
    substitutoId: userIds.get('substituto@demo.obras.dev')!,
    inicio: addDays(todayInSaoPaulo(), 7),
    fim: addDays(todayInSaoPaulo(), 21),
    motivo: 'Férias',
  });
  const obraIds = new Map<string, string>();
  for (const { cliente, siteManager, substituto, coordenador, membros, ...obra } of DEMO_OBRAS) {
    const created = await insertNewObra(tx, actor, {
      ...obra,
      clienteId: clienteIds.get(cliente)!,
      siteManagerId: siteManager ? userIds.get(siteManager) : undefined,
      siteManagerSubstitutoId: substituto ? userIds.get(substituto) : undefined,
      coordenadorId: coordenador ? userIds.get(coordenador) : undefined,
    });
    for (const email of membros) await addUsuarioToObra(tx, actor, created.id, userIds.get(email)!);
    obraIds.set(obra.codigo, created.id);
  }
  const gestor = DEMO_USERS.find((u) => u.email === 'gestor@demo.obras.dev')!;
  await loadDemoRdos(
    tx,
    { principal: obraIds.get('OB-2025-014')!, outra: obraIds.get('OB-2025-021')! },
    { gestor: userIds.get(gestor.email)!, nomeGestor: gestor.name },
  );
  await loadDemoField(tx, obraIds.get('OB-2025-014')!, {
    campo: userIds.get('campo@demo.obras.dev')!,
    automacao: userIds.get('automacao@demo.obras.dev')!,
  });
  await loadDemoMateriais(tx, obraIds.get('OB-2025-014')!, {
    quantificador: userIds.get('campo@demo.obras.dev')!,
    verificador: userIds.get('automacao@demo.obras.dev')!,
    siteManager: userIds.get('gestor@demo.obras.dev')!,
    coordenador: userIds.get('coordenador@demo.obras.dev')!,
    admin: userIds.get('admin@demo.obras.dev')!,
  });
  await loadDemoSeguros(
    tx,
    {
      principal: obraIds.get('OB-2025-014')!,
      concluida: obraIds.get('OB-2024-007')!,
      paralisada: obraIds.get('OB-2025-030')!,
    },
    userIds.get('seguros@demo.obras.dev')!,
  );
  await loadDemoContratos(
    tx,
    { principal: obraIds.get('OB-2025-014')!, outra: obraIds.get('OB-2025-030')! },
    {
      responsavel: userIds.get('contratos@demo.obras.dev')!,
      gestor: userIds.get('gestao.contratos@demo.obras.dev')!,
      validador: userIds.get('verificador@demo.obras.dev')!,
      editor: userIds.get('editor.contratos@demo.obras.dev')!,
    },
  );
  await loadDemoJuridico(tx, {
    obras: { principal: obraIds.get('OB-2025-014')!, outra: obraIds.get('OB-2025-021')! },
    escritorios: { moraes: clienteIds.get('moraes-bastos')!, pereira: clienteIds.get('pereira-lima')! },
    dp: userIds.get('rh@demo.obras.dev')!,
    seguranca: userIds.get('seguranca@demo.obras.dev')!,
    juridico: userIds.get('juridico@demo.obras.dev')!,
  });
  const cliente = DEMO_USERS.find((u) => u.email === 'cliente@demo.obras.dev')!;
  await loadDemoPosVendas(tx, {
    obras: {
      principal: obraIds.get('OB-2025-014')!,
      entregue: obraIds.get('OB-2024-007')!,
      outra: obraIds.get('OB-2025-021')!,
    },
    cliente: { id: userIds.get(cliente.email)!, nome: cliente.name, email: cliente.email },
    equipe: userIds.get('posvendas@demo.obras.dev')!,
  });
  await loadDemoSgi(tx, {
    obras: { principal: obraIds.get('OB-2025-014')!, outra: obraIds.get('OB-2025-021')! },
    sgi: userIds.get('sgi@demo.obras.dev')!,
    gestor: userIds.get('gestor@demo.obras.dev')!,
    campo: userIds.get('campo@demo.obras.dev')!,
    automacao: userIds.get('automacao@demo.obras.dev')!,
  });
  await loadDemoBiblioteca(tx);
  const inspetorTaf = DEMO_USERS.find((u) => u.email === 'taf@demo.obras.dev')!;
  await loadDemoFabricacao(tx, {
    tanques: { obra: obraIds.get('FB-2026-002')!, destino: obraIds.get('OB-2025-014')! },
    skid: { obra: obraIds.get('FB-2026-005')!, destino: obraIds.get('OB-2025-021')! },
  });
  await loadDemoProdutos(tx, {
    fabricacao: obraIds.get('FB-2026-002')!,
    executor: { id: userIds.get(inspetorTaf.email)!, nome: inspetorTaf.name },
  });
  await loadDemoEtica(tx, {
    investigador: userIds.get('comite.etica@demo.obras.dev')!,
    outro: userIds.get('comite.etica2@demo.obras.dev')!,
  });
  const obraRef = (codigo: string) => ({ id: obraIds.get(codigo)!, codigo });
  await loadDemoProjetos(
    tx,
    { subestacao: obraRef('OB-2025-021'), linha3: obraRef('OB-2025-014'), skid: obraRef('FB-2026-005') },
    {
      projetista: userIds.get('projetista@demo.obras.dev')!,
      adminProjetos: userIds.get('admin.projetos@demo.obras.dev')!,
      aprovador: userIds.get('aprovador@demo.obras.dev')!,
      aprovadorFabrica: userIds.get('aprovador.fabrica@demo.obras.dev')!,
      cliente: userIds.get('cliente@demo.obras.dev')!,
      gestor: userIds.get('gestor@demo.obras.dev')!,
    },
  );
}

/**
 * Loads the demo company once per database: a marker row records that it was loaded, so a second start (or a
 * second instance starting at the same time) leaves everything as it is.
 * @returns whether the data was loaded now.
 */
export async function seedDemoDataOnce(database: Database): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(appMeta)
      .values({ key: MARKER, value: { loadedAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (!inserted) return false;
    await loadDemoData(tx);
    return true;
  });
}

export async function isDemoDataLoaded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, MARKER));
  return rows.length > 0;
}
