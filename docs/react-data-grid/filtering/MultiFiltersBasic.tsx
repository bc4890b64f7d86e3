import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
  type GridRowsProp,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  {field: 'customer', headerName: 'Customer', width: 180},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'total', headerName: 'Total (EUR)', type: 'number', width: 130},
];

const rows: GridRowsProp = [
  {id: 1, customer: 'Atelier Lumière', country: 'France', total: 1200},
  {id: 2, customer: 'Kaito Tools', country: 'Japan', total: 980},
  {id: 3, customer: 'Café Marais', country: 'France', total: 540},
  {id: 4, customer: 'Nordlys AS', country: 'Norway', total: 2150},
  {id: 5, customer: 'Bodega Sur', country: 'Spain', total: 760},
];

export default function MultiFiltersBasic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      {id: 1, field: 'country', operator: 'equals', value: 'France'},
      {id: 2, field: 'total', operator: '>', value: 1000},
    ],
    logicOperator: GridLogicOperator.And,
  });

  const toggleLogic = () =>
    setFilterModel((model) => ({
      ...model,
      logicOperator: model.logicOperator === GridLogicOperator.Or ? GridLogicOperator.And : GridLogicOperator.Or,
    }));

  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" variant="outlined" sx={{mb: 1}} onClick={toggleLogic}>
        Combine with {filterModel.logicOperator === GridLogicOperator.Or ? 'And' : 'Or'}
      </Button>
      <Box sx={{height: 360}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </Box>
    </Box>
  );
}
