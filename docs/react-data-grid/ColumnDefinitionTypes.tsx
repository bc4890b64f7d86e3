import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridActionsCell, GridActionsCellItem, GridDeleteIcon, type GridColDef} from '@mui/x-data-grid';

type Shipment = {
  id: number;
  reference: string;
  weightKg: number;
  shippedOn: Date;
  deliveredAt: Date | null;
  insured: boolean;
  country: string;
  notes: string;
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
    notes: 'Left with the concierge at the front desk. The recipient asked for a signature on delivery next time.',
  },
  {
    id: 2,
    reference: 'SHP-2042',
    weightKg: 3.1,
    shippedOn: new Date(2024, 3, 3),
    deliveredAt: null,
    insured: false,
    country: 'JP',
    notes: 'Held at customs for a missing invoice; the broker expects to release it this week.',
  },
  {
    id: 3,
    reference: 'SHP-2043',
    weightKg: 48,
    shippedOn: new Date(2024, 3, 8),
    deliveredAt: new Date(2024, 3, 12, 9, 15),
    insured: true,
    country: 'BR',
    notes: 'Two boxes on one pallet. The second box was repacked after a corner was crushed in transit.',
  },
  {
    id: 4,
    reference: 'SHP-2044',
    weightKg: 0.8,
    shippedOn: new Date(2024, 3, 9),
    deliveredAt: new Date(2024, 3, 10, 17, 45),
    insured: false,
    country: 'FR',
    notes: 'Small envelope, no special handling.',
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
      {field: 'notes', headerName: 'Notes (longText)', type: 'longText', width: 220, editable: true},
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<GridDeleteIcon />}
              label="Delete"
              onClick={() => setRows((prev) => prev.filter((row) => row.id !== params.id))}
            />
          </GridActionsCell>
        ),
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
