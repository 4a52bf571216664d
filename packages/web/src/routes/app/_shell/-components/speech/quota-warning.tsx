import { QUOTA_UPGRADE_LINK_LABEL } from '@cadence/domain';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../../../ui/alert/alert';

/** The warning before a request the plan's characters cannot pay for, with the way to a bigger plan. */
export const QuotaWarning = ({ warning }: { readonly warning: string | null }) =>
  warning === null ? null : (
    <Alert tone="error">
      {warning} <Link to="/pricing">{QUOTA_UPGRADE_LINK_LABEL}</Link>
    </Alert>
  );
