import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type TApolice } from '@portal/domain';
import { SectionCard } from '../../../components/SectionCard';

function Dado({ rotulo, valor, antes }: { rotulo: string; valor: string; antes?: string }) {
  const { t } = useTranslation('seguros');
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{valor}</Typography>
      {antes && (
        <Typography variant="caption" color="text.secondary">
          {t('pagina.emitida', { valor: antes })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The policy as it stands after its endorsements: term (cover until 24 h of the last day), sum insured, premium,
 * deductible and covers; where an endorsement changed a value, the issued one under it.
 */
export function ApoliceValoresCard({ apolice }: { apolice: TApolice }) {
  const { t } = useTranslation('seguros');
  const { original } = apolice;
  const mudou = (a: string, b: string) => (a !== b ? b : undefined);
  return (
    <SectionCard id="apolice-valores" title={t('pagina.valores')}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}
      >
        <Dado rotulo={t('campos.inicioVigencia')} valor={formatDate(apolice.inicioVigencia)} />
        <Dado
          rotulo={t('campos.fimVigencia')}
          valor={t('pagina.ate24h', { data: formatDate(apolice.fimVigencia) })}
          antes={mudou(apolice.fimVigencia, original.fimVigencia) && formatDate(original.fimVigencia)}
        />
        <Dado
          rotulo={t('campos.importanciaSegurada')}
          valor={formatMoney(apolice.importanciaSegurada)}
          antes={
            mudou(apolice.importanciaSegurada, original.importanciaSegurada) &&
            formatMoney(original.importanciaSegurada)
          }
        />
        <Dado
          rotulo={t('campos.premioTotal')}
          valor={formatMoney(apolice.premioTotal)}
          antes={mudou(apolice.premioTotal, original.premio) && formatMoney(original.premio)}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {apolice.segurado && <Dado rotulo={t('campos.segurado')} valor={apolice.segurado} />}
        {apolice.processoSusep && <Dado rotulo={t('campos.processoSusep')} valor={apolice.processoSusep} />}
        {apolice.franquia && <Dado rotulo={t('campos.franquiaGeral')} valor={apolice.franquia} />}
      </Box>
      <Table size="small" aria-label={t('campos.coberturas')} sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('campos.coberturaDescricao')}</TableCell>
            <TableCell align="right">{t('campos.coberturaLimite')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('campos.coberturaFranquia')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {apolice.coberturas.map((c) => (
            <TableRow key={c.descricao}>
              <TableCell>{c.descricao}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(c.limite)}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{c.franquia}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {apolice.observacoes && (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }} color="text.secondary">
          {apolice.observacoes}
        </Typography>
      )}
    </SectionCard>
  );
}
