import { Box, Card, CardActionArea, CardContent } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { TFabricacaoResumo } from '@portal/domain';
import { FabricacaoCardContent } from '../lista/FabricacaoCardContent';

/** Fabrications as cards leading to their dashboards (the factory's in progress, a site's incoming). */
export function FabricacoesCards({
  fabricacoes,
  rotulo,
}: {
  fabricacoes: TFabricacaoResumo[];
  rotulo: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={rotulo}
      sx={{
        p: 0,
        m: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
      }}
    >
      {fabricacoes.map((f) => (
        <Card key={f.id} variant="outlined" component="li">
          <CardActionArea component={RouterLink} to={`/fabricacao/${f.id}`} sx={{ height: '100%' }}>
            <CardContent>
              <FabricacaoCardContent fabricacao={f} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
