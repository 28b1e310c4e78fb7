import { describe, expect, it } from 'vitest';
import { caminhoRelativo, podeVisualizar, tipoDeArquivo, type ArquivoSolto } from './biblioteca-envio';

const arquivo = (
  nome: string,
  extra: Partial<Record<'path' | 'relativePath' | 'webkitRelativePath', string>>,
) => {
  const file = new File(['x'], nome) as ArquivoSolto;
  for (const [key, value] of Object.entries(extra)) Object.defineProperty(file, key, { value });
  return file;
};

describe('the path of a dropped file inside its folder', () => {
  it('is sent for a file of a dropped folder, without the leading slash react-dropzone writes', () => {
    expect(caminhoRelativo(arquivo('foto1.png', { path: '/Vistoria/Fachada/foto1.png' }))).toBe(
      'Vistoria/Fachada/foto1.png',
    );
  });

  it('is taken from a folder chosen with the folder button (webkitRelativePath)', () => {
    expect(caminhoRelativo(arquivo('laudo.pdf', { webkitRelativePath: 'Vistoria/laudo.pdf' }))).toBe(
      'Vistoria/laudo.pdf',
    );
  });

  it('is left out for a loose file, however the browser spells its name', () => {
    expect(caminhoRelativo(arquivo('a.pdf', { path: './a.pdf', relativePath: './a.pdf' }))).toBeUndefined();
    expect(caminhoRelativo(arquivo('a.pdf', { path: '/a.pdf' }))).toBeUndefined();
    expect(caminhoRelativo(arquivo('a.pdf', {}))).toBeUndefined();
  });
});

describe('the kind of a file', () => {
  it('tells pictures, PDFs, spreadsheets, documents and archives apart', () => {
    expect(tipoDeArquivo('image/png')).toBe('imagem');
    expect(tipoDeArquivo('application/pdf')).toBe('pdf');
    expect(tipoDeArquivo('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'planilha',
    );
    expect(tipoDeArquivo('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'texto',
    );
    expect(tipoDeArquivo('application/zip')).toBe('compactado');
    expect(tipoDeArquivo('application/octet-stream')).toBe('outro');
  });

  it('previews only what the API shows in the page', () => {
    expect(podeVisualizar('image/webp')).toBe(true);
    expect(podeVisualizar('application/pdf')).toBe(true);
    expect(podeVisualizar('image/svg+xml')).toBe(false);
  });
});
