import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TProjectKind, TProjectRow } from '@alma/shared/admin-api/projects';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { adminCall } from '../lib/admin-client.ts';

type Props = {
  /** A Form.Item's id, so its label names the select. */
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder: string;
  /** Only projects of this kind (a campaign map's points are seats). */
  kind?: TProjectKind;
};

/**
 * A project for a table's filter (messages, orders): the first 200 projects, searched by name in
 * the list. A Form.Item hands it value and onChange.
 */
export function ProjectSelect({ id, value, onChange, placeholder, kind }: Props) {
  const projects = useQuery({
    queryKey: ['projects', 'choices', kind ?? 'all'],
    queryFn: () =>
      adminCall<TAdminRows<TProjectRow>>('GET', '/projects', {
        query: { page: 1, pageSize: 200, ...(kind ? { kind } : {}) },
      }),
    staleTime: 60_000,
  });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      loading={projects.isPending}
      style={{ width: 240 }}
      options={projects.data?.rows.map((row) => ({ value: row.id, label: row.name }))}
    />
  );
}
