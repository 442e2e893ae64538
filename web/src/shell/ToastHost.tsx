import { useToasts } from '../hooks/index.ts';
import { ToastList } from '../ui/index.ts';

/** The toasts of core's store, right under the header (§2.3). */
export function ToastHost() {
  const { visible, dismiss } = useToasts();
  return (
    <ToastList
      toasts={visible.map((toast) => ({
        id: toast.id,
        tone: toast.kind,
        title: toast.title,
        message: toast.message,
      }))}
      onClose={dismiss}
    />
  );
}
