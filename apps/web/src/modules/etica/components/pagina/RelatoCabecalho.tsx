import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ETICA_CATEGORIA_LABEL, formatDateTime, type TRelato } from '@portal/domain';
import { EticaStatusChip } from '../EticaStatusChip';
import { NovasInformacoesChip } from '../lista/NovasInformacoesChip';

/** The report's protocol, status, category, when it arrived and whether the reporter said who they are. */
export function RelatoCabecalho({ relato }: { relato: TRelato }) {
  const { t } = useTranslation('etica');
  return (
    <Card variant="outlined" component="header" data-testid="relato-cabecalho">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {relato.protocolo}
            </Typography>
            <EticaStatusChip status={relato.status} size="medium" />
            <NovasInformacoesChip quantas={relato.complementosNovos} />
          </Stack>
          <Typography sx={{ fontWeight: 500 }}>
            {ETICA_CATEGORIA_LABEL[relato.categoria]}
            {' · '}
            {relato.identificado ? t('lista.identificado') : t('lista.anonimo')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('pagina.recebidoEm', { data: formatDateTime(relato.criadoEm) })}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
