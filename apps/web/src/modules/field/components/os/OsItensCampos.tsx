import { useMemo } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseDecimal, type TEapItem, type TOsInput, type TOsTipo } from '@portal/domain';
import { useEapParaOs } from '../../os.queries';
import type { OsFormOutput } from './os-form';

/** The EAP items without sub-items: where quantities are measured, so what an order may cover. */
function leavesOf(itens: readonly TEapItem[]): TEapItem[] {
  const parents = new Set(itens.map((i) => i.parentId).filter(Boolean));
  return itens.filter((i) => !parents.has(i.id));
}

/** The EAP items the order covers, each with the quantity to execute (typed `12,5` or `12.5`). */
export function OsItensCampos({
  form,
  obraId,
  tipo,
}: {
  form: UseFormReturn<TOsInput, unknown, OsFormOutput>;
  obraId: string;
  tipo: TOsTipo;
}) {
  const { t } = useTranslation('os');
  const eap = useEapParaOs(obraId, tipo);
  const folhas = useMemo(() => leavesOf(eap.data?.itens ?? []), [eap.data]);
  const itens = useFieldArray({ control: form.control, name: 'itens' });
  const errors = form.formState.errors.itens;
  const escolhidos = form.watch('itens') ?? [];
  const livres = folhas.filter((f) => !escolhidos.some((e) => e.eapItemId === f.id));

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('campos.itens')}
      </Typography>
      {eap.isSuccess && folhas.length === 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('form.semEap')}
        </Alert>
      )}
      {itens.fields.map((field, i) => {
        const escolhido = folhas.find((f) => f.id === escolhidos[i]?.eapItemId);
        return (
          <Box
            key={field.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1fr auto' },
              gap: 1,
              mb: 1.5,
            }}
          >
            <TextField
              select
              size="small"
              label={t('campos.item')}
              value={escolhidos[i]?.eapItemId ?? ''}
              onChange={(e) =>
                form.setValue(`itens.${i}.eapItemId`, e.target.value, { shouldValidate: true })
              }
              error={!!errors?.[i]?.eapItemId}
              helperText={errors?.[i]?.eapItemId?.message}
              sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
            >
              {folhas
                .filter((f) => f.id === escolhidos[i]?.eapItemId || livres.includes(f))
                .map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.codigo} · {f.descricao}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              size="small"
              label={`${t('campos.quantidade')}${escolhido?.unidade ? ` (${escolhido.unidade})` : ''}`}
              {...form.register(`itens.${i}.quantidade`, {
                setValueAs: (v: unknown) => parseDecimal(v as string) ?? v,
              })}
              error={!!errors?.[i]?.quantidade}
              helperText={errors?.[i]?.quantidade?.message}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ gridRow: { xs: 2, sm: 'auto' } }}
            />
            <IconButton
              aria-label={t('form.remover')}
              onClick={() => itens.remove(i)}
              sx={{ alignSelf: 'start' }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      {(errors?.message || errors?.root?.message) && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {errors?.message ?? errors?.root?.message}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        disabled={livres.length === 0}
        onClick={() => itens.append({ eapItemId: livres[0]?.id ?? '', quantidade: '' as unknown as number })}
      >
        {t('form.adicionarItem')}
      </Button>
    </Box>
  );
}
