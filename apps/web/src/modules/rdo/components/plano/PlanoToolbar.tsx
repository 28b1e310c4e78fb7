import { Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslation } from 'react-i18next';
import type { TPlanoImportado } from '@portal/domain';
import { FileUpload } from '../../../../components/FileUpload';
import { planImportPath, planTemplateUrl } from '../../rdo.queries';

const PLANILHAS = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Add a line, read a spreadsheet (nothing saved until Salvar), download the template, discard or save. */
export function PlanoToolbar({
  obra,
  editavel,
  alterado,
  salvando,
  onAdicionar,
  onImportado,
  onDescartar,
  onSalvar,
}: {
  obra: string;
  editavel: boolean;
  alterado: boolean;
  salvando: boolean;
  onAdicionar: () => void;
  onImportado: (resultado: TPlanoImportado) => void;
  onDescartar: () => void;
  onSalvar: () => void;
}) {
  const { t } = useTranslation('rdoEdicao');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {editavel && (
        <>
          <Button startIcon={<AddIcon />} variant="outlined" onClick={onAdicionar}>
            {t('plano.adicionar')}
          </Button>
          <FileUpload<TPlanoImportado>
            endpoint={planImportPath(obra)}
            accept={PLANILHAS}
            label={t('plano.importar')}
            onUploaded={onImportado}
          />
        </>
      )}
      <Button startIcon={<DownloadIcon />} href={planTemplateUrl(obra)} download>
        {editavel ? t('plano.baixarModelo') : t('plano.baixarPlanilha')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {editavel && alterado && (
        <Button startIcon={<UndoIcon />} onClick={onDescartar} disabled={salvando}>
          {t('plano.descartar')}
        </Button>
      )}
      {editavel && (
        <Button
          startIcon={<SaveIcon />}
          variant="contained"
          onClick={onSalvar}
          loading={salvando}
          disabled={!alterado}
        >
          {t('plano.salvar')}
        </Button>
      )}
    </Stack>
  );
}
