import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

function RatingEditCell({id, field, value, hasFocus}: GridRenderEditCellParams<Employee, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // The grid gives the focus to the cell; hand it to the checked star so arrow keys work at once.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      const checked = ref.current?.querySelector<HTMLInputElement>('input:checked');
      (checked ?? ref.current?.querySelector<HTMLInputElement>('input'))?.focus();
    }
  }, [hasFocus]);

  return (
    <Box sx={{display: 'flex', alignItems: 'center', height: '100%', px: 1}}>
      <Rating
        ref={ref}
        name={`rating-${id}`}
        value={value ?? 0}
        onChange={(_event, newValue) => {
          // Send the new value to the grid: it becomes the `value` of the next render.
          apiRef.current.setEditCellValue({id, field, value: newValue ?? 0});
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {
    field: 'rating',
    headerName: 'Performance',
    width: 180,
    editable: true,
    renderCell: (params: GridRenderCellParams<Employee, number>) => (
      <Rating value={params.value ?? 0} readOnly size="small" sx={{verticalAlign: 'middle'}} />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function EditComponentRating() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={EMPLOYEES.slice(0, 12)} columns={columns} hideFooter />
    </Box>
  );
}
