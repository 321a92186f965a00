/** The tag colour of a profile status. */
export function statusColor(status: string): string {
  switch (status) {
    case 'Active':
      return 'success';
    case 'Pending Review':
      return 'processing';
    case 'Rejected':
      return 'error';
    case 'Awaiting Payment':
      return 'warning';
    default:
      return 'default';
  }
}
