import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridLogicOperator, type GridColDef, type GridRowsProp} from '@mui/x-data-grid-pro';

const rows: GridRowsProp = [
  {id: 1, listing: 'Sunny loft', district: 'Kreuzberg', bedrooms: 1, rent: 1250},
  {id: 2, listing: 'Garden flat', district: 'Pankow', bedrooms: 3, rent: 1780},
  {id: 3, listing: 'Studio by the canal', district: 'Neukölln', bedrooms: 1, rent: 890},
  {id: 4, listing: 'Family house', district: 'Zehlendorf', bedrooms: 4, rent: 2600},
  {id: 5, listing: 'Penthouse', district: 'Mitte', bedrooms: 2, rent: 2950},
];

const columns: GridColDef[] = [
  {field: 'listing', headerName: 'Listing', flex: 1, minWidth: 160},
  {field: 'district', headerName: 'District', width: 130},
  {field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110},
  {field: 'rent', headerName: 'Rent (EUR)', type: 'number', width: 120},
];

export default function MultiFiltersPanel() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      {/* Open Filters and add filters: each column can be used once, and only And is offered. */}
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            logicOperators: [GridLogicOperator.And],
            filterFormProps: {
              filterColumns: ({field, columns: allColumns, currentFilters}) => {
                const used = new Set(currentFilters.map((item) => item.field));
                return allColumns
                  .filter((column) => column.filterable && (column.field === field || !used.has(column.field)))
                  .map((column) => column.field);
              },
            },
            getColumnForNewFilter: ({currentFilters, columns: allColumns}) => {
              const used = new Set(currentFilters.map((item) => item.field));
              return allColumns.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
            },
          },
        }}
      />
    </Box>
  );
}
