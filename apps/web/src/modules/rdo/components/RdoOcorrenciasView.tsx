import { Box, Chip, Link, Stack, Typography, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OCORRENCIA_TIPO_LABEL, type TRdoConteudoView } from '@portal/domain';
import { hasRoute } from '../../../routing/route-registry';
import { useSessionStore } from '../../../session/session.store';
import { OcorrenciasDaOrigem } from '../../sgi/components/OcorrenciasDaOrigem';

const COLORS: Record<string, ChipProps['color']> = { acidente: 'error', paralisacao: 'warning' };
const tipoLabel = (tipo: string) => OCORRENCIA_TIPO_LABEL[tipo as keyof typeof OCORRENCIA_TIPO_LABEL] ?? tipo;
/** Where the SGI opens a new occurrence; the link shows only once that page exists and for who may register one. */
const SGI_NOVA_OCORRENCIA = '/sgi/ocorrencias/nova';

/**
 * Accidents, stoppages, visits, orders received...: what a Livro de Ordem must record, each with its type. Staff may
 * open an SGI occurrence from one (prefilled, linked both ways); those already opened from this report show below.
 */
export function RdoOcorrenciasView({
  ocorrencias,
  rdo,
}: {
  ocorrencias: TRdoConteudoView['ocorrencias'];
  rdo?: { id: string; obraId: string };
}) {
  const { t } = useTranslation('rdo');
  const { t: tc } = useTranslation('comum');
  const podeAbrirSgi =
    useSessionStore((s) => s.ability.can('create', 'TicketSgi')) && hasRoute(SGI_NOVA_OCORRENCIA);
  if (ocorrencias.length === 0)
    return <Typography color="text.secondary">{t('secoes.nenhumaOcorrencia')}</Typography>;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {ocorrencias.map((o, i) => (
          <Box component="li" key={i} sx={{ breakInside: 'avoid' }}>
            <Chip
              label={tipoLabel(o.tipo)}
              size="small"
              color={COLORS[o.tipo] ?? 'default'}
              variant={COLORS[o.tipo] ? 'filled' : 'outlined'}
              sx={{ mb: 0.5 }}
            />
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {o.descricao}
            </Typography>
            {rdo && podeAbrirSgi && (
              <Link
                component={RouterLink}
                variant="body2"
                sx={{ displayPrint: 'none' }}
                to={`${SGI_NOVA_OCORRENCIA}?origem=rdo&rdo=${rdo.id}&ocorrencia=${i}&obra=${rdo.obraId}`}
              >
                {tc('sgiOrigem.abrir')}
              </Link>
            )}
          </Box>
        ))}
      </Stack>
      {rdo && <OcorrenciasDaOrigem origem="rdo" origemId={rdo.id} />}
    </>
  );
}
