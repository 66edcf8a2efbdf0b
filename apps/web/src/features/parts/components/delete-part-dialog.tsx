import { messages, type Part } from '@coreparts/shared';
import { toast } from '@/lib/toast.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useDeletePart } from '@/features/parts/api/delete-part.ts';
import { toastFailure } from './toast-failure.ts';

interface DeletePartDialogProps {
  /** The part to confirm; the dialog is open while there is one. */
  part: Part | null;
  onClose: () => void;
}

/** Spec §4: deleting a product asks first, with Yes and No. */
export function DeletePartDialog({ part, onClose }: DeletePartDialogProps) {
  const deletePart = useDeletePart();
  const confirm = () => {
    if (!part) return;
    deletePart.mutate(part._id, {
      onSuccess: () => {
        toast.success(messages.success.generic);
        onClose();
      },
      onError: toastFailure,
    });
  };
  return (
    <ConfirmDialog
      open={part !== null}
      question={messages.confirm.deleteProduct}
      detail={part ? `${part.name} leaves the catalog. Orders that have it keep it.` : undefined}
      busy={deletePart.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
