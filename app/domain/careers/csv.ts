// The CSV writer is shared by every export (decision 049); applicants' exports keep this path.
export { escapeCsvCell, toCsv } from '~/lib/csv'
