import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridArrowDownwardIcon,
  GridArrowUpwardIcon,
  GridColumnMenu,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridSortDirection,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// Labels that speak the language of each column type.
const LABELS: Record<string, [string, string]> = {
  number: ['Smallest first', 'Largest first'],
  date: ['Oldest first', 'Newest first'],
  boolean: ['No first', 'Yes first'],
};

function ReadableSortItem(props: GridColumnMenuItemProps) {
  const {colDef, onClick} = props;
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current = sortModel.find((item) => item.field === colDef.field)?.sort;
  const [ascLabel, descLabel] = LABELS[colDef.type ?? 'string'] ?? ['A to Z', 'Z to A'];

  const sortBy = (direction: GridSortDirection) => (event: React.MouseEvent<HTMLElement>) => {
    apiRef.current.sortColumn(colDef.field, direction);
    onClick(event);
  };

  return (
    <React.Fragment>
      <MenuItem onClick={sortBy('asc')} selected={current === 'asc'}>
        <ListItemIcon>
          <GridArrowUpwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{ascLabel}</ListItemText>
      </MenuItem>
      <MenuItem onClick={sortBy('desc')} selected={current === 'desc'}>
        <ListItemIcon>
          <GridArrowDownwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{descLabel}</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

function ColumnMenuWithReadableSort(props: GridColumnMenuProps) {
  // Same key as the default item: it keeps its place (displayOrder 10) and its conditions.
  return <GridColumnMenu {...props} slots={{columnMenuSortItem: ReadableSortItem}} />;
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'startDate', headerName: 'Start date', type: 'date', width: 130},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

export default function ColumnMenuOverrideItem() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES.slice(0, 10)}
        columns={columns}
        slots={{columnMenu: ColumnMenuWithReadableSort}}
        hideFooter
      />
    </Box>
  );
}
