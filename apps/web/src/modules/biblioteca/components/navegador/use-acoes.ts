import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../../layout/dialogs/use-dialogs';
import {
  useAlterarDocumento,
  useAlterarPasta,
  useCriarPasta,
  useExcluirDocumento,
  useExcluirPasta,
} from '../../biblioteca.queries';

/** What is being moved, and from where (the move dialog starts at the top of its library). */
export interface AlvoMover {
  tipo: 'pasta' | 'documento';
  id: string;
  nome: string;
}

/**
 * The folder and file operations the library's buttons and menus run: each asks what it needs (a name, a yes), then
 * says how it went in a toast, with the API's own words when it refuses.
 */
export function useAcoesBiblioteca() {
  const { t } = useTranslation('biblioteca');
  const { enqueueSnackbar } = useSnackbar();
  const dialogs = useDialogs();
  const criar = useCriarPasta();
  const alterarPasta = useAlterarPasta();
  const excluirPasta = useExcluirPasta();
  const alterarDocumento = useAlterarDocumento();
  const excluirDocumento = useExcluirDocumento();

  const run = async <T>(work: () => Promise<T>, ok: string): Promise<T | undefined> => {
    try {
      const result = await work();
      enqueueSnackbar(ok, { variant: 'success' });
      return result;
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : t('erro'), { variant: 'error' });
      return undefined;
    }
  };

  const pedirNome = async (mensagem: string, inicial: string, titulo: string) => {
    const nome = (await dialogs.quickInput(mensagem, inicial, titulo))?.trim();
    return nome && nome !== inicial ? nome : null;
  };

  return {
    /** Asks the new folder's name; resolves with it once made. */
    novaPasta: async (paiId: string) => {
      const nome = await pedirNome(t('pasta.nomeDaNova'), '', t('pasta.nova'));
      if (!nome) return undefined;
      return run(() => criar.mutateAsync({ paiId, nome }), t('pasta.criada', { nome }));
    },
    renomearPasta: async (pasta: { id: string; nome: string }) => {
      const nome = await pedirNome(t('renomear.mensagem'), pasta.nome, t('pasta.renomear'));
      if (nome)
        await run(() => alterarPasta.mutateAsync({ id: pasta.id, nome }), t('pasta.renomeada', { nome }));
    },
    /** Resolves true when deleted (the caller then leaves the folder). */
    excluirPasta: async (pasta: { id: string; nome: string }) => {
      if (!(await dialogs.confirm(t('pasta.confirmarExclusao', { nome: pasta.nome }), t('pasta.excluir'))))
        return false;
      const done = await run(
        () => excluirPasta.mutateAsync(pasta.id).then(() => true),
        t('pasta.excluida', { nome: pasta.nome }),
      );
      return done === true;
    },
    renomearDocumento: async (doc: { id: string; nome: string }) => {
      const nome = await pedirNome(t('renomear.mensagem'), doc.nome, t('documento.renomear'));
      if (nome)
        await run(
          () => alterarDocumento.mutateAsync({ id: doc.id, nome }),
          t('documento.renomeado', { nome }),
        );
    },
    excluirDocumento: async (doc: { id: string; nome: string }) => {
      if (
        !(await dialogs.confirm(t('documento.confirmarExclusao', { nome: doc.nome }), t('documento.excluir')))
      )
        return false;
      const done = await run(
        () => excluirDocumento.mutateAsync(doc.id).then(() => true),
        t('documento.excluido', { nome: doc.nome }),
      );
      return done === true;
    },
    /** Moves a folder or a file into `destino`; resolves true when moved. */
    mover: async (alvo: AlvoMover, destino: { id: string; nome: string }) => {
      const ok = t('mover.movido', { nome: alvo.nome, destino: destino.nome });
      const done = await run(
        () =>
          (alvo.tipo === 'pasta'
            ? alterarPasta.mutateAsync({ id: alvo.id, paiId: destino.id })
            : alterarDocumento.mutateAsync({ id: alvo.id, pastaId: destino.id })
          ).then(() => true),
        ok,
      );
      return done === true;
    },
  };
}
