import {
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MATERIAIS_DISCIPLINAS } from '@portal/domain';
import { useTemplates } from '../../materiais.queries';
import type { ListaForm } from './lista-form';

/**
 * A new list's origin (the obra's own, or a project's, as this user may create them) and the template it starts
 * from, if any: its columns and default lines are copied into the list.
 */
export function ListaOrigemCampos({
  form,
  pode,
}: {
  form: ListaForm;
  pode: { obra: boolean; projeto: boolean };
}) {
  const { t } = useTranslation('materiais');
  const templates = useTemplates();
  const escolhido = templates.data?.items.find((tp) => tp.id === form.watch('templateId'));
  return (
    <>
      {pode.obra && pode.projeto && (
        <Controller
          control={form.control}
          name="origem"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="lista-origem">{t('campos.origem')}</FormLabel>
              <RadioGroup row aria-labelledby="lista-origem" {...field}>
                <FormControlLabel value="obra" control={<Radio />} label={t('form.origemObra')} />
                <FormControlLabel value="projeto" control={<Radio />} label={t('form.origemProjeto')} />
              </RadioGroup>
            </FormControl>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="templateId"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('campos.template')}
            value={field.value ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => {
              field.onChange(e.target.value || null);
              // A template is of one discipline: the list takes it (it can still be changed).
              const template = templates.data?.items.find((tp) => tp.id === e.target.value);
              if (template) form.setValue('disciplina', template.disciplina);
            }}
            error={!!fieldState.error}
            helperText={
              fieldState.error?.message ??
              (escolhido
                ? t('form.templateLinhas', {
                    colunas: escolhido.colunas.length,
                    linhas: escolhido.totalLinhas,
                  })
                : t('form.templateAjuda'))
            }
          >
            <MenuItem value="">{t('form.semTemplate')}</MenuItem>
            {(templates.data?.items ?? []).map((tp) => (
              <MenuItem key={tp.id} value={tp.id}>
                {`${tp.nome} · ${MATERIAIS_DISCIPLINAS[tp.disciplina]}`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
