import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type DataGridProProps, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid-pro';

type Item = {id: string; path: string[]; price: number | null};

const rows: Item[] = [
  {id: 'kitchen', path: ['Kitchen'], price: null},
  {id: 'kettle', path: ['Kitchen', 'Kettle'], price: 35},
  {id: 'toaster', path: ['Kitchen', 'Toaster'], price: 42},
  {id: 'office', path: ['Office'], price: null},
  {id: 'chair', path: ['Office', 'Chair'], price: 180},
  {id: 'lamp', path: ['Office', 'Desk lamp'], price: 45},
  {id: 'monitor', path: ['Office', 'Monitor'], price: 260},
];

const columns: GridColDef<Item>[] = [{field: 'price', headerName: 'Price ($)', type: 'number', width: 120}];

const getTreeDataPath: DataGridProProps<Item>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataSelectionPropagation() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Selected: {selection.length === 0 ? 'nothing' : selection.join(', ')}
      </Typography>
      <Box sx={{height: 400}}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          rowSelectionPropagation={{descendants: true, parents: true}}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
