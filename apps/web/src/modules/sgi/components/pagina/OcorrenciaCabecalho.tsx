import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { TOcorrenciaSgi } from '@portal/domain';
import { CategoriaChip, GravidadeChip, StatusChip, TipoChip } from '../SgiChips';
import { EditarOcorrenciaDialog } from './EditarOcorrenciaDialog';
import { OcorrenciaAcoesBar } from './OcorrenciaAcoesBar';

/**
 * "Ocorrência nº 12" with its status, category, type and severity, its title, and what the user may do to it now:
 * the moves of its life cycle and, where allowed, editing it.
 */
export function OcorrenciaCabecalho({ ocorrencia: o }: { ocorrencia: TOcorrenciaSgi }) {
  const { t } = useTranslation('sgi');
  const [editando, setEditando] = useState(false);
  return (
    <Card variant="outlined" component="header" data-testid="ocorrencia-cabecalho">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {t('pagina.titulo', { numero: o.numero })}
            </Typography>
            <StatusChip status={o.status} size="medium" />
            <CategoriaChip categoria={o.categoria} />
            <TipoChip tipo={o.tipo} />
            <GravidadeChip gravidade={o.gravidade} />
          </Stack>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere', fontWeight: 400 }}>
            {o.titulo}
          </Typography>
          {(o.movimentos.length > 0 || o.acoes.editar) && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="ocorrencia-acoes">
              <OcorrenciaAcoesBar ocorrencia={o} />
              {o.acoes.editar && (
                <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditando(true)}>
                  {t('pagina.editar')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
      {editando && <EditarOcorrenciaDialog ocorrencia={o} onClose={() => setEditando(false)} />}
    </Card>
  );
}
