import { useState } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TPlanejamento } from '@portal/domain';
import { horas } from '../formatos';
import { CelulaCarga } from './CelulaCarga';
import type { CelulaEscolhida } from './QuadroCarga';

/** The board on a phone: one work centre at a time (chosen above), its weeks as a list. */
export function QuadroCargaCelular({
  planejamento,
  onAbrir,
}: {
  planejamento: TPlanejamento;
  onAbrir: (celula: CelulaEscolhida) => void;
}) {
  const { t } = useTranslation('fabricacao');
  const [escolhido, setEscolhido] = useState(planejamento.centros[0]?.centro.id ?? '');
  const linha = planejamento.centros.find((c) => c.centro.id === escolhido) ?? planejamento.centros[0];
  if (!linha) return null;
  const porSemana = new Map(linha.celulas.map((c) => [c.semana, c]));
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={t('campos.centro')}
        value={linha.centro.id}
        onChange={(e) => setEscolhido(e.target.value)}
        helperText={t('planejamento.capacidade', { horas: horas(linha.centro.capacidadeHorasSemana) })}
      >
        {planejamento.centros.map(({ centro }) => (
          <MenuItem key={centro.id} value={centro.id}>
            {centro.nome}
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="ul"
        aria-label={t('planejamento.semanasDe', { centro: linha.centro.nome })}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {planejamento.semanas.map((s) => {
          const celula = porSemana.get(s.inicio);
          if (!celula) return null;
          return (
            <Box
              component="li"
              key={s.inicio}
              sx={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 1.5, alignItems: 'center', mb: 1 }}
            >
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.rotulo}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(s.inicio).slice(0, 5)}–{formatDate(s.fim).slice(0, 5)}
                </Typography>
              </Box>
              <CelulaCarga
                celula={celula}
                centro={linha.centro.nome}
                semana={s.rotulo}
                onAbrir={() => onAbrir({ centroId: linha.centro.id, semana: s.inicio })}
              />
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
