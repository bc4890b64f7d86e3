import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridActionsCellItem, GridDeleteIcon, type GridColDef, type GridRowId} from '@mui/x-data-grid';

type Shipment = {
  id: number;
  reference: string;
  weightKg: number;
  shippedOn: Date;
  deliveredAt: Date | null;
  insured: boolean;
  country: string;
};

const initialRows: Shipment[] = [
  {
    id: 1,
    reference: 'SHP-2041',
    weightKg: 12.4,
    shippedOn: new Date(2024, 3, 2),
    deliveredAt: new Date(2024, 3, 5, 14, 30),
    insured: true,
    country: 'FR',
  },
  {
    id: 2,
    reference: 'SHP-2042',
    weightKg: 3.1,
    shippedOn: new Date(2024, 3, 3),
    deliveredAt: null,
    insured: false,
    country: 'JP',
  },
  {
    id: 3,
    reference: 'SHP-2043',
    weightKg: 48,
    shippedOn: new Date(2024, 3, 8),
    deliveredAt: new Date(2024, 3, 12, 9, 15),
    insured: true,
    country: 'BR',
  },
  {
    id: 4,
    reference: 'SHP-2044',
    weightKg: 0.8,
    shippedOn: new Date(2024, 3, 9),
    deliveredAt: new Date(2024, 3, 10, 17, 45),
    insured: false,
    country: 'FR',
  },
];

export default function ColumnDefinitionTypes() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Shipment>[]>(
    () => [
      {field: 'reference', headerName: 'Reference (string)', width: 160},
      {field: 'weightKg', headerName: 'Weight, kg (number)', type: 'number', width: 170, editable: true},
      {field: 'shippedOn', headerName: 'Shipped (date)', type: 'date', width: 140, editable: true},
      {field: 'deliveredAt', headerName: 'Delivered (dateTime)', type: 'dateTime', width: 200, editable: true},
      {field: 'insured', headerName: 'Insured (boolean)', type: 'boolean', width: 150, editable: true},
      {
        field: 'country',
        headerName: 'Country (singleSelect)',
        type: 'singleSelect',
        width: 190,
        editable: true,
        valueOptions: [
          {value: 'BR', label: 'Brazil'},
          {value: 'FR', label: 'France'},
          {value: 'JP', label: 'Japan'},
        ],
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<GridDeleteIcon />}
            label="Delete"
            onClick={() => setRows((prev) => prev.filter((row) => row.id !== (params.id as GridRowId)))}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
