/**
 * The page's toasts, announced by screen readers as their kind deserves (decision 031): news
 * politely, as a status, and failures at once, as an alert. react-toastify would make every toast
 * an alert. The page takes `toast` from here, never from react-toastify (eslint.config.js).
 */
import type { ReactNode } from 'react';
import { toast as toastify, type ToastOptions } from 'react-toastify';

export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => toastify.success(message, { role: 'status', ...options }),
  info: (message: ReactNode, options?: ToastOptions) => toastify.info(message, { role: 'status', ...options }),
  error: (message: ReactNode, options?: ToastOptions) => toastify.error(message, { role: 'alert', ...options }),
};
