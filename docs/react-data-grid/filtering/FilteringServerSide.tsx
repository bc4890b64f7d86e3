import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridLogicOperator,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid';

type Person = {id: number; name: string; city: string; age: number};

const cities = ['Lisbon', 'Toronto', 'Nairobi', 'Seoul', 'Bogotá'];
const names = ['Ana', 'Ben', 'Chidi', 'Dana', 'Eun-ji', 'Felipe', 'Greta', 'Hamid', 'Ines', 'Jae', 'Kofi', 'Lucía'];

// The "database" of the fake server: 60 people computed from their index.
const database: Person[] = Array.from({length: 60}, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]} ${String.fromCharCode(65 + ((index * 7) % 26))}.`,
  city: cities[(index * 3) % cities.length],
  age: 20 + ((index * 13) % 45),
}));

// Only the operators the fake server understands are offered to users.
const stringOperators = getGridStringOperators().filter((op) => ['contains', 'equals'].includes(op.value));
const numberOperators = getGridNumericOperators().filter((op) => ['=', '>', '<'].includes(op.value));

function matchesItem(person: Person, item: GridFilterItem) {
  if (item.value === undefined || item.value === '') {
    return true; // Incomplete filter: ignore it.
  }
  const cell = person[item.field as keyof Person];
  switch (item.operator) {
    case 'contains':
      return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
    case 'equals':
      return String(cell).toLowerCase() === String(item.value).toLowerCase();
    case '=':
      return Number(cell) === Number(item.value);
    case '>':
      return Number(cell) > Number(item.value);
    case '<':
      return Number(cell) < Number(item.value);
    default:
      return true;
  }
}

function fetchPeople(filterModel: GridFilterModel): Promise<Person[]> {
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const result = database.filter((person) => {
    const itemResults = filterModel.items.map((item) => matchesItem(person, item));
    const passesItems =
      filterModel.logicOperator === GridLogicOperator.Or
        ? itemResults.length === 0 || itemResults.some(Boolean)
        : itemResults.every(Boolean);
    const text = `${person.name} ${person.city}`.toLowerCase();
    return passesItems && words.every((word) => text.includes(word));
  });
  return new Promise((resolve) => setTimeout(() => resolve(result), 500));
}

const columns: GridColDef<Person>[] = [
  {field: 'name', headerName: 'Name', width: 180, filterOperators: stringOperators},
  {field: 'city', headerName: 'City', width: 160, filterOperators: stringOperators},
  {field: 'age', headerName: 'Age', type: 'number', width: 100, filterOperators: numberOperators},
];

export default function FilteringServerSide() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{field: 'city', operator: 'contains', value: 'to'}],
  });
  const [rows, setRows] = React.useState<Person[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPeople(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
        showToolbar
      />
    </Box>
  );
}
