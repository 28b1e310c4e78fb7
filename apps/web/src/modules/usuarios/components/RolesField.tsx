import { Autocomplete, ListItemText, TextField } from '@mui/material';
import type { RoleInfo } from '@portal/domain';
import { useRoleCatalog } from '../usuarios.queries';

/** Picks roles from the catalog of SPEC §6, grouped by area, with what each gives. */
export function RolesField({
  value,
  onChange,
  label,
  disabled,
}: {
  value: string[];
  onChange: (roles: string[]) => void;
  label: string;
  disabled?: boolean;
}) {
  const catalog = useRoleCatalog();
  const options = catalog.data?.items ?? [];
  const selected = value.map(
    (role) => options.find((o) => o.role === role) ?? { role, area: '', descricao: '' },
  );
  return (
    <Autocomplete<RoleInfo, true>
      multiple
      disabled={disabled}
      options={options}
      value={selected}
      onChange={(_, roles) => onChange(roles.map((r) => r.role))}
      groupBy={(r) => r.area}
      getOptionLabel={(r) => r.role}
      isOptionEqualToValue={(a, b) => a.role === b.role}
      loading={catalog.isPending}
      renderOption={({ key, ...props }, r) => (
        <li key={key} {...props}>
          <ListItemText primary={r.role} secondary={r.descricao} />
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
