import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type TApoliceResumo } from '@portal/domain';
import { SituacaoChip } from './SituacaoChip';

/** A policy as a card on a phone: number and situation, insurer, term and sum insured. */
export function ApoliceCardContent({ apolice, comObra }: { apolice: TApoliceResumo; comObra: boolean }) {
  const { t } = useTranslation('seguros');
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('lista.cartaoTitulo', { numero: apolice.numero })}
        </Typography>
        <SituacaoChip situacao={apolice.situacao} />
      </Stack>
      {comObra && (
        <Typography variant="body2" color="text.secondary">
          {apolice.obra.codigo} · {apolice.obra.nome}
        </Typography>
      )}
      <Typography variant="body2">
        {t(`tipo.${apolice.tipo}`)} · {apolice.seguradora}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('lista.vigenciaDeAte', {
          de: formatDate(apolice.inicioVigencia),
          ate: formatDate(apolice.fimVigencia),
        })}{' '}
        · {formatMoney(apolice.importanciaSegurada)}
      </Typography>
    </Stack>
  );
}
