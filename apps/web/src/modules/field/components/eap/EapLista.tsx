import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TEap, TEapItem, TOsTipo } from '@portal/domain';
import { EapItemLinha } from './EapItemLinha';
import type { EapNovoLugar } from './EapItemAcoes';
import { EAP_GRID } from './eap-layout';

const COLUNAS = ['unidade', 'quantidade', 'peso', 'executado'] as const;

/** The EAP in tree order, under a header of columns on a wide screen (a phone shows each item as a small card). */
export function EapLista({
  eap,
  obra,
  onNovo,
}: {
  eap: TEap;
  obra: string;
  onNovo: (item: TEapItem, lugar: EapNovoLugar) => void;
}) {
  const { t } = useTranslation('eap');
  const tipo: TOsTipo = eap.tipo;
  return (
    <Paper variant="outlined">
      <Box
        aria-hidden
        sx={{
          ...EAP_GRID,
          display: { xs: 'none', md: 'grid' },
          px: 1,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle2" sx={{ gridArea: 'item' }}>
          {t('colunas.item')}
        </Typography>
        {COLUNAS.map((coluna) => (
          <Typography key={coluna} variant="subtitle2" sx={{ gridArea: coluna, textAlign: 'right', px: 0.5 }}>
            {t(`colunas.${coluna}`)}
          </Typography>
        ))}
        <Typography variant="subtitle2" sx={{ gridArea: 'avanco', px: 0.5 }}>
          {t('colunas.avanco')}
        </Typography>
      </Box>
      <Box role="list" aria-label={t('titulo', { time: t(`times.${tipo}`) })}>
        {eap.itens.map((item) => (
          <EapItemLinha
            key={item.id}
            item={item}
            itens={eap.itens}
            obra={obra}
            tipo={tipo}
            podeConfigurar={eap.podeConfigurar}
            podeCriar={eap.podeCriar}
            onNovo={onNovo}
          />
        ))}
      </Box>
    </Paper>
  );
}
