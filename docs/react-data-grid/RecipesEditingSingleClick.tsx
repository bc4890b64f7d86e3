import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'product', headerName: 'Product', width: 180, editable: true},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 120, editable: true},
  {
    field: 'unit',
    headerName: 'Unit',
    type: 'singleSelect',
    valueOptions: ['pcs', 'kg', 'box'],
    width: 110,
    editable: true,
  },
  {field: 'sku', headerName: 'SKU (read-only)', width: 150},
];

const rows = [
  {id: 1, product: 'Flour', quantity: 25, unit: 'kg', sku: 'BK-001'},
  {id: 2, product: 'Baking trays', quantity: 12, unit: 'pcs', sku: 'BK-214'},
  {id: 3, product: 'Paper bags', quantity: 8, unit: 'box', sku: 'PK-090'},
];

export default function RecipesEditingSingleClick() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick: GridEventListener<'cellClick'> = (params, event) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    // Clicks in a menu rendered in a portal (for example a select) are not inside the cell
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    setCellModesModel((previous) => {
      // Every other cell goes back to view mode, which commits its value
      const next: GridCellModesModel = {};
      Object.entries(previous).forEach(([rowId, fields]) => {
        next[rowId] = {};
        Object.keys(fields).forEach((field) => {
          next[rowId][field] = {mode: GridCellModes.View};
        });
      });
      next[params.id] = {...next[params.id], [params.field]: {mode: GridCellModes.Edit}};
      return next;
    });
  };

  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
      />
    </Box>
  );
}
