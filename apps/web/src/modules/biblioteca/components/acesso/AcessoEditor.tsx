import { Alert, FormControlLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LISTAS_ACESSO, LISTA_ACESSO_DESCRICAO, LISTA_ACESSO_LABEL } from '@portal/domain';
import { listasSemNinguem, type ListasEntradas } from '../../biblioteca-entradas';
import { EntradasCampo } from './EntradasCampo';

/** A folder's access as edited: inherit the lists above, or lists of its own. */
export interface ValorAcesso {
  herdar: boolean;
  listas: ListasEntradas;
}

/**
 * The access editor of a library folder and of a template folder: "inherit from the folder above" or lists of its own,
 * each of the five lists a field of people, roles and client companies with what it lets them do.
 */
export function AcessoEditor({
  value,
  onChange,
  textoHerdar,
}: {
  value: ValorAcesso;
  onChange: (value: ValorAcesso) => void;
  /** What inheriting means here (a folder's parent, or a template folder's). */
  textoHerdar: string;
}) {
  const { t } = useTranslation('biblioteca');
  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-label={t('editor.modo')}
        value={value.herdar ? 'herdar' : 'proprias'}
        onChange={(_, v) => onChange({ ...value, herdar: v === 'herdar' })}
      >
        <FormControlLabel value="herdar" control={<Radio />} label={textoHerdar} />
        <FormControlLabel value="proprias" control={<Radio />} label={t('editor.proprias')} />
      </RadioGroup>
      {!value.herdar && (
        <>
          {listasSemNinguem(value.listas) && <Alert severity="info">{t('editor.semNinguem')}</Alert>}
          {LISTAS_ACESSO.map((lista) => (
            <EntradasCampo
              key={lista}
              label={LISTA_ACESSO_LABEL[lista]}
              helperText={LISTA_ACESSO_DESCRICAO[lista]}
              value={value.listas[lista]}
              onChange={(entradas) => onChange({ ...value, listas: { ...value.listas, [lista]: entradas } })}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
