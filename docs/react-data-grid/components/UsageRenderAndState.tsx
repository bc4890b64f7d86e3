import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {ColumnsPanelTrigger, DataGrid, FilterPanelTrigger, Toolbar, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';
import styles from './UsageRenderAndState.module.css';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

function ComposedToolbar() {
  return (
    <Toolbar style={{justifyContent: 'flex-start', gap: 8}}>
      {/* A render function: the label follows the panel's open state */}
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" variant={state.open ? 'contained' : 'outlined'}>
            {state.open ? 'Close columns' : 'Choose columns'}
          </Button>
        )}
      />
      {/* A className function: a plain <button> styled from the panel's state */}
      <FilterPanelTrigger
        render={<button type="button" />}
        className={(state) => (state.open ? `${styles.trigger} ${styles.triggerOpen}` : styles.trigger)}
      >
        Filters
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function UsageRenderAndState() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={EMPLOYEES} columns={columns} slots={{toolbar: ComposedToolbar}} showToolbar />
    </Box>
  );
}
