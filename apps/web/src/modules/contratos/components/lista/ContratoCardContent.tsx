import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCnpj, formatDate, formatMoney, type TContratoResumo } from '@portal/domain';
import { ContratoStatusChips } from './ContratoStatusChips';

/** A contract as a card on a phone: code and object, status, party, who holds it, value and end. */
export function ContratoCardContent({ contrato, comObra }: { contrato: TContratoResumo; comObra: boolean }) {
  const { t } = useTranslation('contratos');
  return (
    <Stack spacing={0.75}>
      <Typography
        variant="subtitle1"
        component="p"
        sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {t('lista.cartaoTitulo', { codigo: contrato.codigo, objeto: contrato.objeto })}
      </Typography>
      <ContratoStatusChips contrato={contrato} />
      {comObra && (
        <Typography variant="body2" color="text.secondary">
          {contrato.obra.codigo} · {contrato.obra.nome}
        </Typography>
      )}
      <Typography variant="body2">
        {contrato.parte.nome} · {formatCnpj(contrato.parte.cnpj)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {!contrato.cancelado && `${t('lista.cartaoComQuem', { nome: contrato.comQuem.name })} · `}
        {t('lista.cartaoValor', { valor: formatMoney(contrato.valor), fim: formatDate(contrato.fim) })}
      </Typography>
    </Stack>
  );
}
