import type { TReleaseNote } from './release-notes.contracts';

/**
 * The release notes, newest first. Every user-visible change adds a line here, prefixed by its module tag.
 * The first entry is the current version: the web app compares it with the cached `versao` on start.
 */
export const RELEASE_NOTES: readonly TReleaseNote[] = [
  {
    versao: '0.1.0',
    data: '21/11/2026',
    melhorias: [
      '[Plataforma] Primeira versão do Portal de Obras: servidor, banco de dados embutido ou PostgreSQL, dados de demonstração.',
      '[Plataforma] Envio de arquivos com barra de progresso, limite de tamanho e verificação do tipo pelo conteúdo.',
      '[Plataforma] Cópia de segurança e restauração do banco de dados e dos arquivos.',
    ],
    bug: [],
  },
];
