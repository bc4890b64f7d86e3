import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderEditCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

function RatingEditCell(props: GridRenderEditCellParams<GridValidRowModel, number>) {
  const {id, field, value, hasFocus} = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLElement>(null);

  // Move the focus into the editor so the arrow keys change the rating.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    }
  }, [hasFocus]);

  return (
    <Rating
      ref={ref}
      name={`rating-${id}`}
      value={value ?? 0}
      onChange={(_event, newValue) => {
        apiRef.current.setEditCellValue({id, field, value: newValue ?? 0});
      }}
    />
  );
}

const ratingColumnType: GridColTypeDef<number> = {
  type: 'number',
  display: 'flex',
  width: 180,
  editable: true,
  renderCell: (params) => <Rating readOnly value={params.value ?? 0} size="small" />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
};

const rows = [
  {id: 1, restaurant: 'Casa Lisboa', cuisine: 'Portuguese', food: 5, service: 4},
  {id: 2, restaurant: 'Ramen Kazan', cuisine: 'Japanese', food: 4, service: 3},
  {id: 3, restaurant: 'Le Petit Four', cuisine: 'French', food: 3, service: 5},
  {id: 4, restaurant: 'Taquería Sol', cuisine: 'Mexican', food: 4, service: 4},
];

const columns: GridColDef[] = [
  {field: 'restaurant', headerName: 'Restaurant', flex: 1, minWidth: 150},
  {field: 'cuisine', headerName: 'Cuisine', width: 120},
  {field: 'food', headerName: 'Food', ...ratingColumnType},
  {field: 'service', headerName: 'Service', ...ratingColumnType},
];

export default function CustomColumnsRatingEdit() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
