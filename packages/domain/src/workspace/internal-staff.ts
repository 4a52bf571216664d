/**
 * True when the e-mail belongs to internal staff: its domain (after the last "@", case-insensitive) is exactly
 * one of the configured staff domains; subdomains do not count.
 */
export const isInternalStaff = (email: string, staffDomains: readonly string[]): boolean => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const domain = email.slice(at + 1).trim().toLowerCase();
  return domain !== '' && staffDomains.some((staff) => staff.trim().toLowerCase() === domain);
};
