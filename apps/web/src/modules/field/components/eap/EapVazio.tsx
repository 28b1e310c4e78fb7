import { Paper, Stack, Typography } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import { useTranslation } from 'react-i18next';
import type { TEap } from '@portal/domain';
import { EapAcoesGerais } from './EapAcoesGerais';

/** No item yet: what to do about it (add one, import a spreadsheet) or, for a reader, who does it. */
export function EapVazio({
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
  const pode = eap.podeCriar || eap.podeConfigurar;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <AccountTreeIcon color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2">
          {t('vazio.titulo')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {pode ? t('vazio.texto') : t('vazio.textoLeitura')}
        </Typography>
        <EapAcoesGerais eap={eap} obra={obra} onAdicionar={onAdicionar} onImportar={onImportar} />
      </Stack>
    </Paper>
  );
}
