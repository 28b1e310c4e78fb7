import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LISTAS_ACESSO, type AppAbility, type ListaAcesso } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { clienteIdOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { PDF } from '../../test/seguros-helpers';
import { abrir, definirAcesso, enviado, enviarArquivo, novaPasta } from '../../test/biblioteca-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { abilityOfUser } from '../identity';
import { documentosVisiveisWhere, visivelWhere } from './biblioteca-acesso';
import { documentos, pastas } from './biblioteca.schema';

/**
 * Issue 19's table: every access list × action × depth of inheritance, through the API and through the SQL that
 * lists folders and files. Each cell is a chain container (closed) → G → P → T; the list naming the user sits on T
 * (own), P (inherited once), G (inherited twice), or on G while T has lists of its own without the user (overridden).
 */

const ADMIN = 'papel:admin_biblioteca';
const DEPTHS = ['own', 'once', 'twice', 'overridden'] as const;
type Depth = (typeof DEPTHS)[number];
type Action = 'read' | 'upload' | 'createFolder' | 'update' | 'delete' | 'configure';

/** What each list gives on the folders it applies to (packages/domain permissions/biblioteca.ts). */
const GRANTS: Record<ListaAcesso, Action[]> = {
  full: ['read', 'upload', 'createFolder', 'update', 'delete', 'configure'],
  rOnly: ['read'],
  uploadOnly: ['upload'],
  rW: ['read', 'upload'],
  rWEdit: ['read', 'upload', 'update'],
};

type Subject = 'rh' | 'gestor' | 'cliente' | 'aprovador';
type Library = 'geral' | 'linha3';

interface Cell {
  name: string;
  who: Subject;
  /** The entry that names someone in the list. */
  entry: string;
  /** Whether that entry is the user, in a library they may reach. */
  named: boolean;
  lista: ListaAcesso;
  depth: Depth;
  library: Library;
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n${PDF.toString('latin1')}`, 'latin1');
const lists = (lista: ListaAcesso, entry: string) =>
  lista === 'full' ? { full: [ADMIN, entry] } : { full: [ADMIN], [lista]: [entry] };

let sequence = 0;

describe('library access: every list × action × depth of inheritance, API and SQL (issue 19)', () => {
  let t: TestApp;
  let admin: Client;
  let biblioteca: Client;
  const clients = {} as Record<Subject, Client>;
  const ids = {} as Record<Subject, string>;
  const abilities = {} as Record<Subject, AppAbility>;
  const containers = {} as Record<Library, string>;
  const obras = {} as Record<Library, string | undefined>;
  let serraAzul: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    const signed = await signedInAs(t, ['admin', 'biblioteca', 'rh', 'gestor', 'cliente', 'aprovador']);
    [admin, biblioteca, clients.rh, clients.gestor, clients.cliente, clients.aprovador] = signed;
    for (const who of ['rh', 'gestor', 'cliente', 'aprovador'] as const) {
      ids[who] = await userIdOf(admin, `${who}@demo.obras.dev`);
      abilities[who] = (await abilityOfUser(t.database.db, ids[who], t.config.APP_ENV))!.ability;
    }
    serraAzul = await clienteIdOf(admin, 'Serra Azul');
    const linha3 = await obraIdOf(admin, 'OB-2025-014');
    for (const [library, obra] of [
      ['geral', undefined],
      ['linha3', linha3],
    ] as const) {
      obras[library] = obra;
      const raiz = (await abrir(biblioteca, obra)).raiz!.id;
      containers[library] = await novaPasta(biblioteca, raiz, 'Tabela de acessos');
      await definirAcesso(biblioteca, containers[library], { full: [ADMIN] });
    }
  });
  afterAll(() => t.close());

  /** Every list at each of `depths`, the list naming `entry` (the user when `named`). */
  const row = (
    who: Subject,
    entry: string,
    named: boolean,
    library: Library,
    depths: readonly Depth[] = DEPTHS,
  ): Cell[] =>
    LISTAS_ACESSO.flatMap((lista) =>
      depths.map((depth) => ({
        name: `${lista} × ${depth}: ${entry} names ${named ? '' : 'not '}${who}@, in ${library}`,
        who,
        entry,
        named,
        lista,
        depth,
        library,
      })),
    );
  const cells: Cell[] = [
    // A staff user with no roles, named by e-mail.
    ...row('rh', 'rh@demo.obras.dev', true, 'geral'),
    // Named by role.
    ...row('gestor', 'papel:site_manager', true, 'geral', ['once']),
    // A client named by company, in their obra's library and in the general one.
    ...row('cliente', 'empresa:<serra-azul>', true, 'linha3', ['twice', 'overridden']),
    ...row('cliente', 'empresa:<serra-azul>', true, 'geral', ['own']),
    // Lists that name someone else; a client named in the library of an obra that is not theirs.
    ...row('rh', 'seguranca@demo.obras.dev', false, 'geral', ['own']),
    ...row('aprovador', 'aprovador@demo.obras.dev', false, 'linha3', ['own']),
  ];

  for (const cell of cells)
    it.concurrent(cell.name, async ({ expect }) => {
      const user = clients[cell.who];
      const entry = cell.entry.replace('<serra-azul>', serraAzul);
      const naming = lists(cell.lista, entry);
      const n = ++sequence;

      // The chain, built by the library administrator.
      const g = await novaPasta(biblioteca, containers[cell.library], `Célula ${n}`);
      const p = await novaPasta(biblioteca, g, 'Pai');
      const alvo = await novaPasta(biblioteca, p, 'Alvo');
      if (cell.depth === 'own') await definirAcesso(biblioteca, alvo, naming);
      if (cell.depth === 'once') await definirAcesso(biblioteca, p, naming);
      if (cell.depth === 'twice' || cell.depth === 'overridden') await definirAcesso(biblioteca, g, naming);
      if (cell.depth === 'overridden') await definirAcesso(biblioteca, alvo, { full: [ADMIN] });
      // Someone else's file: read, renamed, replaced and at last deleted by the user, as far as they may.
      const alheio = (await enviado(t, biblioteca, alvo, 'alheio.pdf', pdf('alheio'))).id;

      // What the table expects.
      const on = cell.named && cell.depth !== 'overridden' ? GRANTS[cell.lista] : [];
      const can = (action: Action) => on.includes(action);
      const seen = {
        [g]: cell.named && (cell.depth === 'twice' || cell.depth === 'overridden'),
        [p]: cell.named && cell.depth !== 'own',
        [alvo]: can('read') || can('upload'),
      };
      const vistas = [g, p, alvo].filter((id) => seen[id]);
      const refused = (action: Action, visible: boolean) => (can(action) ? null : visible ? 403 : 404);

      // upload.
      const envio = await enviarArquivo(
        t,
        user,
        `/api/biblioteca/pastas/${alvo}/arquivos`,
        'meu.pdf',
        pdf('meu'),
      );
      expect(envio.statusCode, envio.body).toBe(refused('upload', seen[alvo]!) ?? 201);
      const meu: string | undefined = envio.statusCode === 201 ? envio.json().id : undefined;

      // list: each folder of the chain opens (200) or does not exist for the user (404); T is among P's subfolders.
      const abertas = await Promise.all([g, p, alvo].map((id) => user.get(`/api/biblioteca/pastas/${id}`)));
      expect(abertas.map((r) => r.statusCode)).toEqual([g, p, alvo].map((id) => (seen[id] ? 200 : 404)));
      if (seen[g]) expect(abertas[0]!.json().subpastas.map((s: { id: string }) => s.id)).toEqual([p]);
      if (seen[p])
        expect(abertas[1]!.json().subpastas.map((s: { id: string }) => s.id)).toEqual(
          seen[alvo] ? [alvo] : [],
        );

      // A client, to whom the library's root is closed, enters at the highest folder of the chain they see.
      if (cell.who === 'cliente') {
        const { raiz, pastas: entradas } = await abrir(user, obras[cell.library]);
        expect(raiz).toBeNull();
        expect(entradas.map((e) => e.id).filter((id) => id in seen)).toEqual(vistas.slice(0, 1));
      }

      // see others' uploads: every file where the user reads, only their own where they may only send.
      const naApi: string[] = seen[alvo]
        ? abertas[2]!.json().documentos.items.map((d: { id: string }) => d.id)
        : [];
      expect(naApi.sort()).toEqual([...(can('read') ? [alheio] : []), ...(meu ? [meu] : [])].sort());

      // The same through the SQL that lists folders and files.
      const ability = abilities[cell.who];
      const pastasSql = await t.database.db
        .select({ id: pastas.id })
        .from(pastas)
        .where(and(inArray(pastas.id, [g, p, alvo]), visivelWhere(ability)));
      expect(pastasSql.map((r) => r.id).sort()).toEqual([...vistas].sort());
      const documentosSql = await t.database.db
        .select({ id: documentos.id })
        .from(documentos)
        .innerJoin(pastas, eq(pastas.id, documentos.pastaId))
        .where(
          and(
            eq(documentos.pastaId, alvo),
            documentosVisiveisWhere(ability, ids[cell.who], documentos.enviadoPor),
          ),
        );
      expect(documentosSql.map((r) => r.id).sort()).toEqual(naApi);

      // read: download someone else's file.
      const download = await user.get(`/api/biblioteca/arquivos/${alheio}/conteudo`);
      expect(download.statusCode).toBe(can('read') ? 200 : 404);

      // rename, replace, delete someone else's file (403 where the user sees it, 404 where they do not).
      const renomear = await user.patch(`/api/biblioteca/arquivos/${alheio}`, { nome: 'novo.pdf' });
      expect(renomear.statusCode, renomear.body).toBe(refused('update', can('read')) ?? 200);
      const versao = await enviarArquivo(
        t,
        user,
        `/api/biblioteca/arquivos/${alheio}/versoes`,
        'v2.pdf',
        pdf('v2'),
      );
      expect(versao.statusCode, versao.body).toBe(refused('update', can('read')) ?? 201);
      const excluir = await user.delete(`/api/biblioteca/arquivos/${alheio}`);
      expect(excluir.statusCode, excluir.body).toBe(refused('delete', can('read')) ?? 204);
      // Their own file: renamed only where they may edit.
      if (meu) {
        const proprio = await user.patch(`/api/biblioteca/arquivos/${meu}`, { nome: 'meu-novo.pdf' });
        expect(proprio.statusCode, proprio.body).toBe(refused('update', true) ?? 200);
      }

      // new folder.
      const subpasta = await user.post('/api/biblioteca/pastas', { paiId: alvo, nome: 'Nova' });
      expect(subpasta.statusCode, subpasta.body).toBe(refused('createFolder', seen[alvo]!) ?? 201);

      // manage: change the lists (to the ones that apply, so the manager keeps managing).
      const acesso = await user.put(`/api/biblioteca/pastas/${alvo}/acesso`, {
        acesso: cell.depth === 'overridden' ? { full: [ADMIN] } : naming,
      });
      expect(acesso.statusCode, acesso.body).toBe(refused('configure', seen[alvo]!) ?? 200);
    });
});
