import { Box, Stack, Typography } from '@mui/material';
import CloudIcon from '@mui/icons-material/Cloud';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import { useTranslation } from 'react-i18next';
import { CONDICAO_LABEL, PERIODOS, PERIODO_LABEL, TEMPO_LABEL, type TRdoConteudoView } from '@portal/domain';

const ICONS: Record<string, typeof WbSunnyIcon> = {
  claro: WbSunnyIcon,
  nublado: CloudIcon,
  chuvoso: UmbrellaIcon,
};
const label = <K extends string>(labels: Record<K, string>, value: string) => labels[value as K] ?? value;

/** Weather per period (manhã, tarde, noite): tempo and whether work was possible; an empty period had no shift. */
export function RdoClimaView({ clima }: { clima: TRdoConteudoView['clima'] }) {
  const { t } = useTranslation('rdo');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {PERIODOS.map((periodo) => {
        const p = clima[periodo];
        const Icon = p ? ICONS[p.tempo] : undefined;
        const impraticavel = p?.condicao === 'impraticavel';
        return (
          <Stack
            key={periodo}
            spacing={0.5}
            sx={{ alignItems: 'center', textAlign: 'center', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <Typography variant="subtitle2">{PERIODO_LABEL[periodo]}</Typography>
            {p ? (
              <>
                {Icon && <Icon color={impraticavel ? 'warning' : 'action'} aria-hidden />}
                <Typography variant="body2">{label(TEMPO_LABEL, p.tempo)}</Typography>
                <Typography
                  variant="caption"
                  color={impraticavel ? 'warning.main' : 'text.secondary'}
                  sx={{ fontWeight: impraticavel ? 600 : 400 }}
                >
                  {label(CONDICAO_LABEL, p.condicao)}
                </Typography>
              </>
            ) : (
              <Typography variant="caption" color="text.secondary">
                {t('secoes.semExpediente')}
              </Typography>
            )}
          </Stack>
        );
      })}
    </Box>
  );
}
