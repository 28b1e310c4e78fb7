import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import { Link as RouterLink } from 'react-router';
import { formatDate, type TObraResumo } from '@portal/domain';
import { ObraStatusChip } from './ObraStatusChip';

/** One obra in Início: code, name, client, place, status and period; opens its dashboard. */
export function ObraCard({ obra }: { obra: TObraResumo }) {
  const period =
    obra.inicioPrevisto && obra.fimPrevisto
      ? `${formatDate(obra.inicioPrevisto)} – ${formatDate(obra.fimPrevisto)}`
      : null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={obra.tipo === 'fabricacao' ? `/fabricacao/${obra.id}` : `/obras/${obra.id}`}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {obra.codigo}
            </Typography>
            <ObraStatusChip status={obra.status} />
          </Stack>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {obra.nome}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {obra.cliente.nome}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 'auto' }}>
            <PlaceIcon fontSize="inherit" color="action" />
            <Typography variant="caption" color="text.secondary">
              {obra.cidade}/{obra.uf}
              {period ? ` · ${period}` : ''}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
