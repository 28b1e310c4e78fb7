import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { Client } from '../../test/http-client';
import { PNG, auditCount, obraIdOf, signedInAs } from '../../test/obras-helpers';
import { PDF } from '../../test/seguros-helpers';
import {
  abrir,
  conteudo,
  definirAcesso,
  enviado,
  enviarArquivo,
  novaPasta,
} from '../../test/biblioteca-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const bytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n${PDF.toString('latin1')}`, 'latin1');

describe('the document library: folders, versions, zips, the template (issue 19)', () => {
  let t: TestApp;
  let admin: Client;
  let biblioteca: Client;
  let gestor: Client;
  let cliente: Client;
  let aprovador: Client;
  let linha3: string;
  let raiz: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, biblioteca, gestor, cliente, aprovador] = await signedInAs(t, [
      'admin',
      'biblioteca',
      'gestor',
      'cliente',
      'aprovador',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    raiz = (await abrir(biblioteca, linha3)).raiz!.id;
  });
  afterAll(() => t.close());

  it('starts an obra’s library from the document tree, with the template’s lists', async () => {
    const aberta = await conteudo(biblioteca, raiz);
    expect(aberta.pasta.nome).toBe('Documentos da obra');
    expect(aberta.subpastas.map((p) => [p.nome, p.acessoProprio])).toEqual([
      ['01 Contratuais', true],
      ['02 Projetos', false],
      ['03 Qualidade e SGI', false],
      ['04 Segurança do trabalho', false],
      ['05 Documentos do cliente', true],
      ['06 As built', false],
    ]);
    // The site manager reads the contract papers (rOnly by role) but may not send there.
    const contratuais = aberta.subpastas[0]!.id;
    expect((await conteudo(gestor, contratuais)).pasta.acoes).toMatchObject({ ler: true, enviar: false });
    // Opening it again makes nothing new.
    expect((await abrir(gestor, linha3)).raiz!.id).toBe(raiz);
  });

  it('keeps every version; a restored one comes back as the newest; downloads are logged', async () => {
    const projetos = (await conteudo(gestor, raiz)).subpastas.find((p) => p.nome === '02 Projetos')!.id;
    const doc = await enviado(t, gestor, projetos, 'planta-baixa.pdf', bytes('v1'));
    expect(doc.versao).toBe(1);
    // Same name again: the site manager may edit in an open folder? No — open folders give read/upload/new folder,
    // so both are kept.
    const segundo = await enviado(t, gestor, projetos, 'planta-baixa.pdf', bytes('v1b'));
    expect(segundo.nome).toBe('planta-baixa (2).pdf');
    // The library administrator replaces it: a new version.
    const v2 = await enviarArquivo(
      t,
      biblioteca,
      `/api/biblioteca/arquivos/${doc.id}/versoes`,
      'planta.pdf',
      bytes('v2'),
    );
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json().versao).toBe(2);
    expect(v2.json().versoes.map((v: { numero: number }) => v.numero)).toEqual([2, 1]);
    const restored = await biblioteca.post(`/api/biblioteca/arquivos/${doc.id}/versoes/1/restaurar`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().versao).toBe(3);
    expect(restored.json().versoes[0]).toMatchObject({ numero: 3, observacao: 'Restaurada da versão 1' });
    const atual = await gestor.get(`/api/biblioteca/arquivos/${doc.id}/conteudo`);
    expect(atual.statusCode).toBe(200);
    expect(atual.rawPayload.toString('latin1')).toContain('% v1\n');
    const antiga = await gestor.get(`/api/biblioteca/arquivos/${doc.id}/conteudo?versao=2`);
    expect(antiga.rawPayload.toString('latin1')).toContain('% v2\n');
    expect(antiga.headers['content-disposition']).toContain('attachment');
    const detalhe = (await biblioteca.get(`/api/biblioteca/arquivos/${doc.id}`)).json();
    expect(detalhe.totalDownloads).toBe(2);
    expect(detalhe.downloads.map((d: { versao: number }) => d.versao)).toEqual([2, 3]);
    // The site manager may not replace nor restore here.
    const refused = await gestor.post(`/api/biblioteca/arquivos/${doc.id}/versoes/2/restaurar`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Você não pode alterar os arquivos desta pasta.');
  });

  it('receives a dropped folder: its subfolders are made, files land in them; a zip holds them all', async () => {
    const pasta = await novaPasta(gestor, raiz, 'Vistoria 12-11');
    await enviado(t, gestor, pasta, 'foto1.png', PNG, 'Vistoria 12-11/Fachada/foto1.png');
    await enviado(t, gestor, pasta, 'laudo.pdf', bytes('laudo'), 'Vistoria 12-11/laudo.pdf');
    const dentro = await conteudo(gestor, pasta);
    expect(dentro.subpastas.map((p) => p.nome)).toEqual(['Vistoria 12-11']);
    const vistoria = await conteudo(gestor, dentro.subpastas[0]!.id);
    expect(vistoria.subpastas.map((p) => p.nome)).toEqual(['Fachada']);
    expect(vistoria.documentos.items.map((d) => d.nome)).toEqual(['laudo.pdf']);
    const foto = (await conteudo(gestor, vistoria.subpastas[0]!.id)).documentos.items[0]!;
    expect(foto.miniaturaId).not.toBeNull();
    const thumb = await gestor.get(`/api/arquivos/${foto.miniaturaId}`);
    expect(thumb.statusCode).toBe(200);
    // Search by name in the folder and below.
    const found = await conteudo(gestor, pasta, 'busca=foto1');
    expect(found.documentos.items.map((d) => [d.nome, d.caminho])).toEqual([
      ['foto1.png', 'Documentos da obra / Vistoria 12-11 / Vistoria 12-11 / Fachada'],
    ]);
    const zip = await gestor.get(`/api/biblioteca/pastas/${pasta}/zip`);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'Vistoria 12-11/Fachada/foto1.png',
      'Vistoria 12-11/laudo.pdf',
    ]);
    expect(Buffer.from(files['Vistoria 12-11/Fachada/foto1.png']!)).toEqual(PNG);
    // A path that climbs out is refused before anything is stored.
    const before = await auditCount(t);
    const bad = await enviarArquivo(
      t,
      gestor,
      `/api/biblioteca/pastas/${pasta}/arquivos`,
      'x.pdf',
      bytes('x'),
      '../x/x.pdf',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('O caminho da pasta enviada é inválido.');
    expect(await auditCount(t)).toBe(before);
  });

  it('lets a client company send to an upload-only folder without seeing the company’s files', async () => {
    const entregas = (await conteudo(biblioteca, raiz)).subpastas.find(
      (p) => p.nome === '05 Documentos do cliente',
    )!.id;
    const interno = await enviado(t, gestor, entregas, 'interno.pdf', bytes('interno'));
    const dele = await enviado(t, cliente, entregas, 'art-cliente.pdf', bytes('art'));
    const visto = await conteudo(cliente, entregas);
    expect(visto.pasta.acoes).toMatchObject({ ler: false, enviar: true });
    expect(visto.documentos.items.map((d) => d.id)).toEqual([dele.id]);
    expect((await cliente.get(`/api/biblioteca/arquivos/${interno.id}`)).statusCode).toBe(404);
    expect((await cliente.get(`/api/biblioteca/arquivos/${dele.id}/conteudo`)).statusCode).toBe(200);
    // In the obra's gallery, the library's pictures follow the same lists.
    const interna = await enviado(t, gestor, entregas, 'canteiro.png', PNG);
    const propria = await enviado(t, cliente, entregas, 'fachada.png', PNG);
    const fotos = async (who: Client) =>
      ((await who.get(`/api/obras/${linha3}/galeria?fonte=biblioteca`)).json().items as { id: string }[]).map(
        (f) => f.id,
      );
    expect(await fotos(cliente)).toEqual([propria.id]);
    expect(await fotos(gestor)).toEqual(expect.arrayContaining([propria.id, interna.id]));
    // The top bar's search finds the files by name under the same lists.
    const busca = async (who: Client, q: string) =>
      (
        (await who.get(`/api/busca?q=${encodeURIComponent(q)}`)).json().grupos as {
          modulo: string;
          itens: { id: string; link: string }[];
        }[]
      )
        .filter((g) => g.modulo === 'biblioteca')
        .flatMap((g) => g.itens);
    expect((await busca(gestor, 'interno')).map((i) => i.id)).toEqual([interno.id]);
    expect((await busca(gestor, 'art cliente'))[0]).toMatchObject({
      id: dele.id,
      link: `/obras/${linha3}/biblioteca?pasta=${entregas}`,
    });
    expect(await busca(cliente, 'interno')).toEqual([]);
    expect((await busca(cliente, 'art-cliente')).map((i) => i.id)).toEqual([dele.id]);
    // The client enters their obra's library at the folders they see; the root is closed to them.
    expect(await abrir(cliente, linha3)).toEqual({
      raiz: null,
      pastas: [{ id: entregas, nome: '05 Documentos do cliente', acessoProprio: true }],
    });
    // Another obra's library is not theirs (404), whatever its lists.
    const outra = await obraIdOf(admin, 'OB-2025-021');
    expect((await cliente.get(`/api/biblioteca?obra=${outra}`)).statusCode).toBe(404);
    expect((await aprovador.get(`/api/biblioteca/pastas/${entregas}`)).statusCode).toBe(404);
  });

  it('explains where a folder’s access comes from, and refuses lists that would lock out their author', async () => {
    const projetos = (await conteudo(biblioteca, raiz)).subpastas.find((p) => p.nome === '02 Projetos')!.id;
    const eletrica = (await conteudo(biblioteca, projetos)).subpastas.find((p) => p.nome === 'Elétrica')!.id;
    const lists = await definirAcesso(biblioteca, projetos, {
      full: ['papel:admin_biblioteca'],
      rW: ['gestor@demo.obras.dev'],
    });
    expect(lists.proprio).toBe(true);
    const herdado = (await biblioteca.get(`/api/biblioteca/pastas/${eletrica}/acesso`)).json();
    expect(herdado.proprio).toBe(false);
    expect(herdado.origem).toMatchObject({ id: projetos, trilha: 'Documentos da obra / 02 Projetos' });
    expect(herdado.listas.rW).toEqual([
      { entrada: 'gestor@demo.obras.dev', tipo: 'usuario', nome: expect.any(String) },
    ]);
    expect(herdado.listas.full[0]).toMatchObject({ tipo: 'papel', entrada: 'papel:admin_biblioteca' });
    const fechado = await gestor.put(`/api/biblioteca/pastas/${eletrica}/acesso`, {
      acesso: { full: ['x@y.com'] },
    });
    expect(fechado.statusCode).toBe(403);
    const bad = await biblioteca.put(`/api/biblioteca/pastas/${eletrica}/acesso`, {
      acesso: { rOnly: ['não é e-mail'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Use um e-mail, papel:<papel> ou empresa:<empresa>');
    await definirAcesso(biblioteca, projetos, null);
    expect((await biblioteca.get(`/api/biblioteca/pastas/${eletrica}/acesso`)).json().origem).toBeNull();
  });

  it('deletes a file with all its versions, and a folder with everything in it, bytes included', async () => {
    const pasta = await novaPasta(biblioteca, raiz, 'Rascunhos');
    const sub = await novaPasta(biblioteca, pasta, 'Antigos');
    const doc = await enviado(t, biblioteca, pasta, 'memorial.pdf', bytes('m1'));
    const v2 = await enviarArquivo(
      t,
      biblioteca,
      `/api/biblioteca/arquivos/${doc.id}/versoes`,
      'm.pdf',
      bytes('m2'),
    );
    const arquivos = v2.json().versoes.map((v: { arquivoId: string }) => v.arquivoId);
    const foto = await enviado(t, biblioteca, sub, 'foto.png', PNG);
    // The site manager may not delete in an open folder.
    expect((await gestor.delete(`/api/biblioteca/arquivos/${doc.id}`)).statusCode).toBe(403);
    expect((await gestor.delete(`/api/biblioteca/pastas/${pasta}`)).statusCode).toBe(403);
    expect((await biblioteca.delete(`/api/biblioteca/arquivos/${doc.id}`)).statusCode).toBe(204);
    for (const id of arquivos) expect((await admin.get(`/api/arquivos/${id}`)).statusCode).toBe(404);
    expect((await biblioteca.delete(`/api/biblioteca/pastas/${pasta}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/arquivos/${foto.arquivoId}`)).statusCode).toBe(404);
    expect((await biblioteca.get(`/api/biblioteca/pastas/${sub}`)).statusCode).toBe(404);
    const raizApagada = await biblioteca.delete(`/api/biblioteca/pastas/${raiz}`);
    expect(raizApagada.statusCode).toBe(400);
    expect(raizApagada.json().detail).toBe('A pasta principal da biblioteca não pode ser excluída.');
  });

  it('applies a changed template only to the obras it is applied to', async () => {
    const nova = await biblioteca.post('/api/biblioteca/modelo', { nome: '07 Medições', paiId: null });
    expect(nova.statusCode).toBe(403);
    const criada = await admin.post('/api/biblioteca/modelo', { nome: '07 Medições', paiId: null });
    expect(criada.statusCode, criada.body).toBe(201);
    expect((await conteudo(admin, raiz)).subpastas.map((p) => p.nome)).not.toContain('07 Medições');
    const aplicado = await admin.post('/api/biblioteca/modelo/aplicar', { obras: [linha3] });
    expect(aplicado.statusCode, aplicado.body).toBe(200);
    expect(aplicado.json()).toEqual({ obras: 1, pastasCriadas: 1, acessosAtualizados: 0 });
    expect((await conteudo(admin, raiz)).subpastas.map((p) => p.nome)).toContain('07 Medições');
  });
});
