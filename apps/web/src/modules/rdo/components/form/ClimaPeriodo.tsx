import {
  Box,
  Button,
  FormHelperText,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import CloudIcon from '@mui/icons-material/Cloud';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import BlockIcon from '@mui/icons-material/Block';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONDICOES, CONDICAO_LABEL, PERIODO_LABEL, TEMPOS, TEMPO_LABEL, type TPeriodo } from '@portal/domain';
import type { RdoFormValues } from './rdo-form.types';
import { useFieldError } from './use-field-error';

const TEMPO_ICON = { claro: WbSunnyIcon, nublado: CloudIcon, chuvoso: UmbrellaIcon } as const;
const CONDICAO_ICON = { praticavel: CheckCircleIcon, impraticavel: BlockIcon } as const;

// Icon over text, so three choices fit side by side on a 360 px phone.
const choice = { flexDirection: 'column', gap: 0.25, textTransform: 'none', py: 0.75 } as const;

/** One period's weather (tempo) and whether the site could work (condição); both empty = no shift then. */
export function ClimaPeriodo({ periodo }: { periodo: TPeriodo }) {
  const { t } = useTranslation('rdoEdicao');
  const { control } = useFormContext<RdoFormValues>();
  const base = `conteudo.clima.${periodo}` as const;
  const err = useFieldError(base);
  const nome = PERIODO_LABEL[periodo];
  return (
    <Controller
      name={base}
      control={control}
      render={({ field }) => {
        const vazio = !field.value.tempo && !field.value.condicao;
        const set = (patch: Partial<typeof field.value>) => field.onChange({ ...field.value, ...patch });
        const tempoErr = err(`${base}.tempo`);
        const condicaoErr = err(`${base}.condicao`);
        return (
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {nome}
              </Typography>
              {vazio ? (
                <Typography variant="caption" color="text.secondary">
                  {t('clima.semTurno')}
                </Typography>
              ) : (
                <Button size="small" onClick={() => set({ tempo: null, condicao: null })}>
                  {t('clima.limpar')}
                </Button>
              )}
            </Stack>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              value={field.value.tempo}
              onChange={(_, tempo: string | null) => set({ tempo })}
              aria-label={t('clima.tempoDe', { periodo: nome })}
            >
              {TEMPOS.map((tempo) => {
                const Icon = TEMPO_ICON[tempo];
                return (
                  <ToggleButton key={tempo} value={tempo} sx={choice}>
                    <Icon fontSize="small" />
                    {TEMPO_LABEL[tempo]}
                  </ToggleButton>
                );
              })}
            </ToggleButtonGroup>
            {tempoErr.error && <FormHelperText error>{tempoErr.helperText}</FormHelperText>}
            <Box sx={{ mt: 1 }}>
              <ToggleButtonGroup
                exclusive
                fullWidth
                size="small"
                color={field.value.condicao === 'impraticavel' ? 'error' : 'primary'}
                value={field.value.condicao}
                onChange={(_, condicao: string | null) => set({ condicao })}
                aria-label={t('clima.condicaoDe', { periodo: nome })}
              >
                {CONDICOES.map((condicao) => {
                  const Icon = CONDICAO_ICON[condicao];
                  return (
                    <ToggleButton key={condicao} value={condicao} sx={choice}>
                      <Icon fontSize="small" />
                      {CONDICAO_LABEL[condicao]}
                    </ToggleButton>
                  );
                })}
              </ToggleButtonGroup>
              {condicaoErr.error && <FormHelperText error>{condicaoErr.helperText}</FormHelperText>}
            </Box>
          </Paper>
        );
      }}
    />
  );
}
