import { useState } from 'react';
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TOsTipo } from '@portal/domain';
import { EapAcoesGerais } from '../components/eap/EapAcoesGerais';
import { EapImportarDialog } from '../components/eap/EapImportarDialog';
import { EapItemDialog, type EapNovoAlvo } from '../components/eap/EapItemDialog';
import { EapLista } from '../components/eap/EapLista';
import { EapResumo } from '../components/eap/EapResumo';
import { EapVazio } from '../components/eap/EapVazio';
import { useEap } from '../eap.queries';

/** /:obra/field/config and /:obra/automacao/config: the team's EAP on the obra, its progress, and its editing. */
function EapConfig({ tipo }: { tipo: TOsTipo }) {
  const { t } = useTranslation('eap');
  const { obra = '' } = useParams();
  const eap = useEap(obra, tipo);
  const [novo, setNovo] = useState<EapNovoAlvo | null>(null);
  const [importar, setImportar] = useState(false);
  const acoes = { obra, onAdicionar: () => setNovo({ lugar: 'raiz' }), onImportar: () => setImportar(true) };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('titulo', { time: t(`times.${tipo}`) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('subtitulo')}
      </Typography>
      {eap.isPending && (
        <Stack spacing={1} aria-busy aria-label={t('carregando')}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      )}
      {eap.isError && <Alert severity="error">{eap.error.message}</Alert>}
      {eap.isSuccess &&
        (eap.data.itens.length === 0 ? (
          <EapVazio eap={eap.data} {...acoes} />
        ) : (
          <Stack spacing={2}>
            <EapResumo eap={eap.data} />
            <EapAcoesGerais eap={eap.data} {...acoes} />
            <EapLista eap={eap.data} obra={obra} onNovo={(item, lugar) => setNovo({ item, lugar })} />
          </Stack>
        ))}
      {eap.isSuccess && novo && (
        <EapItemDialog eap={eap.data} obra={obra} alvo={novo} onClose={() => setNovo(null)} />
      )}
      {eap.isSuccess && importar && (
        <EapImportarDialog eap={eap.data} obra={obra} onClose={() => setImportar(false)} />
      )}
    </Box>
  );
}

export function FieldEapConfigPage() {
  return <EapConfig tipo="field" />;
}

export function AutomacaoEapConfigPage() {
  return <EapConfig tipo="automacao" />;
}
