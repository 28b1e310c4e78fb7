import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import type { TEap } from '@portal/domain';
import { eapTemplateUrl } from '../../eap.queries';

/** Add an item at the root, import a spreadsheet, download the template: each for whoever may do it. */
export function EapAcoesGerais({
  eap,
  obra,
  onAdicionar,
  onImportar,
}: {
  eap: TEap;
  obra: string;
  onAdicionar: () => void;
  onImportar: () => void;
}) {
  const { t } = useTranslation('eap');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(eap.podeCriar || eap.podeConfigurar) && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdicionar}>
          {t('acoes.adicionar')}
        </Button>
      )}
      {eap.podeConfigurar && (
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onImportar}>
          {t('acoes.importar')}
        </Button>
      )}
      <Button startIcon={<DownloadIcon />} href={eapTemplateUrl(obra, eap.tipo)} download>
        {t('acoes.baixarModelo')}
      </Button>
    </Stack>
  );
}
