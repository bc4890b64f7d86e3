import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type DataGridProProps, type GridColDef, type GridRowOrderChangeParams} from '@mui/x-data-grid-pro';

type Stop = {id: number; city: string; kind: 'Depot' | 'Delivery'};

const columns: GridColDef<Stop>[] = [
  {field: 'city', headerName: 'Stop', flex: 1},
  {field: 'kind', headerName: 'Kind', width: 130},
];

const initialRows: Stop[] = [
  {id: 1, city: 'Lyon depot', kind: 'Depot'},
  {id: 2, city: 'Villeurbanne', kind: 'Delivery'},
  {id: 3, city: 'Vénissieux', kind: 'Delivery'},
  {id: 4, city: 'Bron', kind: 'Delivery'},
  {id: 5, city: 'Caluire', kind: 'Delivery'},
];

// The depot row has no drag handle...
const isRowReorderable: DataGridProProps['isRowReorderable'] = ({row}) => row.kind !== 'Depot';

// ...and no delivery may be dropped above it, so the route always starts at the depot.
const isValidRowReorder: DataGridProProps['isValidRowReorder'] = ({targetNode, dropPosition}) =>
  !(targetNode.id === 1 && dropPosition === 'above');

function moveItem<T>(items: T[], from: number, to: number): T[] {
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved);
  return copy;
}

export default function RowOrderingRules() {
  const [rows, setRows] = React.useState(initialRows);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Route: {rows.map((row) => row.city).join(' → ')}
      </Typography>
      <Box sx={{height: 340}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          isRowReorderable={isRowReorderable}
          isValidRowReorder={isValidRowReorder}
          onRowOrderChange={handleRowOrderChange}
          disableColumnSorting
          hideFooter
        />
      </Box>
    </Box>
  );
}
