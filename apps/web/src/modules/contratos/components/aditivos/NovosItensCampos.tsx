import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
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
import type { z } from 'zod';
import type { TAditivoInput, ZAditivoInput } from '@portal/domain';
import { MoneyField } from '../../../../components/MoneyField';
import { QuantidadeField } from '../form/QuantidadeField';

/** The items an amendment adds: description, unit, quantity and unit price, as many as needed. */
export function NovosItensCampos({
  control,
  register,
  errors,
}: {
  control: Control<TAditivoInput, unknown, z.output<typeof ZAditivoInput>>;
  register: UseFormRegister<TAditivoInput>;
  errors: FieldErrors<TAditivoInput>;
}) {
  const { t } = useTranslation('contratos');
  const linhas = useFieldArray({ control, name: 'novosItens' });
  const erros = errors.novosItens;
  return (
    <Box component="section" aria-labelledby="aditivo-novos-itens">
      <Typography variant="subtitle1" component="h3" id="aditivo-novos-itens" sx={{ fontWeight: 600, mb: 1 }}>
        {t('aditivos.novosItens')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {linhas.fields.map((linha, i) => (
          <Box
            key={linha.id}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr auto', sm: '2fr 0.8fr 1fr 1.2fr auto' },
            }}
          >
            <TextField
              size="small"
              label={t('itens.descricao')}
              required
              {...register(`novosItens.${i}.descricao`)}
              error={!!erros?.[i]?.descricao}
              helperText={erros?.[i]?.descricao?.message}
              sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}
            />
            <Tooltip title={t('aditivos.removerItem')}>
              <IconButton
                aria-label={t('aditivos.removerItem')}
                onClick={() => linhas.remove(i)}
                sx={{ gridColumn: { xs: '3', sm: '5' }, gridRow: { xs: '1', sm: '1' } }}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
            <TextField
              size="small"
              label={t('itens.unidade')}
              required
              {...register(`novosItens.${i}.unidade`)}
              error={!!erros?.[i]?.unidade}
              helperText={erros?.[i]?.unidade?.message}
            />
            <Controller
              name={`novosItens.${i}.quantidade`}
              control={control}
              render={({ field }) => (
                <QuantidadeField
                  size="small"
                  label={t('itens.quantidade')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={!!erros?.[i]?.quantidade}
                  helperText={erros?.[i]?.quantidade?.message}
                />
              )}
            />
            <Box sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}>
              <Controller
                name={`novosItens.${i}.precoUnitario`}
                control={control}
                render={({ field }) => (
                  <MoneyField
                    label={t('itens.precoUnitario')}
                    value={field.value}
                    onChange={field.onChange}
                    error={!!erros?.[i]?.precoUnitario}
                    helperText={erros?.[i]?.precoUnitario?.message}
                  />
                )}
              />
            </Box>
          </Box>
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() =>
          linhas.append({
            descricao: '',
            unidade: '',
            quantidade: undefined as unknown as number,
            precoUnitario: '',
          })
        }
      >
        {t('aditivos.adicionarItem')}
      </Button>
    </Box>
  );
}
