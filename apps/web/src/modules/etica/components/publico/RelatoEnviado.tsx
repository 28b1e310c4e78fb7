import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TRelatoCriado } from '@portal/domain';
import { CodigoParaAnotar } from './CodigoParaAnotar';

/**
 * The protocol and the key, shown this once (only the key's hash is kept): large, with copy buttons, the warning
 * that they cannot be shown again, and the way to the follow-up page (which gets the protocol, not the key).
 */
export function RelatoEnviado({ criado }: { criado: TRelatoCriado }) {
  const { t } = useTranslation('etica');
  const titulo = useRef<HTMLHeadingElement>(null);
  // The page changed under the person's eyes: the title takes the focus (and screen readers read it).
  useEffect(() => titulo.current?.focus(), []);
  return (
    <Card variant="outlined" component="section" aria-labelledby="etica-enviado">
      <CardContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckCircleIcon color="success" aria-hidden />
            <Typography variant="h5" component="h1" id="etica-enviado" ref={titulo} tabIndex={-1}>
              {t('enviado.titulo')}
            </Typography>
          </Stack>
          <Typography>{t('enviado.texto')}</Typography>
          <Alert severity="warning" variant="filled">
            {t('enviado.aviso')}
          </Alert>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1.6fr' } }}>
            <CodigoParaAnotar
              rotulo={t('enviado.protocolo')}
              valor={criado.protocolo}
              copiar={t('enviado.copiarProtocolo')}
              testId="etica-protocolo"
            />
            <CodigoParaAnotar
              rotulo={t('enviado.chave')}
              valor={criado.chave}
              copiar={t('enviado.copiarChave')}
              testId="etica-chave"
            />
          </Box>
          <Box>
            <Button
              component={RouterLink}
              to="/canal-etica/acompanhar"
              state={{ protocolo: criado.protocolo }}
              variant="contained"
              endIcon={<ChevronRightIcon />}
            >
              {t('enviado.acompanhar')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
