import { useEffect, useRef } from 'react';
import { Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TExportacao } from '@portal/domain';
import { exportacaoArquivoUrl, isRunning } from '../exportacoes.queries';

/**
 * Tells the person when an export they were following ends, wherever they are in the portal: a toast with "Baixar"
 * when the file is ready, or the reason when it failed. Exports already finished when the page opened say nothing.
 */
export function useExportToasts(items: TExportacao[] | undefined) {
  const { t } = useTranslation('exportacoes');
  const { enqueueSnackbar } = useSnackbar();
  const running = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!items) return;
    const before = running.current;
    running.current = new Set(items.filter(isRunning).map((e) => e.id));
    if (!before) return;
    for (const e of items) {
      if (!before.has(e.id) || isRunning(e)) continue;
      if (e.status === 'pronta')
        enqueueSnackbar(t('pronta', { titulo: e.titulo }), {
          variant: 'success',
          action: () => (
            <Button
              color="inherit"
              size="small"
              href={exportacaoArquivoUrl(e.id)}
              download={e.arquivo ?? true}
            >
              {t('baixar')}
            </Button>
          ),
        });
      else enqueueSnackbar(t('falhou', { titulo: e.titulo, erro: e.erro }), { variant: 'error' });
    }
  }, [items, enqueueSnackbar, t]);
}
