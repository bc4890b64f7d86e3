import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

function DiscountEditCell(props: GridRenderEditCellParams<GridValidRowModel, number>) {
  const {id, field, value, hasFocus} = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector('input')?.focus();
    }
  }, [hasFocus]);

  return (
    <Box sx={{width: '100%', px: 2}}>
      <Slider
        ref={ref}
        size="small"
        value={value ?? 0}
        min={0}
        max={50}
        step={5}
        valueLabelDisplay="auto"
        aria-label="Discount"
        onChange={(_event, newValue) => {
          apiRef.current.setEditCellValue({id, field, value: newValue as number});
        }}
      />
    </Box>
  );
}

const rows = [
  {id: 1, product: 'Winter jacket', price: 180, discount: 20},
  {id: 2, product: 'Wool scarf', price: 45, discount: 10},
  {id: 3, product: 'Leather boots', price: 220, discount: 0},
];

const columns: GridColDef[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'price', headerName: 'Price (USD)', type: 'number', width: 120},
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 200,
    editable: true,
    display: 'flex',
    valueFormatter: (value?: number) => (value == null ? '' : `${value} %`),
    renderEditCell: (params) => <DiscountEditCell {...params} />,
  },
  {
    field: 'finalPrice',
    headerName: 'Final price (USD)',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => (row.price * (100 - row.discount)) / 100,
  },
];

export default function EditingCustomEditor() {
  return (
    <Box sx={{height: 280, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
