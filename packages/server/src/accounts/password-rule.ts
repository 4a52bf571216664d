import { passwordRequirementsMessage, validatePassword } from '@cadence/domain';
import { fail, type Failure } from '../http/failure.js';

/** The domain's password rule, on the server: weak_password with the domain's message naming the unmet rules. */
export const checkPasswordRule = (password: string): Failure | null => {
  const checked = validatePassword(password);
  return checked._tag === 'Left' ? fail('weak_password', passwordRequirementsMessage(checked.left)) : null;
};
