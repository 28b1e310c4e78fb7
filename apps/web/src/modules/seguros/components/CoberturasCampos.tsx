import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCoberturaInput } from '@portal/domain';
import { MoneyField } from '../../../components/MoneyField';

interface ComCoberturas {
  coberturas?: TCoberturaInput[];
}

/** The covers of a policy (or of an endorsement that replaces them): each with its limit (LMI) in reais. */
export function CoberturasCampos<F extends ComCoberturas>({
  control,
  register,
  errors,
}: {
  control: Control<F>;
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
}) {
  const { t } = useTranslation('seguros');
  // react-hook-form cannot narrow a generic form's paths; the covers are the only array these forms have.
  const c = control as unknown as Control<ComCoberturas>;
  const reg = register as unknown as UseFormRegister<ComCoberturas>;
  const erros = errors as FieldErrors<ComCoberturas>;
  const linhas = useFieldArray({ control: c, name: 'coberturas' });
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {t('campos.coberturas')}
      </Typography>
      {linhas.fields.map((linha, i) => (
        // On a phone: the cover and its delete button, then its limit, then its deductible; one row otherwise.
        <Box
          key={linha.id}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1fr 1.4fr auto' },
          }}
        >
          <TextField
            label={t('campos.coberturaDescricao')}
            {...reg(`coberturas.${i}.descricao`)}
            error={!!erros.coberturas?.[i]?.descricao}
            helperText={erros.coberturas?.[i]?.descricao?.message}
          />
          <Box sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}>
            <Controller
              name={`coberturas.${i}.limite`}
              control={c}
              render={({ field }) => (
                <MoneyField
                  label={t('campos.coberturaLimite')}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={!!erros.coberturas?.[i]?.limite}
                  helperText={erros.coberturas?.[i]?.limite?.message}
                />
              )}
            />
          </Box>
          <TextField
            label={t('campos.coberturaFranquia')}
            sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '3', sm: 'auto' } }}
            {...reg(`coberturas.${i}.franquia`)}
            error={!!erros.coberturas?.[i]?.franquia}
            helperText={erros.coberturas?.[i]?.franquia?.message}
          />
          <Tooltip title={t('form.removerCobertura')}>
            <IconButton
              aria-label={t('form.removerCobertura')}
              onClick={() => linhas.remove(i)}
              sx={{ gridColumn: { xs: '2', sm: 'auto' }, gridRow: { xs: '1', sm: 'auto' } }}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      {erros.coberturas?.message && (
        <Typography color="error" variant="body2">
          {erros.coberturas.message}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => linhas.append({ descricao: '', limite: '', franquia: '' })}
        >
          {t('form.adicionarCobertura')}
        </Button>
      </Box>
    </Stack>
  );
}
