import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef, type GridRowGroupingModel} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

const groupableFields = ['country', 'category', 'status'];

export default function RowGroupingControlledModel() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['category']);

  // Clicking a chip adds its field as the innermost level, or removes it
  const toggle = (field: string) =>
    setModel((current) => (current.includes(field) ? current.filter((item) => item !== field) : [...current, field]));

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Typography variant="body2">Group by:</Typography>
        {groupableFields.map((field) => {
          const level = model.indexOf(field);
          return (
            <Chip
              key={field}
              label={level === -1 ? field : `${level + 1}. ${field}`}
              color={level === -1 ? 'default' : 'primary'}
              variant={level === -1 ? 'outlined' : 'filled'}
              onClick={() => toggle(field)}
            />
          );
        })}
      </Stack>
      <Box sx={{height: 400}}>
        <DataGridPremium
          rows={ORDERS}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Box>
  );
}
