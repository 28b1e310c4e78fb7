import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CONTRATO_PAPEL_LABEL,
  CONTRATO_PARTE_LABEL,
  CONTRATO_QUEM_AGE,
  formatCnpj,
  formatDate,
  formatMoney,
  type TContrato,
} from '@portal/domain';
import { ContratoStatusChips } from '../lista/ContratoStatusChips';

function Dado({ rotulo, children }: { rotulo: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The contract's code and object, status, party, obra, value, dates and who holds it now ("Com Rafael Antunes
 * (Gestor)"), with the termination under way or the cancellation said above all else.
 */
export function ContratoCabecalho({ contrato }: { contrato: TContrato }) {
  const { t } = useTranslation('contratos');
  const papel = CONTRATO_PAPEL_LABEL[CONTRATO_QUEM_AGE[contrato.status]];
  return (
    <Card variant="outlined" component="header" data-testid="contrato-cabecalho">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {contrato.codigo}
            </Typography>
            <ContratoStatusChips contrato={contrato} size="medium" />
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{contrato.objeto}</Typography>
          {!contrato.cancelado && (
            <Typography color="text.secondary" data-testid="contrato-com-quem">
              {t('pagina.comQuem', { nome: contrato.comQuem.name, papel })}
            </Typography>
          )}
          {contrato.cancelado ? (
            <Alert severity="error">
              {contrato.canceladoEm
                ? t('pagina.canceladoEm', { data: formatDate(contrato.canceladoEm) })
                : t('pagina.cancelado')}
            </Alert>
          ) : (
            contrato.emCancelamento && <Alert severity="warning">{t('pagina.emCancelamento')}</Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1fr 1fr 1fr' },
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <Dado rotulo={t('campos.parte')}>
                {contrato.parte.nome}
                <Typography variant="body2" color="text.secondary">
                  {CONTRATO_PARTE_LABEL[contrato.parte.tipo]} · {formatCnpj(contrato.parte.cnpj)}
                </Typography>
              </Dado>
            </Box>
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <Dado rotulo={t('campos.obra')}>
                {contrato.obra.codigo} · {contrato.obra.nome}
              </Dado>
            </Box>
            <Dado rotulo={t('campos.valor')}>{formatMoney(contrato.valor)}</Dado>
            <Dado rotulo={t('campos.inicio')}>{formatDate(contrato.inicio)}</Dado>
            <Dado rotulo={t('campos.fim')}>{formatDate(contrato.fim)}</Dado>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
