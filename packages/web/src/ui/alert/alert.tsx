import type { ReactNode } from 'react';
import { alert } from './alert.css';

/** An inline message; errors are announced as alerts, the others as status. */
export const Alert = ({ tone, children }: { readonly tone: 'error' | 'success' | 'info'; readonly children: ReactNode }) => (
  <div className={alert({ tone })} role={tone === 'error' ? 'alert' : 'status'}>
    {children}
  </div>
);
