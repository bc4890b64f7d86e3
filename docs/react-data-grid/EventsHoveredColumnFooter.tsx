import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridEventListener,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
} from '@mui/x-data-grid';

function HoveredColumnFooter() {
  const apiRef = useGridApiContext();
  const [field, setField] = React.useState<string | null>(null);

  const handleOver: GridEventListener<'columnHeaderOver'> = (params) => setField(params.field);
  // Unsubscribes automatically when the footer unmounts
  useGridEvent(apiRef, 'columnHeaderOver', handleOver);

  return (
    <GridFooterContainer sx={{px: 2}}>
      {field ? `Hovered column: ${field}` : 'Hover a column header'}
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  {field: 'flight', headerName: 'Flight', width: 110},
  {field: 'from', headerName: 'From', width: 120},
  {field: 'to', headerName: 'To', width: 120},
  {field: 'gate', headerName: 'Gate', width: 90},
];

const rows = [
  {id: 1, flight: 'LH 402', from: 'Frankfurt', to: 'Newark', gate: 'B44'},
  {id: 2, flight: 'AF 1380', from: 'Paris', to: 'Madrid', gate: 'F21'},
  {id: 3, flight: 'NH 203', from: 'Tokyo', to: 'Frankfurt', gate: '110'},
];

export default function EventsHoveredColumnFooter() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} slots={{footer: HoveredColumnFooter}} />
    </Box>
  );
}
