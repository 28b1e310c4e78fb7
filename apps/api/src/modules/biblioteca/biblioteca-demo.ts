import type { AcessoBiblioteca } from '@portal/domain';
import type { Db } from '../../db/database';
import { insertPasta } from './biblioteca-arvore';
import { RAIZ_GERAL } from './biblioteca-modelo.service';
import { modeloPastas } from './biblioteca.schema';

interface ModeloDemo {
  nome: string;
  acesso?: AcessoBiblioteca;
  filhas?: ModeloDemo[];
}

/**
 * The document tree of a Brazilian site (DOMAIN "Document library"): contract papers closed to the contract and
 * site managers, projects by discipline open to the staff, and a folder where the obra's client people send their
 * documents without seeing the company's.
 */
const MODELO: ModeloDemo[] = [
  {
    nome: '01 Contratuais',
    acesso: { full: ['papel:admin_obra', 'papel:contratos'], rOnly: ['papel:site_manager'] },
  },
  { nome: '02 Projetos', filhas: [{ nome: 'Civil' }, { nome: 'Elétrica' }, { nome: 'Mecânica' }] },
  { nome: '03 Qualidade e SGI' },
  { nome: '04 Segurança do trabalho' },
  {
    nome: '05 Documentos do cliente',
    acesso: { full: ['papel:admin_obra', 'papel:site_manager'], uploadOnly: ['papel:cliente'] },
  },
  { nome: '06 As built' },
];

const GERAL: ModeloDemo[] = [
  { nome: 'Normas e procedimentos' },
  { nome: 'Modelos de documentos' },
  { nome: 'Institucional', acesso: { full: ['papel:admin_biblioteca'], rOnly: ['papel:cliente'] } },
];

async function insertModelo(tx: Db, itens: ModeloDemo[], paiId: string | null) {
  for (const item of itens) {
    const [row] = await tx
      .insert(modeloPastas)
      .values({ paiId, nome: item.nome, acesso: item.acesso ?? null })
      .returning();
    await insertModelo(tx, item.filhas ?? [], row!.id);
  }
}

/** The demo's folder template and general library; each obra's library is made from the template when opened. */
export async function loadDemoBiblioteca(tx: Db): Promise<void> {
  await insertModelo(tx, MODELO, null);
  const raiz = await insertPasta(tx, { obraId: null, pai: null, nome: RAIZ_GERAL, criadoPor: null });
  for (const item of GERAL)
    await insertPasta(tx, {
      obraId: null,
      pai: raiz,
      nome: item.nome,
      acesso: item.acesso ?? null,
      criadoPor: null,
    });
}
