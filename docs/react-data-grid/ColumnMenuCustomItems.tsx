import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  GridDownloadIcon,
  GridViewColumnIcon,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridRowsProp,
} from '@mui/x-data-grid';

function AutosizeColumnItem(props: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({columns: [props.colDef.field], includeHeaders: true});
        props.onClick(event);
      }}
    >
      <ListItemIcon>
        <GridViewColumnIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function ExportColumnItem(props: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.exportDataAsCsv({fields: [props.colDef.field], fileName: props.colDef.field});
        props.onClick(event);
      }}
    >
      <ListItemIcon>
        <GridDownloadIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Export this column</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        columnMenuAutosizeItem: AutosizeColumnItem,
        columnMenuExportItem: ExportColumnItem,
        // Remove the default filter item.
        columnMenuFilterItem: null,
      }}
      slotProps={{
        columnMenuAutosizeItem: {displayOrder: 5},
        columnMenuExportItem: {displayOrder: 40},
      }}
    />
  );
}

const rows: GridRowsProp = [
  {id: 1, flight: 'LH 454', destination: 'San Francisco', gate: 'B42', departure: '08:15'},
  {id: 2, flight: 'AF 1234', destination: 'Paris Charles de Gaulle', gate: 'A12', departure: '09:40'},
  {id: 3, flight: 'NH 204', destination: 'Tokyo Haneda', gate: 'C03', departure: '11:05'},
  {id: 4, flight: 'LA 8071', destination: 'São Paulo Guarulhos', gate: 'B17', departure: '13:30'},
];

const columns: GridColDef[] = [
  {field: 'flight', headerName: 'Flight', width: 110},
  {field: 'destination', headerName: 'Destination', width: 130},
  {field: 'gate', headerName: 'Gate', width: 90},
  {field: 'departure', headerName: 'Departure', width: 120},
];

export default function ColumnMenuCustomItems() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter slots={{columnMenu: CustomColumnMenu}} />
    </Box>
  );
}
