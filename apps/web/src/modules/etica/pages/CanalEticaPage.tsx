import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRelatoCriado } from '@portal/domain';
import { CanalEticaExplicacao } from '../components/publico/CanalEticaExplicacao';
import { CanalEticaLayout } from '../components/publico/CanalEticaLayout';
import { RelatoEnviado } from '../components/publico/RelatoEnviado';
import { RelatoForm } from '../components/publico/RelatoForm';

/**
 * /canal-etica: anyone reports without signing in (issue 23). After sending, the protocol and the key are shown
 * once, in this page's memory only: leaving or reloading the page loses them, as the warning says.
 */
export function CanalEticaPage() {
  const { t } = useTranslation('etica');
  const [criado, setCriado] = useState<TRelatoCriado | null>(null);
  return (
    <CanalEticaLayout outra={{ to: '/canal-etica/acompanhar', label: t('publico.acompanhar') }}>
      {criado ? (
        <RelatoEnviado criado={criado} />
      ) : (
        <Stack spacing={2}>
          <div>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
              {t('publico.titulo')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('publico.subtitulo')}
            </Typography>
          </div>
          <CanalEticaExplicacao />
          <RelatoForm
            onEnviado={(novo) => {
              setCriado(novo);
              window.scrollTo({ top: 0 });
            }}
          />
        </Stack>
      )}
    </CanalEticaLayout>
  );
}
