import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// Each column only names its field and type: everything else comes from the type's defaults.
const columns: GridColDef<Employee>[] = [
  {field: 'name'},
  {field: 'salary', type: 'number'},
  {field: 'startDate', type: 'date'},
  {field: 'remote', type: 'boolean'},
  {
    field: 'department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'Marketing'],
  },
];

const PROPERTIES = [
  'type',
  'width',
  'minWidth',
  'align',
  'headerAlign',
  'display',
  'sortable',
  'filterable',
  'editable',
  'resizable',
] as const;

const show = (value: unknown) => (value === undefined ? '(not set)' : String(value));

export default function ColumnDefinitionTypeDefaults() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('salary');
  const [resolved, setResolved] = React.useState<GridColDef | null>(null);

  // The resolved definition lives in the grid state, after the grid has merged the type defaults.
  React.useEffect(() => {
    setResolved(apiRef.current?.getColumn(field) ?? null);
  }, [apiRef, field]);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 250}}>
        <DataGrid apiRef={apiRef} rows={EMPLOYEES.slice(0, 4)} columns={columns} hideFooter />
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={field}
        onChange={(_event, value: string | null) => value && setField(value)}
        sx={{my: 1, flexWrap: 'wrap'}}
      >
        {columns.map((column) => (
          <ToggleButton key={column.field} value={column.field}>
            {column.field}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Table size="small" sx={{maxWidth: 360}}>
        <TableBody>
          {PROPERTIES.map((property) => (
            <TableRow key={property}>
              <TableCell component="th" sx={{fontFamily: 'monospace'}}>
                {property}
              </TableCell>
              <TableCell>{resolved ? show(resolved[property]) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
