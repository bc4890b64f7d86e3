/**
 * A small company's staff: the shared data set of the people-centred demos (grids, lists,
 * selection, editing). Demos import it as `@site/src/demo-data/employees`; readers see
 * `./data/employees`, and the sandboxes get this file.
 */
export type Employee = {
  id: number;
  name: string;
  email: string;
  department: 'Engineering' | 'Design' | 'Sales' | 'Support' | 'Finance' | 'Marketing';
  role: string;
  country: string;
  city: string;
  startDate: Date;
  salary: number;
  rating: number;
  remote: boolean;
  managerId: number | null;
};

type Row = [string, Employee['department'], string, string, string, string, number, number, boolean, number | null];

// name, department, role, country, city, start (YYYY-MM-DD), salary, rating, remote, manager
const ROWS: Row[] = [
  ['Amara Okafor', 'Engineering', 'VP of Engineering', 'Nigeria', 'Lagos', '2016-02-01', 212000, 5, false, null],
  ['Lukas Brandt', 'Engineering', 'Staff Engineer', 'Germany', 'Berlin', '2017-09-18', 164000, 5, true, 1],
  ['Mei Chen', 'Engineering', 'Senior Engineer', 'China', 'Shanghai', '2019-03-04', 138000, 4, true, 2],
  ['Rafael Souza', 'Engineering', 'Engineer', 'Brazil', 'Recife', '2021-07-12', 98000, 4, true, 2],
  ['Hana Sato', 'Engineering', 'Engineer', 'Japan', 'Osaka', '2022-01-10', 101000, 3, false, 2],
  ['Noah Williams', 'Engineering', 'Junior Engineer', 'United States', 'Austin', '2023-06-05', 82000, 3, false, 3],
  ['Priya Raman', 'Engineering', 'Engineering Manager', 'India', 'Bengaluru', '2018-11-26', 149000, 4, true, 1],
  ['Jonas Lindqvist', 'Engineering', 'Senior Engineer', 'Sweden', 'Malmö', '2019-08-19', 131000, 5, true, 7],
  ['Chloé Martin', 'Design', 'Head of Design', 'France', 'Paris', '2017-04-03', 156000, 5, false, null],
  ['Diego Herrera', 'Design', 'Product Designer', 'Mexico', 'Guadalajara', '2020-10-19', 96000, 4, true, 9],
  ['Aiko Tanaka', 'Design', 'UX Researcher', 'Japan', 'Tokyo', '2021-02-22', 92000, 4, false, 9],
  ['Sofia Rossi', 'Design', 'Brand Designer', 'Italy', 'Milan', '2022-09-12', 78000, 3, true, 9],
  ['Ethan Clarke', 'Sales', 'Head of Sales', 'United Kingdom', 'London', '2016-08-15', 171000, 4, false, null],
  ['Fatima Zahra', 'Sales', 'Account Executive', 'Morocco', 'Casablanca', '2020-03-09', 88000, 4, true, 13],
  ['Liam Murphy', 'Sales', 'Account Executive', 'Ireland', 'Dublin', '2021-05-17', 86000, 3, false, 13],
  ['Camila Pereira', 'Sales', 'Sales Engineer', 'Brazil', 'São Paulo', '2019-12-02', 104000, 5, true, 13],
  ['Oliver Smith', 'Sales', 'Sales Development Rep', 'Australia', 'Sydney', '2023-02-13', 64000, 2, false, 14],
  ['Yuki Nakamura', 'Support', 'Support Lead', 'Japan', 'Osaka', '2018-06-25', 94000, 5, true, null],
  ['Ana Lima', 'Support', 'Support Engineer', 'Portugal', 'Porto', '2020-11-30', 72000, 4, true, 18],
  ['Kwame Mensah', 'Support', 'Support Engineer', 'Ghana', 'Accra', '2021-09-06', 69000, 4, true, 18],
  ['Emma Johansson', 'Support', 'Support Engineer', 'Sweden', 'Stockholm', '2022-04-11', 71000, 3, false, 18],
  ['Wei Zhang', 'Finance', 'CFO', 'Singapore', 'Singapore', '2015-10-05', 205000, 5, false, null],
  ['Grace Kim', 'Finance', 'Financial Analyst', 'South Korea', 'Seoul', '2020-01-20', 91000, 4, false, 22],
  ['Mateo García', 'Finance', 'Accountant', 'Spain', 'Valencia', '2021-11-08', 74000, 3, true, 22],
  ['Olivia Brown', 'Marketing', 'Head of Marketing', 'Canada', 'Toronto', '2017-07-10', 152000, 4, false, null],
  ['Arjun Mehta', 'Marketing', 'Content Lead', 'India', 'Mumbai', '2019-05-27', 89000, 5, true, 25],
  ['Léa Dubois', 'Marketing', 'Growth Marketer', 'France', 'Lyon', '2022-03-14', 76000, 3, true, 25],
  ['Tomás Novák', 'Marketing', 'Developer Advocate', 'Czechia', 'Prague', '2020-08-03', 97000, 4, true, 25],
  ['Isabella Costa', 'Engineering', 'Engineer', 'Portugal', 'Lisbon', '2023-09-18', 88000, 3, true, 7],
  ['Samuel Adeyemi', 'Engineering', 'Senior Engineer', 'Nigeria', 'Abuja', '2020-06-15', 126000, 4, true, 7],
];

const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@acme.example`;

export const EMPLOYEES: Employee[] = ROWS.map(
  ([name, department, role, country, city, start, salary, rating, remote, managerId], index) => ({
    id: index + 1,
    name,
    email: emailOf(name),
    department,
    role,
    country,
    city,
    startDate: new Date(`${start}T00:00:00`),
    salary,
    rating,
    remote,
    managerId,
  }),
);

export const DEPARTMENTS: Employee['department'][] = [
  'Engineering',
  'Design',
  'Sales',
  'Support',
  'Finance',
  'Marketing',
];
