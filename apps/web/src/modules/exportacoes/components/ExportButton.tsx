import { Button, Tooltip } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { ListExport } from '../../../routing/route-entry';
import { useCreateExportacao } from '../exportacoes.queries';

/**
 * "Exportar Excel" on a list page: asks for the export of what the list shows and lets the person go on working;
 * the top bar's menu of exports follows it and says when the file is ready.
 */
export function ExportButton({ lista, filtros, disabled }: ListExport) {
  const { t } = useTranslation('exportacoes');
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateExportacao();
  const start = () =>
    create.mutate(
      { lista, filtros },
      {
        onSuccess: (created) =>
          enqueueSnackbar(t('iniciada', { titulo: created.titulo }), { variant: 'info' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  return (
    <Tooltip title={t('botaoDica')}>
      {/* The span keeps the tooltip on a disabled button. */}
      <span>
        <Button
          variant="outlined"
          startIcon={<GridOnIcon />}
          onClick={start}
          disabled={disabled || create.isPending}
        >
          {t('botao')}
        </Button>
      </span>
    </Tooltip>
  );
}
