import { MenuItem, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TRelato } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { useDefinirInvestigador, useMembrosComite } from '../../etica.queries';

/**
 * Who investigates the report: a member of the committee not kept away from it, chosen here while the report is
 * not finished (the API checks both again). Required before the investigation starts.
 */
export function InvestigadorCard({ relato }: { relato: TRelato }) {
  const { t } = useTranslation('etica');
  const { enqueueSnackbar } = useSnackbar();
  const membros = useMembrosComite();
  const definir = useDefinirInvestigador(relato.id);
  const afastados = new Set(relato.afastados.map((a) => a.id));
  const opcoes = (membros.data?.items ?? []).filter((m) => !afastados.has(m.id));
  const atual = relato.investigador;
  const podeTrocar = relato.acoes.editar && relato.status !== 'finalizada';
  // The select shows the investigator only once the members (its options) have arrived.
  const valor = atual && opcoes.some((m) => m.id === atual.id) ? atual.id : '';

  const escolher = async (investigadorId: string) => {
    if (!investigadorId || investigadorId === atual?.id) return;
    try {
      const salvo = await definir.mutateAsync({ investigadorId, versao: relato.versao });
      enqueueSnackbar(
        t('pagina.investigadorDefinido', {
          nome: salvo.investigador?.nome ?? '',
          protocolo: relato.protocolo,
        }),
        { variant: 'success' },
      );
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' });
    }
  };

  return (
    <SectionCard id="relato-investigador" title={t('pagina.investigador')}>
      {podeTrocar ? (
        <TextField
          select
          label={t('pagina.investigador')}
          value={valor}
          onChange={(e) => void escolher(e.target.value)}
          disabled={definir.isPending || membros.isPending}
          helperText={t('pagina.investigadorAjuda')}
          sx={{ width: { xs: '100%', sm: 360 } }}
        >
          {opcoes.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.nome}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <>
          <Typography>{atual?.nome ?? t('pagina.semInvestigador')}</Typography>
          {relato.acoes.editar && (
            <Typography variant="body2" color="text.secondary">
              {t('pagina.investigadorFinalizado')}
            </Typography>
          )}
        </>
      )}
    </SectionCard>
  );
}
