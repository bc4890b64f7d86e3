import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridRowNodeSelector,
  type GridColDef,
  type GridEventListener,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'company', headerName: 'Company', width: 150},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'units', headerName: 'Units', type: 'number', width: 100},
];

const rows = [
  {id: 1, company: 'Globex', product: 'Widgets', units: 120},
  {id: 2, company: 'Globex', product: 'Gizmos', units: 45},
  {id: 3, company: 'Initech', product: 'TPS reports', units: 800},
  {id: 4, company: 'Initech', product: 'Staplers', units: 30},
  {id: 5, company: 'Umbrella', product: 'Vaccines', units: 60},
];

export default function RecipesRowGroupingClickToggle() {
  const apiRef = useGridApiRef();

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    // v8 reads the row node with a selector; `apiRef.current.getRowNode()` is deprecated.
    const node = gridRowNodeSelector(apiRef, params.id);
    if (node?.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };

  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['company']}}}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
