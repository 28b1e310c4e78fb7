import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import {
  ETICA_CATEGORIA_LABEL,
  formatDateTime,
  type TAcessoRelato,
  type TRelatoPublico,
} from '@portal/domain';
import { ArquivosChips } from '../ArquivosChips';
import { EticaStatusChip } from '../EticaStatusChip';
import { ComplementoForm } from './ComplementoForm';
import { ConversaPublica } from './ConversaPublica';

/** The report as its reporter reads it with the key: status, category, text, files, the conversation, and more. */
export function RelatoPublicoView({
  acesso,
  relato,
  onAtualizado,
  onFechar,
}: {
  acesso: TAcessoRelato;
  relato: TRelatoPublico;
  onAtualizado: (relato: TRelatoPublico) => void;
  onFechar: () => void;
}) {
  const { t } = useTranslation('etica');
  return (
    <Stack spacing={2}>
      <Card variant="outlined" component="header">
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {relato.protocolo}
            </Typography>
            <EticaStatusChip status={relato.status} size="medium" />
          </Stack>
          <Typography sx={{ mt: 1, fontWeight: 500 }}>{ETICA_CATEGORIA_LABEL[relato.categoria]}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('acompanhar.recebidoEm', { data: formatDateTime(relato.criadoEm) })}
            {' · '}
            {t('acompanhar.atualizadoEm', { data: formatDateTime(relato.atualizadoEm) })}
          </Typography>
          <Button size="small" startIcon={<LogoutIcon />} onClick={onFechar} sx={{ mt: 1, ml: -0.5 }}>
            {t('acompanhar.sair')}
          </Button>
        </CardContent>
      </Card>

      <Card variant="outlined" component="section" aria-labelledby="etica-seu-relato">
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <Typography variant="h6" component="h2" id="etica-seu-relato" sx={{ mb: 1 }}>
            {t('acompanhar.seuRelato')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{relato.relato}</Typography>
          {relato.arquivos.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {t('acompanhar.arquivos')}
              </Typography>
              <ArquivosChips arquivos={relato.arquivos} />
            </Box>
          )}
        </CardContent>
      </Card>

      <Card variant="outlined" component="section" aria-labelledby="etica-conversa-publica">
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <Typography variant="h6" component="h2" id="etica-conversa-publica" sx={{ mb: 1.5 }}>
            {t('acompanhar.conversa')}
          </Typography>
          <ConversaPublica mensagens={relato.mensagens} />
          <Divider sx={{ my: 2 }} />
          <ComplementoForm acesso={acesso} onEnviado={onAtualizado} />
        </CardContent>
      </Card>
    </Stack>
  );
}
