import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CHAMADO_PRIORIDADE_LABEL,
  CHAMADO_SLA_HORAS,
  formatDateTime,
  formatDecimal,
  type TChamado,
} from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';

/** One deadline: when, and whether it was met, is late, or was passed. */
function Prazo({
  rotulo,
  prazo,
  feitoEm,
  estourado,
  testId,
}: {
  rotulo: string;
  prazo: string | null;
  feitoEm: string | null;
  estourado: boolean;
  testId: string;
}) {
  const { t } = useTranslation('posvendas');
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId} data-estourado={estourado}>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} color={estourado ? 'error' : undefined}>
        {prazo ? formatDateTime(prazo) : t('sla.pausado')}
      </Typography>
      {estourado && (
        <Typography variant="body2" color="error" sx={{ fontWeight: 500 }}>
          {t('sla.estourado')}
        </Typography>
      )}
      {feitoEm && (
        <Typography variant="body2" color="text.secondary">
          {t('sla.feitoEm', { data: formatDateTime(feitoEm) })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The ticket against its SLA (by priority, in business hours: Monday to Friday, 08–12 and 13–17 in Brasília, national
 * holidays off): the first answer's deadline and when it came, the resolution's deadline (stopped while waiting for
 * the client), red when passed.
 */
export function SlaCard({ chamado }: { chamado: TChamado }) {
  const { t } = useTranslation('posvendas');
  const { sla } = chamado;
  const horas = CHAMADO_SLA_HORAS[chamado.prioridade];
  const concluido = chamado.status === 'concluido' ? chamado.concluidoEm : null;
  return (
    <SectionCard id="chamado-sla" title={t('sla.titulo')}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Prazo
            rotulo={t('sla.primeiraResposta')}
            prazo={sla.prazoPrimeiraResposta}
            feitoEm={sla.primeiraRespostaEm}
            estourado={sla.primeiraRespostaEstourada}
            testId="sla-primeira-resposta"
          />
          <Prazo
            rotulo={t('sla.resolucao')}
            prazo={sla.prazoResolucao}
            feitoEm={concluido}
            estourado={sla.resolucaoEstourada}
            testId="sla-resolucao"
          />
        </Box>
        {sla.prazoResolucao === null && <Alert severity="info">{t('sla.pausadoTexto')}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('sla.regra', {
            prioridade: CHAMADO_PRIORIDADE_LABEL[chamado.prioridade],
            primeira: horas.primeiraResposta,
            resolucao: horas.resolucao,
          })}
          {sla.pausaMinutos > 0 && ` ${t('sla.pausa', { horas: formatDecimal(sla.pausaMinutos / 60, 1) })}`}
        </Typography>
      </Stack>
    </SectionCard>
  );
}
