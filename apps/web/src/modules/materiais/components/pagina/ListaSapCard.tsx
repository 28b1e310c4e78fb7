import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, type TLista } from '@portal/domain';

/** Where SAP receives the list (plant, storage, WBS element, need date) and the document planning registered. */
export function ListaSapCard({ lista }: { lista: TLista }) {
  const { t } = useTranslation('materiais');
  const { sap } = lista;
  const itens: [string, string][] = [
    [t('campos.centro'), sap.centro],
    [t('campos.deposito'), sap.deposito],
    [t('campos.elementoPep'), sap.elementoPep],
    [t('campos.dataNecessidade'), sap.dataNecessidade ? formatDate(sap.dataNecessidade) : ''],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="lista-sap">
      <CardContent>
        <Typography id="lista-sap" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('pagina.sapDestino')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 1.5,
            m: 0,
            '& dd': { m: 0 },
          }}
        >
          {itens.map(([rotulo, valor]) => (
            <Box key={rotulo}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {rotulo}
              </Typography>
              <Typography component="dd" variant="body2">
                {valor || t('pagina.sapDestinoVazio')}
              </Typography>
            </Box>
          ))}
        </Box>
        {sap.documento && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {t('pagina.sapRegistrado', {
              documento: sap.documento,
              por: sap.registradoPor ?? t('pagina.nada'),
              em: sap.registradoEm ? formatDateTime(sap.registradoEm) : t('pagina.nada'),
            })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
